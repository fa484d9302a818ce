import { text, timestamp } from 'drizzle-orm/pg-core';

/** The delivery columns every outbox table has (email, sms); fresh builders for each table. */
export const outboxColumns = () => ({
  /** QUEUED → SENDING → SENT (relayed, or delivered locally) or FAILED (with `error`). */
  status: text('status', { enum: ['QUEUED', 'SENDING', 'SENT', 'FAILED'] })
    .notNull()
    .default('QUEUED'),
  error: text('error'),
  /** What produced it, e.g. `supplier-invite:12`, for support and tests. */
  ref: text('ref'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
