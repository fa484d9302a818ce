import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { outboxColumns } from './outbox-columns';

/**
 * Every email Quarry sends, written in the sender's transaction (the outbox pattern): the embedded
 * provider delivers to this table (the dev mailbox reads it); the SMTP adapter relays and marks the row.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to_addresses').array().notNull(),
    from: text('from_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    ...outboxColumns(),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);
