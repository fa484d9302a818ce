import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChatSource } from '../../../shared/contract/chatbot';
import { CHAT_FEEDBACK_VALUES } from '../../../shared/contract/chatbot';
import { ASSISTANT_KEYS, CHATBOT_TOPICS } from '../../../shared/rules/assistants';
import { stores } from './stores';

/**
 * The chatbot's and the assistants' conversations (issue 24): one user's, in one store; `assistant_key` null for
 * the floating chatbot. A reset closes the open conversation (`closed_at`): the next question starts another.
 */
export const chatbotConversations = pgTable(
  'chatbot_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    assistantKey: text('assistant_key', { enum: ASSISTANT_KEYS }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chatbot_conversations_user_idx').on(t.userId, t.storeId, t.createdAt)],
);

/** A question or an answer, with the topic it was asked under, the answer's sources and the founder's feedback. */
export const chatbotMessages = pgTable(
  'chatbot_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatbotConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['USER', 'ASSISTANT'] }).notNull(),
    topic: text('topic', { enum: CHATBOT_TOPICS }).notNull(),
    text: text('text').notNull(),
    sources: jsonb('sources').$type<ChatSource[]>().notNull().default([]),
    feedbackValue: text('feedback_value', { enum: CHAT_FEEDBACK_VALUES }),
    feedbackComment: text('feedback_comment'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chatbot_messages_conversation_idx').on(t.conversationId, t.id)],
);
