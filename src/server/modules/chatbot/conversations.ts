import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { ChatbotConversation, ChatbotMessage, ChatSource } from '../../../shared/contract/chatbot';
import type { AssistantKey, ChatbotTopic } from '../../../shared/rules/assistants';
import type { Db } from '../../db/client';
import { chatbotConversations, chatbotMessages } from '../../db/schema/chatbot';
import { notFound } from '../../http/errors';

// A user's chatbot conversations in a store: only the user who wrote them reads them (another user's → 404).

export type Asker = { storeId: number; userId: number };

const assistantIs = (key: AssistantKey | undefined) =>
  key ? eq(chatbotConversations.assistantKey, key) : isNull(chatbotConversations.assistantKey);
const ownedBy = (a: Asker) =>
  and(eq(chatbotConversations.storeId, a.storeId), eq(chatbotConversations.userId, a.userId));

type MessageRow = typeof chatbotMessages.$inferSelect;
export const toMessage = (r: MessageRow): ChatbotMessage => ({
  id: r.id,
  conversationId: r.conversationId,
  role: r.role,
  topic: r.topic,
  text: r.text,
  sources: r.sources,
  feedback: r.feedbackValue ? { value: r.feedbackValue, comment: r.feedbackComment } : null,
  createdAt: r.createdAt.toISOString(),
});

/** The asker's conversation by id (closed ones too: a reset does not hide what was said), or 404. */
export async function findConversation(db: Db, a: Asker, id: number) {
  const [row] = await db
    .select({ id: chatbotConversations.id, assistantKey: chatbotConversations.assistantKey })
    .from(chatbotConversations)
    .where(and(eq(chatbotConversations.id, id), ownedBy(a)));
  if (!row) throw notFound('Conversation');
  return row;
}

/** A new conversation; the asker's other open one with the same assistant is closed. */
export async function startConversation(db: Db, a: Asker, assistantKey: AssistantKey | undefined) {
  return db.transaction(async (tx) => {
    await closeOpen(tx, a, assistantKey);
    const [row] = await tx
      .insert(chatbotConversations)
      .values({ storeId: a.storeId, userId: a.userId, assistantKey: assistantKey ?? null })
      .returning({ id: chatbotConversations.id });
    return row!.id;
  });
}

async function closeOpen(db: Db, a: Asker, assistantKey: AssistantKey | undefined) {
  const closed = await db
    .update(chatbotConversations)
    .set({ closedAt: new Date() })
    .where(and(ownedBy(a), assistantIs(assistantKey), isNull(chatbotConversations.closedAt)))
    .returning({ id: chatbotConversations.id });
  return closed.length;
}

/** POST /web/chatbot/conversations/reset: back to the getting-started message. */
export async function resetConversation(db: Db, a: Asker, assistantKey: AssistantKey | undefined) {
  return { closed: await closeOpen(db, a, assistantKey) };
}

export async function addMessage(
  db: Db,
  m: {
    conversationId: number;
    role: 'USER' | 'ASSISTANT';
    topic: ChatbotTopic;
    text: string;
    sources?: ChatSource[];
  },
): Promise<ChatbotMessage> {
  const [row] = await db
    .insert(chatbotMessages)
    .values({ ...m, sources: m.sources ?? [] })
    .returning();
  return toMessage(row!);
}

/** The last `limit` messages of a conversation, oldest first. */
export async function recentMessages(db: Db, conversationId: number, limit: number) {
  const rows = await db
    .select()
    .from(chatbotMessages)
    .where(eq(chatbotMessages.conversationId, conversationId))
    .orderBy(desc(chatbotMessages.id))
    .limit(limit);
  return rows.reverse().map(toMessage);
}

/** GET /web/chatbot/conversations/latest: the asker's open conversation with an assistant, or null. */
export async function latestConversation(
  db: Db,
  a: Asker,
  assistantKey: AssistantKey | undefined,
): Promise<ChatbotConversation | null> {
  const [conv] = await db
    .select()
    .from(chatbotConversations)
    .where(and(ownedBy(a), assistantIs(assistantKey), isNull(chatbotConversations.closedAt)))
    .orderBy(desc(chatbotConversations.createdAt), desc(chatbotConversations.id))
    .limit(1);
  if (!conv) return null;
  const rows = await db
    .select()
    .from(chatbotMessages)
    .where(eq(chatbotMessages.conversationId, conv.id))
    .orderBy(asc(chatbotMessages.id));
  return {
    id: conv.id,
    assistantKey: conv.assistantKey,
    createdAt: conv.createdAt.toISOString(),
    messages: rows.map(toMessage),
  };
}

/** POST /web/chatbot/messages/{id}/feedback: thumbs up or down on one of the asker's answers (replaces any earlier). */
export async function giveFeedback(
  db: Db,
  a: Asker,
  messageId: number,
  body: { value: 'UP' | 'DOWN'; comment?: string },
): Promise<ChatbotMessage> {
  const [own] = await db
    .select({ id: chatbotMessages.id })
    .from(chatbotMessages)
    .innerJoin(chatbotConversations, eq(chatbotConversations.id, chatbotMessages.conversationId))
    .where(and(eq(chatbotMessages.id, messageId), eq(chatbotMessages.role, 'ASSISTANT'), ownedBy(a)));
  if (!own) throw notFound('Answer');
  const [row] = await db
    .update(chatbotMessages)
    .set({ feedbackValue: body.value, feedbackComment: body.comment || null, feedbackAt: new Date() })
    .where(eq(chatbotMessages.id, messageId))
    .returning();
  return toMessage(row!);
}
