import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { catalogCompanies, catalogItems } from './catalog';
import { stores } from './stores';

// A store's favorite suppliers and items (the catalog's favorites sub-area; cards mark them).

export const favoriteCompanies = pgTable(
  'favorite_catalog_companies',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => catalogCompanies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.companyId] })],
);

export const favoriteItems = pgTable(
  'favorite_catalog_items',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.itemId] })],
);
