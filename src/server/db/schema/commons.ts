import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const businessSettings = pgTable(
  'business_settings',
  {
    scope: text('scope', { enum: ['DISPLAY', 'NONE'] }).notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Short links (spec §7 POST /commons/util/short-link): 128-bit codes, revocable by their creator. */
export const shortLinks = pgTable('short_links', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  longUrl: text('long_url').notNull(),
  /** The creating store; null for a creator without a store (a supplier), who is matched by userId. */
  storeId: integer('store_id'),
  userId: integer('user_id'),
  hits: integer('hits').notNull().default(0),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the instances of one deployment share (e.g. the token signing key on PostgreSQL). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
