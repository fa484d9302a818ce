import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  BrandIdea,
  ImageSlotRef,
  ProductSku,
  SlideColor,
  TargetAudience,
} from '../../../shared/contract/brand-kits';
import { stores } from './stores';

/**
 * Business kits (spec §3 "Brand kit"). Each section is one JSON column: the kit rules (src/shared/rules/
 * brand-kit.ts) merge whole sections, always under the kit's row lock, so a generation finishing and an
 * edit never overwrite each other.
 */
export const brandKits = pgTable(
  'brand_kits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    productDescription: text('product_description').notNull(),
    targetAudiences: jsonb('target_audiences').$type<TargetAudience[]>().notNull().default([]),
    brandIdeas: jsonb('brand_ideas').$type<BrandIdea[]>().notNull().default([]),
    selectedBrandIdea: text('selected_brand_idea'),
    moodboardImages: jsonb('moodboard_images').$type<string[]>().notNull().default([]),
    moodboardImagePrompts: jsonb('moodboard_image_prompts').$type<string[]>().notNull().default([]),
    moodboardImageTray: jsonb('moodboard_image_tray').$type<string[]>().notNull().default([]),
    productSkus: jsonb('product_skus').$type<ProductSku[]>().notNull().default([]),
    selectedProductUuids: jsonb('selected_product_uuids').$type<string[]>().notNull().default([]),
    marketResearch: text('market_research').notNull().default(''),
    slideColors: jsonb('slide_colors').$type<SlideColor[]>().notNull().default([]),
    thumbnailImages: jsonb('thumbnail_images').$type<string[]>().notNull().default([]),
    isWaitlistSitePublished: boolean('is_waitlist_site_published').notNull().default(false),
    isShared: boolean('is_shared').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    /** Bumped by every write: generations seeded from an older version know what changed under them. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_kits_store_idx').on(t.storeId, t.isArchived, t.createdAt)],
);

/**
 * Generation requests of a kit (spec §4: PENDING, SUCCESS, FAILURE). One PENDING request per kit and type
 * at a time (a second ask answers the running one). IMAGE requests carry the slots they fill.
 */
export const brandKitRequests = pgTable(
  'brand_kit_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandKitId: integer('brand_kit_id')
      .notNull()
      .references(() => brandKits.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    type: text('type', {
      enum: ['TARGET_AUDIENCE', 'BRAND_IDEA', 'PRODUCT_SKU', 'MARKET_RESEARCH', 'IMAGE'],
    }).notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'FAILURE'] })
      .notNull()
      .default('PENDING'),
    slots: jsonb('slots').$type<ImageSlotRef[]>().notNull().default([]),
    /** Seed of the generation: the same kit input and seed give the same result. */
    seed: integer('seed').notNull(),
    error: text('error'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('brand_kit_requests_kit_idx').on(t.brandKitId, t.createdAt),
    uniqueIndex('brand_kit_requests_one_pending')
      .on(t.brandKitId, t.type)
      .where(sql`status = 'PENDING' and type <> 'IMAGE'`),
    index('brand_kit_requests_pending_idx').on(t.createdAt).where(sql`status = 'PENDING'`),
  ],
);

/** Waitlist sign-ups on a kit's public page while its waitlist site is published. */
export const brandKitWaitlist = pgTable(
  'brand_kit_waitlist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandKitId: integer('brand_kit_id')
      .notNull()
      .references(() => brandKits.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brand_kit_waitlist_email').on(t.brandKitId, t.email)],
);
