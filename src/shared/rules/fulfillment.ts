// Fulfilment's vocabulary (second document §3 "Enumerations", §4 "Orders"; decision 040): the values every
// layer shares — inventory buckets and movements, receivings, orders' processing, cancellation and
// fulfilment levels, holds — and the pure rules that derive levels from quantities.

/** Product stock markers (§3 "Product stock"). */
export const STOCK_STATUSES = ['IN_STOCK', 'OUT_OF_STOCK'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** The buckets a SKU's units sit in; fulfillable = ON_HAND − COMMITTED, never stored. */
export const STOCK_BUCKETS = ['ON_HAND', 'COMMITTED', 'INBOUND', 'DAMAGED'] as const;
export type StockBucket = (typeof STOCK_BUCKETS)[number];

/** Why a ledger movement happened. */
export const MOVEMENT_REASONS = [
  /** An advance shipping notice announced units (INBOUND +). */
  'ASN_EXPECTED',
  /** A receiving line's counted good units went into stock (INBOUND −, ON_HAND +). */
  'RECEIVED',
  /** A receiving line's units arrived damaged (INBOUND −, DAMAGED +). */
  'RECEIVED_DAMAGED',
  /** A receiving closed short: what never came leaves INBOUND. */
  'ASN_CLOSED',
  /** A receiving was forwarded to the founder unstored: what it announced leaves INBOUND. */
  'ASN_FORWARDED',
  /** An order line took units (COMMITTED +). */
  'ALLOCATED',
  /** An allocation was given back: cancel, hold, edit (COMMITTED −). */
  'RELEASED',
  /** Units left the building in a shipment (ON_HAND −, COMMITTED −). */
  'SHIPPED',
  /** A person set the count after a cycle count (any bucket, ±). */
  'ADJUSTMENT',
  /** Damaged units disposed of or returned to the founder (DAMAGED −). */
  'DISPOSED',
] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/** What a movement points at. */
export const MOVEMENT_REFS = ['RECEIVING', 'ORDER', 'SHIPMENT', 'MANUAL'] as const;
export type MovementRef = (typeof MOVEMENT_REFS)[number];

/** How a warehouse product came to exist. */
export const PRODUCT_SOURCES = ['ORDER_ITEM', 'CATALOG_ITEM', 'MANUAL', 'IMPORT'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

/** §3 "Display rule": a lone Title / Default Title variant option is shown as a dash. */
export function variantLabel(variantTitle: string | null | undefined): string {
  const v = (variantTitle ?? '').trim();
  return v === '' || v === 'Title' || v === 'Default Title' ? '—' : v;
}

/** A SKU's stock marker: OUT_OF_STOCK when nothing can be shipped. */
export function stockStatus(fulfillable: number): StockStatus {
  return fulfillable > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

/** Low stock: fulfillable at or under the SKU's threshold (and above zero). */
export function isLowStock(fulfillable: number, threshold: number): boolean {
  return fulfillable > 0 && fulfillable <= threshold;
}

// ---- Receivings ----

export const PACKAGE_TYPES = ['PARCEL', 'PALLET'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const INBOUND_STATUSES = [
  'IN_QUEUE',
  'NOT_YET_SHIPPED',
  'NOT_YET_DELIVERED',
  'RECEIVED_BY_PIETRA',
] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];

/** Shown under Quarry's own name (the spec's value keeps the modelled product's). */
export const INBOUND_STATUS_LABELS: Record<InboundStatus, string> = {
  IN_QUEUE: 'In queue',
  NOT_YET_SHIPPED: 'Not yet shipped',
  NOT_YET_DELIVERED: 'On its way',
  RECEIVED_BY_PIETRA: 'Received by Quarry',
};

/** Allowed moves of a receiving's inbound status; the warehouse's check-in reaches RECEIVED_BY_PIETRA. */
export const INBOUND_TRANSITIONS: Record<InboundStatus, readonly InboundStatus[]> = {
  IN_QUEUE: ['NOT_YET_SHIPPED', 'NOT_YET_DELIVERED', 'RECEIVED_BY_PIETRA'],
  NOT_YET_SHIPPED: ['NOT_YET_DELIVERED', 'RECEIVED_BY_PIETRA'],
  NOT_YET_DELIVERED: ['RECEIVED_BY_PIETRA'],
  RECEIVED_BY_PIETRA: [],
};

export const canMoveInbound = (from: InboundStatus, to: InboundStatus) =>
  INBOUND_TRANSITIONS[from].includes(to);

export const RECEIVING_LEVELS = ['NONE', 'PARTIAL', 'RECEIVED'] as const;
export type ReceivingLevel = (typeof RECEIVING_LEVELS)[number];

/** How a closed receiving ended: put into stock, or refused and shipped on to the founder (decision 044). */
export const RECEIVING_OUTCOMES = ['STORED_AT_FBP', 'FORWARDED_TO_CREATOR'] as const;
export type ReceivingOutcome = (typeof RECEIVING_OUTCOMES)[number];

export const RECEIVING_SOURCES = ['ORDER', 'OFF_PLATFORM'] as const;
export type ReceivingSource = (typeof RECEIVING_SOURCES)[number];

/** Receiving level from counted (good + damaged) against expected, over every line. */
export function receivingLevel(lines: readonly { expected: number; counted: number }[]): ReceivingLevel {
  const counted = lines.reduce((n, l) => n + l.counted, 0);
  if (counted === 0) return 'NONE';
  return lines.every((l) => l.counted >= l.expected) ? 'RECEIVED' : 'PARTIAL';
}

/** A line's discrepancy: positive over, negative short, 0 exact. */
export const lineDiscrepancy = (expected: number, counted: number) => counted - expected;

// ---- Orders ----

export const PROCESSING_STATUSES = ['OUTSTANDING', 'PROCESSING', 'ON_HOLD', 'FINISHED'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/**
 * Operating-status moves (§4 "Orders"). ON_HOLD sits beside OUTSTANDING: an order can be held while
 * outstanding or processing, and only the founder's reset (or a released out-of-stock hold) brings it back
 * to OUTSTANDING. FINISHED is final.
 */
export const PROCESSING_TRANSITIONS: Record<ProcessingStatus, readonly ProcessingStatus[]> = {
  OUTSTANDING: ['PROCESSING', 'ON_HOLD', 'FINISHED'],
  PROCESSING: ['FINISHED', 'ON_HOLD', 'OUTSTANDING'],
  ON_HOLD: ['OUTSTANDING'],
  FINISHED: [],
};

export const canMoveProcessing = (from: ProcessingStatus, to: ProcessingStatus) =>
  PROCESSING_TRANSITIONS[from].includes(to);

/** Edits (address, method, lines, requirements) are locked from PROCESSING on. */
export const isOrderEditable = (status: ProcessingStatus) => status === 'OUTSTANDING' || status === 'ON_HOLD';

export const ORDER_TABS = [
  'ALL',
  'OUTSTANDING',
  'PROCESSING',
  'FULFILLED',
  'CANCELED',
  'ON_HOLD',
  'RETURNS',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const CANCELLATION_LEVELS = ['NONE', 'PARTIAL', 'CANCELED'] as const;
export type CancellationLevel = (typeof CANCELLATION_LEVELS)[number];

export const FULFILLMENT_LEVELS = ['NONE', 'PARTIAL', 'FULFILLED'] as const;
export type FulfillmentLevel = (typeof FULFILLMENT_LEVELS)[number];

export type LineQuantities = { quantity: number; canceled: number; fulfilled: number };

/** Cancellation level from line quantities: every unit canceled → CANCELED; some → PARTIAL. */
export function cancellationLevel(lines: readonly LineQuantities[]): CancellationLevel {
  const qty = lines.reduce((n, l) => n + l.quantity, 0);
  const canceled = lines.reduce((n, l) => n + l.canceled, 0);
  if (canceled === 0) return 'NONE';
  return canceled >= qty ? 'CANCELED' : 'PARTIAL';
}

/** Fulfilment level over the units not canceled: all shipped → FULFILLED; some → PARTIAL. */
export function fulfillmentLevel(lines: readonly LineQuantities[]): FulfillmentLevel {
  const open = lines.reduce((n, l) => n + (l.quantity - l.canceled), 0);
  const fulfilled = lines.reduce((n, l) => n + l.fulfilled, 0);
  if (fulfilled === 0) return 'NONE';
  return fulfilled >= open ? 'FULFILLED' : 'PARTIAL';
}

export const HOLD_REASONS = [
  'OUT_OF_STOCK',
  'ADDRESS_PROBLEM',
  'FOUNDER_HOLD',
  'HOLD_UNTIL_DATE',
  'PAYMENT',
] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  OUT_OF_STOCK: 'Out of stock',
  ADDRESS_PROBLEM: 'Address problem',
  FOUNDER_HOLD: 'Held by you',
  HOLD_UNTIL_DATE: 'Held until a date',
  PAYMENT: 'Payment problem',
};

/** §3 "Order origins" as shown: SHOPIFY_PLATFORM is the store's Quarry shop. */
export const ORDER_ORIGIN_LABELS = {
  SHOPIFY_PLATFORM: 'Quarry Shop',
  SHOPIFY_CREATOR: 'Shopify',
  IMPORT: 'Imported',
  CART_ROVER: 'CartRover',
  MANUAL_RETAIL: 'Manual retail',
  MANUAL_WHOLESALE: 'Manual wholesale',
} as const;

/** Which tab an order sits in (ALL and RETURNS aside). */
export function orderTab(o: {
  processingStatus: ProcessingStatus;
  cancellationLevel: CancellationLevel;
}): Exclude<OrderTab, 'ALL' | 'RETURNS'> {
  if (o.cancellationLevel === 'CANCELED') return 'CANCELED';
  if (o.processingStatus === 'FINISHED') return 'FULFILLED';
  return o.processingStatus;
}
