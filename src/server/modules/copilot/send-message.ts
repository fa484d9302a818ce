import { asc, eq, sql } from 'drizzle-orm';
import {
  COPILOT_TOOL_DESCRIPTIONS,
  type CopilotConversation,
  type CopilotToolStatus,
  needsConfirmation,
  type SendCopilotMessageBody,
} from '../../../shared/contract/copilot';
import { copilotConversations, copilotMessages, copilotToolCalls } from '../../db/schema/copilot';
import type { StoreCtx } from '../../http/context';
import { AppError } from '../../http/errors';
import { AiError } from '../../providers/ai-text/types';
import { findOwnConversation, loadConversation } from './conversations';
import { executeToolCall } from './execute';
import type { CopilotPlanner, PlannedCall, PlannerTurn } from './planner';
import { isToolName, parseToolArguments, summarizeTool, type ToolDeps } from './tools';

export type CopilotDeps = ToolDeps & { planner: CopilotPlanner };

/** The most tool calls one reply may propose, and the turns of history a model sees. */
const MAX_CALLS = 4;
const HISTORY_TURNS = 20;

type NewCall = {
  tool: string;
  arguments: Record<string, unknown>;
  summary: string;
  status: CopilotToolStatus;
  error: string | null;
};

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };

/** A planned call checked by its tool's schema: PROPOSED with the parsed arguments, or INVALID saying why. */
export function checkCall(call: PlannedCall): NewCall {
  const name = String(call.tool).slice(0, 100);
  if (!isToolName(name))
    return {
      tool: name,
      arguments: asRecord(call.arguments),
      summary: `An action Quarry does not have (${name})`,
      status: 'INVALID',
      error: `The assistant asked for an action Quarry does not have (${name}). Nothing was run.`,
    };
  const parsed = parseToolArguments(name, call.arguments);
  if (!parsed.ok)
    return {
      tool: name,
      arguments: asRecord(call.arguments),
      summary: COPILOT_TOOL_DESCRIPTIONS[name],
      status: 'INVALID',
      error: `The assistant proposed this with details that do not fit (${parsed.error}). Nothing was run — rephrase and try again.`,
    };
  return {
    tool: name,
    arguments: parsed.args,
    summary: summarizeTool(name, parsed.args),
    status: 'PROPOSED',
    error: null,
  };
}

async function historyOf(deps: CopilotDeps, conversationId: number): Promise<PlannerTurn[]> {
  const rows = await deps.db
    .select({ role: copilotMessages.role, text: copilotMessages.text })
    .from(copilotMessages)
    .where(eq(copilotMessages.conversationId, conversationId))
    .orderBy(asc(copilotMessages.id));
  return rows.slice(-HISTORY_TURNS);
}

/**
 * POST /web/co-pilot/messages: the planner's reply and proposed tool calls, stored with the founder's message.
 * Calls that only read (catalog search) or only link (the sourcing agent) run at once; calls that create
 * something wait for POST …/tool-calls/{id}/confirm. A planner failure stores nothing, so the message can be
 * sent again.
 */
export async function sendCopilotMessage(
  deps: CopilotDeps,
  ctx: StoreCtx,
  body: SendCopilotMessageBody,
): Promise<CopilotConversation> {
  return completeCopilotTurn(deps, ctx, body, await prepareCopilotTurn(deps, ctx, body));
}

/** Before the planner: the conversation is the founder's (else 404) and its last turns. */
export async function prepareCopilotTurn(
  deps: CopilotDeps,
  ctx: StoreCtx,
  body: SendCopilotMessageBody,
): Promise<PlannerTurn[]> {
  if (body.conversationId === undefined) return [];
  await findOwnConversation(deps.db, ctx, body.conversationId);
  return historyOf(deps, body.conversationId);
}

/**
 * The planner's reply (its text to `onText` as it is written, for the streamed route) and proposed calls,
 * stored with the founder's message; the calls that need no confirmation run.
 */
export async function completeCopilotTurn(
  deps: CopilotDeps,
  ctx: StoreCtx,
  body: SendCopilotMessageBody,
  history: PlannerTurn[],
  onText?: (piece: string) => void,
): Promise<CopilotConversation> {
  let plan: Awaited<ReturnType<CopilotPlanner['plan']>>;
  try {
    plan = await deps.planner.plan(history, body.text, onText);
  } catch (err) {
    if (err instanceof AiError) throw new AppError('UNAVAILABLE', err.message);
    throw err;
  }
  const calls = plan.calls.slice(0, MAX_CALLS).map(checkCall);
  const { conversationId, callIds } = await deps.db.transaction(async (tx) => {
    let id = body.conversationId;
    if (id === undefined) {
      const [row] = await tx
        .insert(copilotConversations)
        .values({ storeId: ctx.storeId, userId: ctx.user.id })
        .returning({ id: copilotConversations.id });
      id = row!.id;
    } else {
      await tx
        .update(copilotConversations)
        .set({ updatedAt: sql`now()` })
        .where(eq(copilotConversations.id, id));
    }
    await tx.insert(copilotMessages).values({ conversationId: id, role: 'USER', text: body.text });
    const [reply] = await tx
      .insert(copilotMessages)
      .values({ conversationId: id, role: 'ASSISTANT', text: plan.reply.slice(0, 4000) })
      .returning({ id: copilotMessages.id });
    const inserted = calls.length
      ? await tx
          .insert(copilotToolCalls)
          .values(
            calls.map((c) => ({ ...c, conversationId: id!, messageId: reply!.id, storeId: ctx.storeId })),
          )
          .returning({
            id: copilotToolCalls.id,
            tool: copilotToolCalls.tool,
            status: copilotToolCalls.status,
          })
      : [];
    return {
      conversationId: id,
      callIds: inserted.filter((c) => c.status === 'PROPOSED' && !needsConfirmation(c.tool)).map((c) => c.id),
    };
  });
  for (const callId of callIds) await executeToolCall(deps, ctx, callId);
  return loadConversation(deps.db, conversationId);
}
