import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  FEE_KINDS,
  ITEM_STATUSES,
  ORDER_SOURCES,
  ORDER_TYPES,
  SALES_ORDER_ORIGINS,
  SHIPPING_MODES,
} from '../../../shared/rules/order-items';
import { catalogCompanies, catalogItems } from './catalog';
import { stores } from './stores';

// Owned by the orders module (src/server/modules/orders): every other domain goes through its functions.

/**
 * Creator order items (spec "Creator order items and invoices"): what a founder buys — a catalog product's
 * samples or inventory, or the lines of a supplier invoice — from the cart through payment to shipment.
 * Prices are captured in cents when the item is added and re-checked against the catalog at payment.
 */
export const creatorOrderItems = pgTable(
  'creator_order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => catalogCompanies.id),
    /** null for invoice lines that are not catalog products (services, other fees). */
    catalogItemId: integer('catalog_item_id').references(() => catalogItems.id),
    /** A nested item (packaging, a print) belongs to a parent item and is bought with it. */
    parentId: integer('parent_id'),
    /** Set when the item is a supplier invoice's line put in the cart. */
    invoiceItemId: integer('invoice_item_id'),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    orderSource: text('order_source', { enum: ORDER_SOURCES }).notNull(),
    status: text('status', { enum: ITEM_STATUSES }).notNull(),
    feeKind: text('fee_kind', { enum: FEE_KINDS }).notNull(),
    shippingMode: text('shipping_mode', { enum: SHIPPING_MODES }).notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    variant: text('variant'),
    colorOption: text('color_option'),
    printTemplateId: text('print_template_id'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The payment that bought it (creator_invoice_payments.id); null while in the cart. */
    paymentId: integer('payment_id'),
    isArchived: boolean('is_archived').notNull().default(false),
    storedAtFbp: boolean('stored_at_fbp').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
  },
  (t) => [
    index('creator_order_items_store_status_idx').on(t.storeId, t.status),
    index('creator_order_items_payment_idx').on(t.paymentId),
    index('creator_order_items_parent_idx').on(t.parentId),
    uniqueIndex('creator_order_items_invoice_item_idx')
      .on(t.invoiceItemId)
      .where(sql`status = 'IN_SHOPPING_CART'`),
    check('creator_order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('creator_order_items_price_nonnegative', sql`${t.unitPriceCents} >= 0`),
  ],
);

/** Every status an order item passed through, for its detail page. */
export const creatorOrderItemHistory = pgTable(
  'creator_order_item_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => creatorOrderItems.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ITEM_STATUSES }),
    toStatus: text('to_status', { enum: ITEM_STATUSES }).notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('creator_order_item_history_item_idx').on(t.orderItemId)],
);

/**
 * The store's own sales (second document §7 "Orders"): an order its customer placed on a sales channel, in
 * cents. Sales stats, milestones and payouts are computed from these rows (orders/sales-totals.ts).
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    origin: text('origin', { enum: SALES_ORDER_ORIGINS }).notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('sales_orders_store_placed_idx').on(t.storeId, t.placedAt),
    uniqueIndex('sales_orders_store_number_idx').on(t.storeId, t.orderNumber),
    check('sales_orders_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);
