// Creator order items (spec §3 enumerations, second document §3): what a founder buys, and the one table of
// status moves the server enforces. docs/decisions/016-cart-checkout-payments.md explains each move.

export const ORDER_TYPES = [
  'SAMPLES',
  'PACKAGING',
  'INVENTORY',
  'ADHOC_PAYMENT',
  'MANUAL_INVENTORY',
  'SMART_SETUP_SERVICES',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_SOURCES = ['SUPPLIER', 'EXTERNAL', 'SOURCING_MARKETPLACE', 'FBP', 'CREATOR'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const ITEM_STATUSES = [
  'NOT_PURCHASED',
  'IN_SHOPPING_CART',
  'CHARGE_PENDING',
  'IN_PRODUCTION',
  'IN_SUBSCRIPTION',
  'SHIPPED',
  'CANCELED',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The spec's provider-shipping value is named after the product: ours is QUARRY_SHIPPING. */
export const SHIPPING_MODES = [
  'QUARRY_SHIPPING',
  'SUPPLIER_SHIPPING',
  'NO_SHIPPING_NEEDED',
  'CHARGE_SHIPPING_LATER',
] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

export const FEE_KINDS = [
  'PRODUCT',
  'PACKAGING',
  'SERVICES',
  'SHIPPING',
  'SUPPLIER_OTHER',
  'FBP_ASSEMBLY',
  'FBP_PHOTOGRAPHY',
  'FBP_STORAGE',
  'FBP_OTHER',
] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  SAMPLES: 'Samples',
  PACKAGING: 'Packaging',
  INVENTORY: 'Inventory',
  ADHOC_PAYMENT: 'Invoice payment',
  MANUAL_INVENTORY: 'Manual inventory',
  SMART_SETUP_SERVICES: 'Setup services',
};

/** A review of an order's supplier is offered once the goods are delivered: SHIPPED is the spec's final status. */
export const isReviewableStatus = (status: ItemStatus) => status === 'SHIPPED';

export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  NOT_PURCHASED: 'Not purchased',
  IN_SHOPPING_CART: 'In cart',
  CHARGE_PENDING: 'Payment pending',
  IN_PRODUCTION: 'In production',
  IN_SUBSCRIPTION: 'In subscription',
  SHIPPED: 'Shipped',
  CANCELED: 'Canceled',
};

export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  PRODUCT: 'Products',
  PACKAGING: 'Packaging',
  SERVICES: 'Services',
  SHIPPING: 'Shipping',
  SUPPLIER_OTHER: 'Other supplier fees',
  FBP_ASSEMBLY: 'Fulfillment: assembly',
  FBP_PHOTOGRAPHY: 'Fulfillment: photography',
  FBP_STORAGE: 'Fulfillment: storage',
  FBP_OTHER: 'Fulfillment: other',
};

export const SHIPPING_MODE_LABELS: Record<ShippingMode, string> = {
  QUARRY_SHIPPING: 'Shipped by Quarry',
  SUPPLIER_SHIPPING: 'Shipped by the supplier',
  NO_SHIPPING_NEEDED: 'No shipping needed',
  CHARGE_SHIPPING_LATER: 'Shipping charged later',
};

/** The statuses a founder may set by hand (PUT /{id}); the rest only a payment or a shipment sets. */
export const FOUNDER_SETTABLE_STATUSES: readonly ItemStatus[] = [
  'NOT_PURCHASED',
  'IN_SHOPPING_CART',
  'CANCELED',
];

/** The fee an order type's goods are charged as (an invoice line carries its own). */
export function feeKindOf(orderType: OrderType, catalogTab: string | null): FeeKind {
  if (orderType === 'PACKAGING') return 'PACKAGING';
  if (orderType === 'SMART_SETUP_SERVICES') return 'SERVICES';
  if (catalogTab === 'BUSINESS_CREATIVE_SERVICES' || catalogTab === 'WEBSITE_DEVELOPMENT') return 'SERVICES';
  if (catalogTab === 'ECOMMERCE_PACKAGING') return 'PACKAGING';
  return 'PRODUCT';
}

/** Samples: 1 to this many units of a product per cart line. */
export const MAX_SAMPLE_QUANTITY = 10;
/** A typo guard on any line. */
export const MAX_ORDER_QUANTITY = 1_000_000;
/** Lines in one cart. */
export const MAX_CART_ITEMS = 100;

/** Inbox "orders" tab groups (GET action/tab-counts). */
export const ORDER_TABS = ['IN_CART', 'IN_PRODUCTION', 'SHIPPED', 'CANCELED', 'ALL'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const ORDER_TAB_STATUSES: Record<OrderTab, readonly ItemStatus[]> = {
  IN_CART: ['IN_SHOPPING_CART'],
  IN_PRODUCTION: ['CHARGE_PENDING', 'IN_PRODUCTION', 'IN_SUBSCRIPTION'],
  SHIPPED: ['SHIPPED'],
  CANCELED: ['CANCELED'],
  ALL: ['CHARGE_PENDING', 'IN_PRODUCTION', 'IN_SUBSCRIPTION', 'SHIPPED', 'CANCELED'],
};

/**
 * What one unit costs for an order type. Samples cost the supplier's sample price when it names one, else the
 * product's price at its MOQ (the smallest tier); inventory and packaging cost the tier price at the quantity.
 */
export function unitPriceFor(
  orderType: OrderType,
  tiers: readonly { minQuantity: number; unitPriceCents: number }[],
  quantity: number,
  supplierSamplePriceCents: number | null,
): number {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  if (sorted.length === 0) throw new Error('a catalog product has at least one price tier');
  if (orderType === 'SAMPLES') return supplierSamplePriceCents ?? sorted[0]!.unitPriceCents;
  let price = sorted[0]!.unitPriceCents;
  for (const t of sorted) if (t.minQuantity <= quantity) price = t.unitPriceCents;
  return price;
}

/** Why a quantity cannot be ordered (null when it can). */
export function quantityProblem(orderType: OrderType, quantity: number, moq: number): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return 'Quantity is at least 1';
  if (orderType === 'SAMPLES' && quantity > MAX_SAMPLE_QUANTITY)
    return `Order at most ${MAX_SAMPLE_QUANTITY} samples of a product`;
  if ((orderType === 'INVENTORY' || orderType === 'PACKAGING') && quantity < moq)
    return `The minimum order is ${moq.toLocaleString('en-US')} units`;
  if (quantity > MAX_ORDER_QUANTITY)
    return `Quantity is at most ${MAX_ORDER_QUANTITY.toLocaleString('en-US')}`;
  return null;
}

/** Where a store's own sale came from (second document §3 "Order origins"). */
export const SALES_ORDER_ORIGINS = [
  'SHOPIFY_PLATFORM',
  'SHOPIFY_CREATOR',
  'IMPORT',
  'CART_ROVER',
  'MANUAL_RETAIL',
  'MANUAL_WHOLESALE',
] as const;
export type SalesOrderOrigin = (typeof SALES_ORDER_ORIGINS)[number];
