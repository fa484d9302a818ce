import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * Forge access codes (spec §6: a code submitted to gain access to the AI assistants). Codes are data: only
 * their SHA-256 is kept; staff add rows, and the demo seed adds the documented demo code.
 */
export const forgeAccessCodes = pgTable(
  'forge_access_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Hex SHA-256 of the code, upper-cased and trimmed before hashing. */
    codeHash: text('code_hash').notNull(),
    label: text('label').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('forge_access_codes_hash_idx').on(t.codeHash)],
);

/** A store's access to the AI assistants: one row a store, from the code that granted it. */
export const forgeAccessGrants = pgTable('forge_access_grants', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  codeId: integer('code_id')
    .notNull()
    .references(() => forgeAccessCodes.id),
  grantedByUserId: integer('granted_by_user_id').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The access waitlist: an address a store asked to be told at, once per store and address. */
export const forgeAccessWaitlist = pgTable(
  'forge_access_waitlist',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.email] }),
    index('forge_access_waitlist_created_idx').on(t.createdAt),
  ],
);
