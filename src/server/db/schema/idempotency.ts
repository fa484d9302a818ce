import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stripe's idempotency semantics for money-moving POSTs: the first response is stored and replayed for 24 h;
 * the same key with other parameters is refused; a request while the first still runs gets 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who the key belongs to: `store:{id}`, or `invoice:{sn}` for public links. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** The route and a hash of the parameters. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
