import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['STORE_OWNER', 'TEAM_MEMBER', 'SUPPLIER', 'WAREHOUSE_STAFF'] }).notNull(),
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
