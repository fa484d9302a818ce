import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', {
      enum: ['STORE_OWNER', 'TEAM_MEMBER', 'SUPPLIER', 'WAREHOUSE_STAFF', 'ADMIN'],
    }).notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    /** The catalog company a supplier user answers for (owned by the catalog domain). */
    supplierId: integer('supplier_id'),
    /** Bumped on password change: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_store_idx').on(t.storeId)],
);

/**
 * Password-reset tokens: only the sha256 of the 256-bit token is stored; single use (`usedAt`) and expiring.
 * Requesting a new one leaves older ones valid until they expire or one of them is used (a reset ends them all).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);
