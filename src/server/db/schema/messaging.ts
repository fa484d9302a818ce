import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  MeetingRequest,
  Meeting as MeetingShape,
  MessageCard,
} from '../../../shared/contract/messaging';
import { catalogCompanies } from './catalog';
import { stores } from './stores';

/**
 * One conversation per store and supplier (`name` is unique: opening is idempotent). The counters make
 * the hot paths O(1): `last_index` hands out gap-free message indexes under the row lock, unread counts
 * are `last_index - <side>_last_read` (sending marks the sender's side read up to its own message).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sid: text('sid').notNull().unique(),
    name: text('name').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => catalogCompanies.id, { onDelete: 'cascade' }),
    origin: text('origin', { enum: ['PERSONAL', 'AI_SOURCING_AGENT'] })
      .notNull()
      .default('PERSONAL'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    lastIndex: integer('last_index').notNull().default(-1),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    storeLastRead: integer('store_last_read').notNull().default(-1),
    supplierLastRead: integer('supplier_last_read').notNull().default(-1),
    storeArchived: boolean('store_archived').notNull().default(false),
    supplierArchived: boolean('supplier_archived').notNull().default(false),
    /** Highest index each side was sent an email digest for (digests never repeat a message). */
    storeNotifiedIndex: integer('store_notified_index').notNull().default(-1),
    supplierNotifiedIndex: integer('supplier_notified_index').notNull().default(-1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_store_idx').on(t.storeId, t.lastMessageAt),
    index('conversations_supplier_idx').on(t.supplierId, t.lastMessageAt),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sid: text('sid').notNull().unique(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    author: text('author').notNull(),
    authorName: text('author_name').notNull(),
    type: text('type').notNull(),
    body: text('body').notNull().default(''),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    videoUrls: text('video_urls').array().notNull().default(sql`'{}'::text[]`),
    pdfUrls: text('pdf_urls').array().notNull().default(sql`'{}'::text[]`),
    fileUrls: text('file_urls').array().notNull().default(sql`'{}'::text[]`),
    fileName: text('file_name'),
    card: jsonb('card').$type<MessageCard>(),
    meetingRequest: jsonb('meeting_request').$type<MeetingRequest>(),
    meeting: jsonb('meeting').$type<MeetingShape>(),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_messages_index_idx').on(t.conversationId, t.index),
    uniqueIndex('conversation_messages_client_idx').on(t.conversationId, t.clientId),
  ],
);
