import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogCompanies, catalogItems } from './catalog';
import { stores } from './stores';

/**
 * Signed review links (public post-review page): the token is HMAC-signed and carries its expiry; this row
 * makes it revocable and single-use, and records that the issuing store has a link for the supplier.
 */
export const catalogReviewLinks = pgTable(
  'catalog_review_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nonce: text('nonce').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => catalogCompanies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    reviewId: integer('review_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalog_review_links_nonce_idx').on(t.nonce),
    index('catalog_review_links_store_company_idx').on(t.storeId, t.companyId),
  ],
);

/** Stores' reviews of suppliers (and of their items); catalog_companies carries their average and count. */
export const catalogReviews = pgTable(
  'catalog_company_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => catalogCompanies.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => catalogItems.id, { onDelete: 'set null' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_reviews_company_idx').on(t.companyId, t.createdAt)],
);
