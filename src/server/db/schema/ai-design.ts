import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SketchKey } from '../../../shared/contract/ai-design';
import { creatorProjects } from './projects';
import { stores } from './stores';

/**
 * Every image generation a store asked for (POST /commons/ai/gpt-images and stability-ai-images): what the
 * trial counts, and which files are the store's generated images. `imageKeys` are the files returned (with
 * the watermark when unpaid); `originalKeys` the clean ones, kept for when the store subscribes.
 */
export const aiImageGenerations = pgTable(
  'ai_image_generations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    route: text('route', { enum: ['GPT', 'STABILITY'] }).notNull(),
    prompt: text('prompt').notNull(),
    sketchKeys: jsonb('sketch_keys').$type<SketchKey[]>().notNull().default([]),
    imageCount: integer('image_count').notNull(),
    imageKeys: jsonb('image_keys').$type<string[]>().notNull(),
    originalKeys: jsonb('original_keys').$type<string[]>().notNull(),
    watermarked: boolean('watermarked').notNull().default(false),
    /** Paid from the store's balance (deductCredits): these images do not count against the free trial. */
    creditCents: integer('credit_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_image_generations_store_idx').on(t.storeId, t.createdAt)],
);

/** Ideations (spec §7 /web/ai-ideas): AI products gathered under a creator project, saved ("submited"). */
export const aiIdeas = pgTable(
  'ai_ideas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    creatorProjectId: integer('creator_project_id').references(() => creatorProjects.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    prompt: text('prompt').notNull().default(''),
    category: text('category').notNull().default(''),
    submitted: boolean('submitted').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    selectedProductIds: jsonb('selected_product_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_ideas_store_idx').on(t.storeId, t.createdAt),
    index('ai_ideas_public_idx').on(t.isPublic, t.submitted, t.createdAt),
  ],
);

/** AI products (spec §7 /web/ai-products): a saved design, in the store's gallery and/or an ideation. */
export const aiProducts = pgTable(
  'ai_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    aiIdeaId: integer('ai_idea_id').references(() => aiIdeas.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    prompt: text('prompt').notNull().default(''),
    category: text('category').notNull().default(''),
    sketchKeys: jsonb('sketch_keys').$type<SketchKey[]>().notNull().default([]),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull(),
    suggestedRetailPriceCents: integer('suggested_retail_price_cents'),
    watermarked: boolean('watermarked').notNull().default(false),
    inGallery: boolean('in_gallery').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_products_store_idx').on(t.storeId, t.createdAt),
    index('ai_products_idea_idx').on(t.aiIdeaId),
  ],
);
