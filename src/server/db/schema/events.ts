import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const eventAnalyses = pgTable(
  'event_analyses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventName: text('event_name').notNull(),
    commonType: text('common_type'),
    commonContent: text('common_content'),
    sourceClient: text('source_client'),
    anonymousUserId: text('anonymous_user_id'),
    userId: integer('user_id'),
    storeId: integer('store_id'),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_analyses_name_time_idx').on(t.eventName, t.createdAt)],
);
