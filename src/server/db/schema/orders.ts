import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CANCELLATION_LEVELS,
  FULFILLMENT_LEVELS,
  HOLD_REASONS,
  PROCESSING_STATUSES,
} from '../../../shared/rules/fulfillment';
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
 * The store's own sales orders (second document §3 "Order origins", §4 "Orders", §7 "Orders"; decision 040):
 * an order its customer placed on a sales channel, imported, or entered by hand, that the partner warehouse
 * fulfils. Money in cents. Levels are derived from the lines' quantities (shared/rules/fulfillment.ts) and
 * stored so lists filter and count by them; `canceledAt` is set when the cancellation level reaches CANCELED
 * (sales stats and payouts skip those).
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    /** The number's sequence for Quarry's own numbers (#1001…, per store); null for a channel's or a file's. */
    numberSeq: integer('number_seq'),
    origin: text('origin', { enum: SALES_ORDER_ORIGINS }).notNull(),
    /** The channel's or the import file's own id for the order; a re-import of it is not a new order. */
    externalRef: text('external_ref'),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    /** The validated shipping address (the shared Address shape of contract/cart.ts). */
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    /** The founder's shipping method choice (a service level the rate shop honours). */
    shippingMethod: text('shipping_method').notNull().default('STANDARD'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Internal notes for the founder's team. */
    notes: text('notes'),
    /** Notes for the warehouse and the packing slip. */
    orderNotes: text('order_notes'),
    processingStatus: text('processing_status', { enum: PROCESSING_STATUSES })
      .notNull()
      .default('OUTSTANDING'),
    holdReason: text('hold_reason', { enum: HOLD_REASONS }),
    holdNote: text('hold_note'),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    heldByUserId: integer('held_by_user_id'),
    cancellationLevel: text('cancellation_level', { enum: CANCELLATION_LEVELS }).notNull().default('NONE'),
    fulfillmentLevel: text('fulfillment_level', { enum: FULFILLMENT_LEVELS }).notNull().default('NONE'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Wholesale requirements (packing slip, routing guide, labels): upload ids with their kind. */
    wholesaleRequirements: jsonb('wholesale_requirements')
      .$type<{ kind: string; uploadId: number; name: string; key?: string }[]>()
      .notNull()
      .default([]),
    importTaskId: integer('import_task_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_orders_store_number_idx').on(t.storeId, t.orderNumber),
    uniqueIndex('sales_orders_store_external_idx')
      .on(t.storeId, t.origin, t.externalRef)
      .where(sql`external_ref is not null`),
    index('sales_orders_store_status_idx').on(t.storeId, t.processingStatus, t.placedAt),
    index('sales_orders_queue_idx').on(t.processingStatus, t.placedAt),
    // The list's tabs: counted and filtered by status and cancellation level under the store, newest first.
    index('sales_orders_store_tab_idx').on(t.storeId, t.cancellationLevel, t.processingStatus, t.placedAt),
    index('sales_orders_store_seq_idx').on(t.storeId, t.numberSeq),
    // The list's other sorts, walked in order until a page of matching rows is found (decision 043).
    index('sales_orders_store_total_idx').on(t.storeId, t.totalCents, t.id),
    index('sales_orders_store_customer_idx').on(t.storeId, sql`lower(${t.customerName})`, t.id),
    index('sales_orders_store_placed_idx').on(t.storeId, t.placedAt, t.id),
    check('sales_orders_total_nonnegative', sql`${t.totalCents} >= 0`),
    check(
      'sales_orders_money_nonnegative',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.taxCents} >= 0 and ${t.shippingCents} >= 0`,
    ),
  ],
);

/**
 * The store's orders counted by what the list filters on without a search (decision 043): UTC day placed,
 * origin, ship-to country ('' when none), cancellation level and processing status. Kept equal to
 * sales_orders by statement triggers (migration 0033), whoever writes the orders, so the tab counts of a
 * store with 200k orders add up a few hundred rows instead of counting the orders.
 */
export const salesOrderCounts = pgTable(
  'sales_order_counts',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    origin: text('origin').notNull(),
    country: text('country').notNull(),
    cancellationLevel: text('cancellation_level').notNull(),
    processingStatus: text('processing_status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'sales_order_counts_pk',
      columns: [t.storeId, t.day, t.origin, t.country, t.cancellationLevel, t.processingStatus],
    }),
  ],
);

/** An order's line by SKU: ordered, canceled, allocated (committed stock) and fulfilled (shipped) units. */
export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    variantTitle: text('variant_title'),
    quantity: integer('quantity').notNull(),
    canceledQty: integer('canceled_qty').notNull().default(0),
    allocatedQty: integer('allocated_qty').notNull().default(0),
    fulfilledQty: integer('fulfilled_qty').notNull().default(0),
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
  },
  (t) => [
    index('sales_order_lines_order_idx').on(t.orderId),
    index('sales_order_lines_store_sku_idx').on(t.storeId, t.sku),
    check('sales_order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'sales_order_lines_quantities_range',
      sql`${t.canceledQty} >= 0 and ${t.allocatedQty} >= 0 and ${t.fulfilledQty} >= 0 and ${t.canceledQty} + ${t.fulfilledQty} <= ${t.quantity} and ${t.allocatedQty} + ${t.fulfilledQty} + ${t.canceledQty} <= ${t.quantity}`,
    ),
    check(
      'sales_order_lines_money_nonnegative',
      sql`${t.unitPriceCents} >= 0 and ${t.discountCents} >= 0 and ${t.taxCents} >= 0`,
    ),
  ],
);

/** The operating-status history (`op-status-history`): who moved the order, when, from, to and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: PROCESSING_STATUSES }),
    toStatus: text('to_status', { enum: PROCESSING_STATUSES }).notNull(),
    reason: text('reason'),
    /** users.id of the person; null when Quarry did it (allocation, a receiving's commit, a job). */
    actorUserId: integer('actor_user_id'),
    /** How the actor is shown: their name, "Warehouse", "Quarry". */
    actorLabel: text('actor_label').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** A parcel that left (or will leave) the warehouse for an order, with its label and tracking. */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    carrier: text('carrier').notNull(),
    service: text('service').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** The provider's label / transaction id. */
    labelId: text('label_id').notNull(),
    /** Storage key of the label PDF (embedded) or the provider's label URL. */
    labelKey: text('label_key'),
    labelUrl: text('label_url'),
    rateCents: integer('rate_cents').notNull(),
    box: text('box'),
    weightOz: integer('weight_oz').notNull(),
    /** The latest tracking status (shared/rules tracking statuses). */
    trackingStatus: text('tracking_status').notNull().default('PRE_TRANSIT'),
    estimatedDeliveryDate: date('estimated_delivery_date', { mode: 'string' }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    uniqueIndex('shipments_tracking_idx').on(t.trackingNumber),
    index('shipments_open_idx').on(t.trackingStatus).where(sql`delivered_at is null and voided_at is null`),
    check('shipments_rate_nonnegative', sql`${t.rateCents} >= 0`),
  ],
);

/** Which order lines (and how many units) a shipment carries: line-item tracking info. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => salesOrderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.lineId] }),
    check('shipment_lines_qty_positive', sql`${t.quantity} > 0`),
  ],
);

/** A carrier's tracking event of a shipment (embedded carrier timeline or the provider's webhook). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    location: text('location'),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('tracking_events_unique_idx').on(t.shipmentId, t.at, t.status)],
);

/** A CSV import of orders (`action/import-task`), run on the job queue with progress and per-row errors. */
export const orderImportTasks = pgTable(
  'order_import_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** sha256 of the file: the same file imported again reuses its orders' external refs. */
    fileSha256: text('file_sha256').notNull(),
    /** Storage key of the uploaded CSV. */
    fileKey: text('file_key').notNull(),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdOrders: integer('created_orders').notNull().default(0),
    skippedOrders: integer('skipped_orders').notNull().default(0),
    /** Orders the store already had from an earlier import of the same number (a re-import makes none). */
    duplicateOrders: integer('duplicate_orders').notNull().default(0),
    errors: jsonb('errors').$type<{ row: number; field?: string; message: string }[]>().notNull().default([]),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('order_import_tasks_store_idx').on(t.storeId, t.id)],
);

/**
 * The parcel the warehouse packed for an order's next shipment (decision 045): the box, the scale's weight and
 * the units in it. The label is bought for it; buying deletes it (the shipment is then the record). One per
 * order; packing again replaces it (a new id, so a new label purchase key).
 */
export const orderPacks = pgTable(
  'order_packs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    box: text('box').notNull(),
    lengthIn: integer('length_in').notNull(),
    widthIn: integer('width_in').notNull(),
    heightIn: integer('height_in').notNull(),
    weightOz: integer('weight_oz').notNull(),
    /** The order lines and units in the parcel. */
    lines: jsonb('lines').$type<{ lineId: number; quantity: number }[]>().notNull(),
    packedByUserId: integer('packed_by_user_id'),
    packedAt: timestamp('packed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_packs_order_idx').on(t.orderId),
    check('order_packs_weight_positive', sql`${t.weightOz} > 0`),
  ],
);

/** The daily held-orders digest sent to a store (decision 045): one row per store and day claims the send. */
export const heldOrderDigests = pgTable(
  'held_order_digests',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    orderCount: integer('order_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);
