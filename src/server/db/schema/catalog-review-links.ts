import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogCompanies } from './catalog';
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
