import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STORE_ROLES } from '../../../shared/rules/team-roles';
import { users } from './auth';
import { stores } from './stores';

/**
 * A team member's role in their store (decision 037). The owner (users.role STORE_OWNER) needs no row: their
 * role is OWNER. The auth query joins this table, so the role is loaded and cached with the user: no extra
 * query per request.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    role: text('role', { enum: STORE_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_members_store_idx').on(t.storeId)],
);

/**
 * An invite by email with a role (spec second document §3 "Team invite"): PENDING until accepted through its
 * link. Only the sha256 of the 256-bit link token is stored; cancelling deletes the row, so the link dies.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: STORE_ROLES }).notNull(),
    status: text('status', { enum: ['PENDING', 'ACCEPTED'] })
      .notNull()
      .default('PENDING'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_invites_token_hash_key').on(t.tokenHash),
    index('team_invites_store_idx').on(t.storeId, t.status),
  ],
);
