import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProjectAttachment } from '../../../shared/contract/projects';
import { catalogCompanies } from './catalog';
import { stores } from './stores';

/** The founder's product projects (GET, POST /web/creator-projects; PUT by id); requests can belong to one. */
export const creatorProjects = pgTable(
  'creator_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    stage: text('stage', { enum: ['IDEATION', 'SOURCING', 'SAMPLING', 'PRODUCTION', 'LAUNCHED'] })
      .notNull()
      .default('IDEATION'),
    /** Archived projects leave the list (spec §4); the last active one opens next. */
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('creator_projects_store_idx').on(t.storeId, t.updatedAt)],
);

/** A custom project request (RFP): store-owned; DRAFT → SENT → CLOSED | AWARDED (src/shared/rules). */
export const projectRequests = pgTable(
  'project_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    creatorProjectId: integer('creator_project_id').references(() => creatorProjects.id, {
      onDelete: 'set null',
    }),
    type: text('type', {
      enum: ['PRODUCT', 'PACKAGING', 'SERVICES', 'SUPPLIER', 'RFP_PRODUCT', 'RFP_PACKAGING', 'RFP_SERVICES'],
    }).notNull(),
    status: text('status', { enum: ['DRAFT', 'SENT', 'CLOSED', 'AWARDED'] })
      .notNull()
      .default('DRAFT'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    productOption: text('product_option', { enum: ['STOCK_WITH_CUSTOMIZATIONS', 'CUSTOM_TO_DESIGN'] }),
    quantity: integer('quantity').notNull(),
    targetUnitPriceCents: integer('target_unit_price_cents'),
    currency: text('currency', { enum: ['USD'] })
      .notNull()
      .default('USD'),
    categoryIds: integer('category_ids').array().notNull(),
    attachments: jsonb('attachments').$type<ProjectAttachment[]>().notNull(),
    introMessage: text('intro_message').notNull(),
    audience: text('audience', { enum: ['CHOSEN', 'OPEN'] }).notNull(),
    /** The chosen suppliers while a draft; once sent, the recipients rows are the truth. */
    supplierIds: integer('supplier_ids').array().notNull(),
    awardedQuoteId: integer('awarded_quote_id'),
    /** The client's Idempotency-Key: a retried create answers the first request and emails no one twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('project_requests_store_idx').on(t.storeId, t.createdAt),
    index('project_requests_open_idx').using('gin', t.categoryIds),
    uniqueIndex('project_requests_idempotency_idx').on(t.storeId, t.idempotencyKey),
  ],
);

/** Suppliers a sent request reached: the chosen ones at send time, and open-request suppliers who answered. */
export const projectRecipients = pgTable(
  'project_request_recipients',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projectRequests.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => catalogCompanies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'QUOTED', 'DECLINED'] })
      .notNull()
      .default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.companyId] }),
    index('project_recipients_company_idx').on(t.companyId),
  ],
);

/** One quote per supplier per request, revised in place (revision counts the changes). */
export const projectQuotes = pgTable(
  'project_quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projectRequests.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => catalogCompanies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['SUBMITTED', 'AWARDED', 'DECLINED', 'WITHDRAWN'] })
      .notNull()
      .default('SUBMITTED'),
    priceTiers: jsonb('price_tiers').$type<{ minQuantity: number; unitPriceCents: number }[]>().notNull(),
    moq: integer('moq').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    note: text('note').notNull().default(''),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_quotes_one_per_supplier').on(t.projectId, t.companyId),
    index('project_quotes_company_idx').on(t.companyId),
  ],
);
