import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** QUEUED → SENDING → SENT (relayed, or delivered locally) or FAILED (with `error`). */
    status: text('status', { enum: ['QUEUED', 'SENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    error: text('error'),
    /** What produced it, e.g. `supplier-invite:12`, for support and tests. */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);
