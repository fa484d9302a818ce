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
 * `coarse` (10 dimensions: `features` projected on their principal axes) carries the GiST index:
 * `ORDER BY coarse <-> q LIMIT k` is a nearest-neighbour scan that finds candidates, which `features`
 * (100 dimensions) then ranks. GiST cannot prune in 100 (or 25) dimensions: it reads the whole index.
 */
export const catalogItemImageFeatures = pgTable(
  'catalog_item_image_features',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
    features: cube('features').notNull(),
    coarse: cube('coarse').notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_item_image_features_coarse_idx').using('gist', t.coarse)],
);
