import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TechPackBody } from '../../../shared/contract/tech-packs';
import { TECH_PACK_AGENT_TYPES, TECH_PACK_KINDS } from '../../../shared/contract/tech-packs';
import { stores } from './stores';

/**
 * The sourcing agent's tech packs (issue 24): one row a tech pack, its content in versions. `current_version`
 * is the newest version's number; a save updates it only from the version the founder opened (optimistic
 * concurrency), so two saves from the same base cannot both land.
 */
export const techPacks = pgTable(
  'tech_packs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    agentType: text('agent_type', { enum: TECH_PACK_AGENT_TYPES }).notNull(),
    kind: text('kind', { enum: TECH_PACK_KINDS }).notNull(),
    /** The current version's product name, for the history list. */
    productName: text('product_name').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tech_packs_store_idx').on(t.storeId, t.updatedAt)],
);

/** Every saved version of a tech pack; never rewritten (a restore adds a version). */
export const techPackVersions = pgTable(
  'tech_pack_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    techPackId: integer('tech_pack_id')
      .notNull()
      .references(() => techPacks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    body: jsonb('body').$type<TechPackBody>().notNull(),
    createdByUserId: integer('created_by_user_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tech_pack_versions_version_idx').on(t.techPackId, t.version)],
);
