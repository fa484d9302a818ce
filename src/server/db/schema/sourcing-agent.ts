import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
 * What the agent sent for a tech pack version (issue 24 outreach), one row per (tech pack version, channel,
 * target): the unique index makes a send idempotent — a second send of the same version to the same supplier,
 * record or address claims nothing and is answered as skipped. `target_id` is a catalog company id
 * (IN_NETWORK), an expanded-network record id (EXPANDED_NETWORK) or 0 with `target_email` (OWN_EMAIL).
 */
export const agentOutreach = pgTable(
  'agent_outreach',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    techPackId: integer('tech_pack_id')
      .notNull()
      .references(() => techPacks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    channel: text('channel', { enum: ['IN_NETWORK', 'EXPANDED_NETWORK', 'OWN_EMAIL'] }).notNull(),
    targetId: integer('target_id').notNull(),
    targetEmail: text('target_email').notNull().default(''),
    threadId: integer('thread_id'),
    conversationId: integer('conversation_id'),
    projectId: integer('project_id'),
    emailId: integer('email_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_outreach_target_idx').on(
      t.techPackId,
      t.version,
      t.channel,
      t.targetId,
      t.targetEmail,
    ),
    index('agent_outreach_store_idx').on(t.storeId, t.createdAt),
  ],
);

/**
 * The expanded network (issue 24): factories that are not on Quarry, kept as records Quarry holds (seeded
 * beside the demo catalog), never made up on the fly. Their contact is shown to a store only once it asked
 * for it (expanded_network_contacts).
 */
export const expandedNetworkRecords = pgTable(
  'expanded_network_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    category: text('category').notNull(),
    capabilities: text('capabilities').array().notNull(),
    description: text('description').notNull(),
    moq: integer('moq').notNull(),
    unitPriceFromCents: integer('unit_price_from_cents').notNull(),
    yearFounded: integer('year_founded').notNull(),
    employees: integer('employees').notNull(),
    website: text('website').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
  },
  (t) => [
    index('expanded_network_records_country_idx').on(t.countryCode),
    index('expanded_network_records_category_idx').on(t.category),
  ],
);

/** A store's request for an expanded-network record's contact (spec §4: NOT_REQUESTED → LOADING → SUCCESS). */
export const expandedNetworkContacts = pgTable(
  'expanded_network_contacts',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    recordId: integer('record_id')
      .notNull()
      .references(() => expandedNetworkRecords.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['LOADING', 'SUCCESS'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.recordId] })],
);

/**
 * A founder's own sender address for -/send-emails-by-own-email: registered, then verified by the token
 * mailed to it (only its SHA-256 is kept). Sending is refused until `verified_at` is set.
 */
export const agentSenders = pgTable(
  'agent_senders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_senders_store_email_idx').on(t.storeId, t.email)],
);

/** A store on the sourcing agent's membership list (ai-sourcing-agents-members): one row a store. */
export const agentMembers = pgTable('agent_members', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  email: text('email').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
