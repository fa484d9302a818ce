import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  MOVEMENT_REASONS,
  MOVEMENT_REFS,
  PRODUCT_SOURCES,
  STOCK_BUCKETS,
} from '../../../shared/rules/fulfillment';
import { catalogItems } from './catalog';
import { stores } from './stores';

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

/**
 * A product the founder keeps at the partner warehouse (issue 23, decision 040): created from a paid
 * INVENTORY order item, from a supplier's catalog item, by hand or by an order import. Its SKUs hold stock.
 */
export const warehouseProducts = pgTable(
  'warehouse_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    source: text('source', { enum: PRODUCT_SOURCES }).notNull(),
    /** The supplier catalog product it came from, when it did. */
    catalogItemId: integer('catalog_item_id').references(() => catalogItems.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('warehouse_products_store_idx').on(t.storeId, t.id)],
);

/**
 * One SKU (a product's variant) and its stock counters. The counters are the running sums of
 * `inventory_movements` per bucket — every change writes a movement and the counter in one statement
 * (inventory/ledger.ts), and a test recomputes them from the ledger. fulfillable = on_hand − committed.
 */
export const warehouseSkus = pgTable(
  'warehouse_skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => warehouseProducts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** null, "Title" or "Default Title" for a product's lone variant (shown as a dash). */
    variantTitle: text('variant_title'),
    barcode: text('barcode'),
    /** Unit weight in ounces and box dimensions in tenths of an inch (integers), for rates and packing. */
    weightOz: integer('weight_oz').notNull().default(8),
    lengthTenthsIn: integer('length_tenths_in').notNull().default(80),
    widthTenthsIn: integer('width_tenths_in').notNull().default(60),
    heightTenthsIn: integer('height_tenths_in').notNull().default(40),
    priceCents: integer('price_cents').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    onHand: integer('on_hand').notNull().default(0),
    committed: integer('committed').notNull().default(0),
    inbound: integer('inbound').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_skus_store_sku_idx').on(t.storeId, t.sku),
    index('warehouse_skus_product_idx').on(t.productId),
    check('warehouse_skus_on_hand_nonnegative', sql`${t.onHand} >= 0`),
    check('warehouse_skus_committed_range', sql`${t.committed} >= 0 and ${t.committed} <= ${t.onHand}`),
    check('warehouse_skus_inbound_nonnegative', sql`${t.inbound} >= 0`),
    check('warehouse_skus_damaged_nonnegative', sql`${t.damaged} >= 0`),
    check('warehouse_skus_threshold_nonnegative', sql`${t.lowStockThreshold} >= 0`),
  ],
);

/** The ledger: every change of a SKU's buckets, who made it and why. Append-only. */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => warehouseSkus.id, { onDelete: 'cascade' }),
    bucket: text('bucket', { enum: STOCK_BUCKETS }).notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: MOVEMENT_REASONS }).notNull(),
    refType: text('ref_type', { enum: MOVEMENT_REFS }).notNull(),
    /** The receiving's sn, the order's id, the shipment's id; null for a manual adjustment. */
    refId: text('ref_id'),
    /** The person (users.id); null when Quarry did it (an import, a job). */
    actorUserId: integer('actor_user_id'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_sku_idx').on(t.skuId, t.id),
    index('inventory_movements_ref_idx').on(t.refType, t.refId),
    check('inventory_movements_delta_nonzero', sql`${t.delta} <> 0`),
  ],
);

/** Storage bins of the North Carolina warehouse (shared by every store; a SKU's units sit in bins). */
export const warehouseBins = pgTable('warehouse_bins', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Aisle-rack-shelf, e.g. A-03-2; the pick list sorts by it. */
  code: text('code').notNull().unique(),
});

/** How many units of a SKU sit in a bin. */
export const skuBins = pgTable(
  'sku_bins',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => warehouseSkus.id, { onDelete: 'cascade' }),
    binId: integer('bin_id')
      .notNull()
      .references(() => warehouseBins.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.binId] }),
    index('sku_bins_bin_idx').on(t.binId),
    check('sku_bins_quantity_nonnegative', sql`${t.quantity} >= 0`),
  ],
);
