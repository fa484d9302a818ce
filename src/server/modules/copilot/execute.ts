import { and, eq, sql } from 'drizzle-orm';
import type { CopilotConversation } from '../../../shared/contract/copilot';
import type { Db } from '../../db/client';
import { copilotConversations, copilotMessages, copilotToolCalls } from '../../db/schema/copilot';
import type { StoreCtx } from '../../http/context';
import { AppError, conflict, notFound } from '../../http/errors';
import { loadConversation } from './conversations';
import { isToolName, runTool, type ToolDeps } from './tools';

const TOOL_CALL = 'Action';

/**
 * Runs a PROPOSED call once: it moves to RUNNING in one conditional update (a second confirm, even at the
 * same moment, finds nothing to claim), runs through its domain's operation, and records DONE with the
 * result and a reply carrying its links, or FAILED with the reason. Answers whether this call ran it.
 */
export async function executeToolCall(deps: ToolDeps, ctx: StoreCtx, callId: number): Promise<boolean> {
  const [claimed] = await deps.db
    .update(copilotToolCalls)
    .set({ status: 'RUNNING', updatedAt: sql`now()` })
    .where(
      and(
        eq(copilotToolCalls.id, callId),
        eq(copilotToolCalls.storeId, ctx.storeId),
        eq(copilotToolCalls.status, 'PROPOSED'),
      ),
    )
    .returning();
  if (!claimed || !isToolName(claimed.tool)) return false;
  try {
    const result = await runTool(deps, ctx, claimed.tool, claimed.arguments, claimed.id);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(copilotToolCalls)
        .set({ status: 'DONE', result, updatedAt: sql`now()` })
        .where(eq(copilotToolCalls.id, callId));
      await tx.insert(copilotMessages).values({
        conversationId: claimed.conversationId,
        role: 'ASSISTANT',
        text: result.text,
        links: result.links,
      });
      await touch(tx, claimed.conversationId);
    });
  } catch (err) {
    // A refusal the founder can act on is shown as said; anything else without internals.
    const reason = err instanceof AppError ? err.message : 'Something went wrong on our side.';
    await deps.db.transaction(async (tx) => {
      await tx
        .update(copilotToolCalls)
        .set({ status: 'FAILED', error: reason, updatedAt: sql`now()` })
        .where(eq(copilotToolCalls.id, callId));
      await tx.insert(copilotMessages).values({
        conversationId: claimed.conversationId,
        role: 'ASSISTANT',
        text: `That did not work: ${reason}`,
      });
      await touch(tx, claimed.conversationId);
    });
    if (!(err instanceof AppError)) throw err;
  }
  return true;
}

const touch = (tx: Db, id: number) =>
  tx.update(copilotConversations).set({ updatedAt: sql`now()` }).where(eq(copilotConversations.id, id));

/** The founder's own call (its conversation is theirs, in this store), or 404. */
async function findOwnCall(deps: ToolDeps, ctx: StoreCtx, callId: number) {
  const [row] = await deps.db
    .select({
      id: copilotToolCalls.id,
      status: copilotToolCalls.status,
      error: copilotToolCalls.error,
      conversationId: copilotToolCalls.conversationId,
    })
    .from(copilotToolCalls)
    .innerJoin(copilotConversations, eq(copilotConversations.id, copilotToolCalls.conversationId))
    .where(
      and(
        eq(copilotToolCalls.id, callId),
        eq(copilotToolCalls.storeId, ctx.storeId),
        eq(copilotConversations.userId, ctx.user.id),
      ),
    );
  if (!row) throw notFound(TOOL_CALL);
  return row;
}

/**
 * POST /web/co-pilot/tool-calls/{id}/confirm: runs the call once. Confirming a call that ran, or is running,
 * answers the conversation as it stands; a cancelled or invalid call is 409.
 */
export async function confirmToolCall(
  deps: ToolDeps,
  ctx: StoreCtx,
  callId: number,
): Promise<CopilotConversation> {
  const call = await findOwnCall(deps, ctx, callId);
  if (call.status === 'DECLINED') throw conflict('You cancelled this action. Ask again to do it.');
  if (call.status === 'INVALID') throw conflict(call.error ?? 'This action cannot run.');
  if (call.status === 'PROPOSED') await executeToolCall(deps, ctx, callId);
  return loadConversation(deps.db, call.conversationId);
}

/** POST /web/co-pilot/tool-calls/{id}/decline: the call will never run (409 when it already ran). */
export async function declineToolCall(
  deps: ToolDeps,
  ctx: StoreCtx,
  callId: number,
): Promise<CopilotConversation> {
  const call = await findOwnCall(deps, ctx, callId);
  const [declined] = await deps.db
    .update(copilotToolCalls)
    .set({ status: 'DECLINED', updatedAt: sql`now()` })
    .where(and(eq(copilotToolCalls.id, callId), eq(copilotToolCalls.status, 'PROPOSED')))
    .returning({ id: copilotToolCalls.id });
  if (declined) {
    await deps.db.insert(copilotMessages).values({
      conversationId: call.conversationId,
      role: 'ASSISTANT',
      text: 'Cancelled — nothing was changed.',
    });
  } else if (call.status !== 'DECLINED' && call.status !== 'INVALID') {
    throw conflict('This action has already run; it cannot be cancelled.');
  }
  return loadConversation(deps.db, call.conversationId);
}
