import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  COPILOT_ROLES,
  COPILOT_TOOL_STATUSES,
  type CopilotLink,
  type CopilotToolResult,
} from '../../../shared/contract/copilot';
import { stores } from './stores';

/** The Brand Co-pilot's conversations (issue 24): one founder's thread in one store. */
export const copilotConversations = pgTable(
  'copilot_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('copilot_conversations_store_idx').on(t.storeId, t.updatedAt)],
);

/** What the founder said and what the co-pilot answered, in order. */
export const copilotMessages = pgTable(
  'copilot_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => copilotConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COPILOT_ROLES }).notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<CopilotLink[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('copilot_messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * A tool call the co-pilot proposed in a message. One that changes data runs only from PROPOSED, once, when
 * the founder confirms it (the status moves to RUNNING in one conditional update, so a second confirm finds
 * nothing to run); INVALID is a call the model proposed with arguments the tool's schema refused.
 */
export const copilotToolCalls = pgTable(
  'copilot_tool_calls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => copilotConversations.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => copilotMessages.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    tool: text('tool').notNull(),
    arguments: jsonb('arguments').$type<Record<string, unknown>>().notNull(),
    summary: text('summary').notNull(),
    status: text('status', { enum: COPILOT_TOOL_STATUSES }).notNull(),
    result: jsonb('result').$type<CopilotToolResult>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('copilot_tool_calls_message_idx').on(t.messageId)],
);
