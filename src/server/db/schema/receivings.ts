import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  INBOUND_STATUSES,
  PACKAGE_TYPES,
  RECEIVING_LEVELS,
  RECEIVING_OUTCOMES,
  RECEIVING_SOURCES,
} from '../../../shared/rules/fulfillment';
import { warehouseBins, warehouseSkus } from './inventory';
import { stores } from './stores';

// Owned by the receivings module (src/server/modules/receivings). Stock itself moves only through the
// inventory module's functions, called with the receiving's transaction.

/**
 * An advance shipping notice (second document §2 /receivings, §3 "Receiving", "Inbound status", "Outcome"):
 * goods on their way to the warehouse, from a paid inventory order or an off-platform supplier.
 * `sn` is the receiving's number in paths (/receivings/{sn}/details).
 */
export const receivings = pgTable(
  'receivings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sn: text('sn').notNull().unique(),
    source: text('source', { enum: RECEIVING_SOURCES }).notNull(),
    /** The paid INVENTORY order items it carries (creator_order_items ids), for source ORDER. */
    orderItemIds: jsonb('order_item_ids').$type<number[]>().notNull().default([]),
    supplierName: text('supplier_name').notNull(),
    packageType: text('package_type', { enum: PACKAGE_TYPES }).notNull(),
    cartons: integer('cartons').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    inboundStatus: text('inbound_status', { enum: INBOUND_STATUSES }).notNull().default('IN_QUEUE'),
    receivingLevel: text('receiving_level', { enum: RECEIVING_LEVELS }).notNull().default('NONE'),
    outcome: text('outcome', { enum: RECEIVING_OUTCOMES }),
    notes: text('notes'),
    /** Why the warehouse forwarded the goods to the founder instead of storing them (outcome FORWARDED_TO_CREATOR). */
    forwardReason: text('forward_reason'),
    /** The tracking number of the forwarding shipment, when the warehouse gave one. */
    forwardTrackingNumber: text('forward_tracking_number'),
    cartonsCheckedIn: integer('cartons_checked_in'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when the founder canceled it before anything was counted (its INBOUND was reversed). */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receivings_store_idx').on(t.storeId, t.id),
    index('receivings_queue_idx').on(t.inboundStatus, t.expectedDate),
    check('receivings_cartons_positive', sql`${t.cartons} > 0`),
    check(
      'receivings_forward_reason',
      sql`${t.outcome} is distinct from 'FORWARDED_TO_CREATOR' or ${t.forwardReason} is not null`,
    ),
  ],
);

/** A receiving's line by SKU: expected against counted (good and damaged), and what stock already took. */
export const receivingLines = pgTable(
  'receiving_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receivingId: integer('receiving_id')
      .notNull()
      .references(() => receivings.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => warehouseSkus.id),
    expectedQty: integer('expected_qty').notNull(),
    receivedQty: integer('received_qty').notNull().default(0),
    damagedQty: integer('damaged_qty').notNull().default(0),
    /** Good units already moved into ON_HAND by commits (a line may be committed in steps). */
    committedQty: integer('committed_qty').notNull().default(0),
    /** Damaged units already moved into DAMAGED by commits. */
    damagedCommittedQty: integer('damaged_committed_qty').notNull().default(0),
    /** Where the good units were put away. */
    binId: integer('bin_id').references(() => warehouseBins.id),
    countedAt: timestamp('counted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receiving_lines_receiving_sku_idx').on(t.receivingId, t.skuId),
    check('receiving_lines_expected_positive', sql`${t.expectedQty} > 0`),
    check('receiving_lines_counts_nonnegative', sql`${t.receivedQty} >= 0 and ${t.damagedQty} >= 0`),
    check(
      'receiving_lines_committed_range',
      sql`${t.committedQty} >= 0 and ${t.committedQty} <= ${t.receivedQty}`,
    ),
    check(
      'receiving_lines_damaged_committed_range',
      sql`${t.damagedCommittedQty} >= 0 and ${t.damagedCommittedQty} <= ${t.damagedQty}`,
    ),
  ],
);
