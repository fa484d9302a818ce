import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AgentMessageBody, AgentThreadState } from '../../../shared/contract/agent-threads';
import { AGENT_STATUSES, AGENT_STEPS } from '../../../shared/contract/agent-threads';
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

/**
 * The AI sourcing agent's threads (issue 24, decision 049): where a thread is (its step and status) and its
 * current checkpoint. `current_seq` moves only from the seq the transition read (optimistic concurrency), in
 * the same transaction as the checkpoint it writes.
 */
export const agentThreads = pgTable(
  'agent_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    agentType: text('agent_type', { enum: TECH_PACK_AGENT_TYPES }).notNull(),
    title: text('title').notNull(),
    step: text('step', { enum: AGENT_STEPS }).notNull(),
    status: text('status', { enum: AGENT_STATUSES }).notNull(),
    currentSeq: integer('current_seq').notNull().default(1),
    currentCheckpointId: integer('current_checkpoint_id'),
    /** The tech pack the thread drafted (from its TECH_PACK_DRAFT step on), for `?techPackId=`. */
    techPackId: integer('tech_pack_id'),
    idempotencyKey: text('idempotency_key'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_threads_store_idx').on(t.storeId, t.updatedAt),
    index('agent_threads_tech_pack_idx').on(t.storeId, t.techPackId),
    uniqueIndex('agent_threads_idempotency_idx').on(t.storeId, t.idempotencyKey),
  ],
);

/** One checkpoint a transition: the state as it stood after it, and the messages that step added. Never rewritten. */
export const agentCheckpoints = pgTable(
  'agent_checkpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => agentThreads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    step: text('step', { enum: AGENT_STEPS }).notNull(),
    status: text('status', { enum: AGENT_STATUSES }).notNull(),
    state: jsonb('state').$type<AgentThreadState>().notNull(),
    messages: jsonb('messages').$type<AgentMessageBody[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_checkpoints_seq_idx').on(t.threadId, t.seq)],
);
