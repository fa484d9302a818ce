import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { outboxColumns } from './outbox-columns';

/**
 * Every text message Quarry sends, written in the sender's transaction (the outbox pattern, as for email):
 * the embedded provider delivers to this table; the gateway adapter relays and marks the row.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to_number').notNull(),
    body: text('body').notNull(),
    ...outboxColumns(),
  },
  (t) => [index('sms_outbox_status_idx').on(t.status, t.createdAt)],
);
