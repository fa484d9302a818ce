import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogItems } from './catalog';

// Owned by the inventory module (src/server/modules/inventory): the only code that changes stock.

/**
 * Limited stock of a catalog product (one row per product, or per colour when `variant` is set). A product
 * without a row has no limit. Checkout reserves with row locks (payments/checkout); `onHand` never goes
 * below zero (check constraint), so two checkouts can never both take the last unit.
 */
export const stockItems = pgTable(
  'stock_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogItemId: integer('catalog_item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    /** A colour name of the product's colour options; null: the whole product. */
    variant: text('variant'),
    onHand: integer('on_hand').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_items_item_variant_idx').on(t.catalogItemId, sql`coalesce(${t.variant}, '')`),
    check('stock_items_on_hand_nonnegative', sql`${t.onHand} >= 0`),
  ],
);

/** Units a payment holds: HELD while it runs, COMMITTED when paid, RELEASED when it failed or was undone. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id').notNull(),
    stockItemId: integer('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['HELD', 'COMMITTED', 'RELEASED'] })
      .notNull()
      .default('HELD'),
  },
  (t) => [index('stock_reservations_payment_idx').on(t.paymentId)],
);
