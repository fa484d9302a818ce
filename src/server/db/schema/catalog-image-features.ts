import { customType, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { catalogItems } from './catalog';

/** contrib `cube` (≤100 dimensions): a point given as its coordinates, e.g. `(0.1, 0.2)`. */
export const cube = customType<{ data: number[]; driverData: string }>({
  dataType: () => 'cube',
  toDriver: (v) => `(${v.join(',')})`,
  fromDriver: (v) =>
    v
      .replace(/[()\s]/g, '')
      .split(',')
      .map(Number),
});

/**
 * Visual feature vector of each catalog item's primary picture (see image-search/features.ts), with the
 * seed it was computed from: a reseeded item draws a new picture, so a vector of another seed is stale.
 * The GiST index answers `ORDER BY features <-> query LIMIT n` as a nearest-neighbour scan.
 */
export const catalogItemImageFeatures = pgTable(
  'catalog_item_image_features',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
    features: cube('features').notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_item_image_features_gist_idx').using('gist', t.features)],
);
