import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  type CopilotConversation,
  type CopilotToolCall,
  needsConfirmation,
} from '../../../shared/contract/copilot';
import type { Db } from '../../db/client';
import { copilotConversations, copilotMessages, copilotToolCalls } from '../../db/schema/copilot';
import type { StoreCtx } from '../../http/context';
import { notFound } from '../../http/errors';

export const CONVERSATION = 'Conversation';

type CallRow = typeof copilotToolCalls.$inferSelect;

export const toToolCall = (r: CallRow): CopilotToolCall => ({
  id: r.id,
  tool: r.tool,
  arguments: r.arguments,
  summary: r.summary,
  status: r.status,
  needsConfirmation: needsConfirmation(r.tool),
  result: r.result ?? null,
  error: r.error ?? null,
});

/** The founder's own conversation in this store, or 404 (another user's or store's id is not theirs). */
export async function findOwnConversation(db: Db, ctx: StoreCtx, id: number) {
  const [row] = await db
    .select({ id: copilotConversations.id })
    .from(copilotConversations)
    .where(
      and(
        eq(copilotConversations.id, id),
        eq(copilotConversations.storeId, ctx.storeId),
        eq(copilotConversations.userId, ctx.user.id),
      ),
    );
  if (!row) throw notFound(CONVERSATION);
  return row;
}

/** A conversation with its messages in order, each with the tool calls it proposed. */
export async function loadConversation(db: Db, id: number): Promise<CopilotConversation> {
  const messages = await db
    .select({
      id: copilotMessages.id,
      role: copilotMessages.role,
      text: copilotMessages.text,
      links: copilotMessages.links,
      createdAt: copilotMessages.createdAt,
    })
    .from(copilotMessages)
    .where(eq(copilotMessages.conversationId, id))
    .orderBy(asc(copilotMessages.id));
  const calls = messages.length
    ? await db
        .select()
        .from(copilotToolCalls)
        .where(
          inArray(
            copilotToolCalls.messageId,
            messages.map((m) => m.id),
          ),
        )
        .orderBy(asc(copilotToolCalls.id))
    : [];
  return {
    id,
    messages: messages.map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      toolCalls: calls.filter((c) => c.messageId === m.id).map(toToolCall),
    })),
  };
}

/** GET /web/co-pilot/conversations/latest: the founder's last conversation in this store, or null. */
export async function latestConversation(db: Db, ctx: StoreCtx): Promise<CopilotConversation | null> {
  const [row] = await db
    .select({ id: copilotConversations.id })
    .from(copilotConversations)
    .where(and(eq(copilotConversations.storeId, ctx.storeId), eq(copilotConversations.userId, ctx.user.id)))
    .orderBy(desc(copilotConversations.updatedAt), desc(copilotConversations.id))
    .limit(1);
  return row ? loadConversation(db, row.id) : null;
}

/** GET /web/co-pilot/conversations/{id}. */
export async function getConversation(db: Db, ctx: StoreCtx, id: number): Promise<CopilotConversation> {
  await findOwnConversation(db, ctx, id);
  return loadConversation(db, id);
}
