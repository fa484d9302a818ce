import type { Database, Tx } from '../../../db/client';
import type { AiTextProvider } from '../../../providers/ai-text/types';

/** Who acts: the store and the signed-in user. */
export type AgentActor = { storeId: number; userId: number };

/**
 * The send of the confirmed messages (decision 049). The agent does not reach the inbox or the outbox itself:
 * the outreach module's function is injected here (the app wires it; tests pass a recording function). It
 * runs inside the transaction that writes the SENT checkpoint, so a send that throws leaves the thread at the
 * confirmation, marked FAILED and retryable.
 */
export type SendOutreach = (
  tx: Tx,
  ctx: AgentActor,
  input: {
    threadId: number;
    techPackId: number;
    inNetwork: { companyId: number; message: string }[];
    expanded: { recordId: number; message: string }[];
  },
) => Promise<{ sent: number; failed: { id: number; reason: string }[] }>;

/** What the agent's service needs. */
export type AgentThreadDeps = {
  db: Database;
  aiText: AiTextProvider;
  sendOutreach: SendOutreach;
  now?: () => Date;
};

/**
 * The app's deps as the agent's routes read them: without `sendOutreach` (the app) the send goes through the
 * outreach module as the request's founder (`outreachSender`); a test may set its own.
 */
export type AgentAppDeps = { sendOutreach?: SendOutreach };
