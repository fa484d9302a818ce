// The founder's sales orders (second document §4 "Orders", §7 "Orders"; decisions 040, 043): the list with its
// tabs, search, filters and sorts, the detail, the header figures, the edits a founder may make until the
// warehouse starts processing, manual orders and the CSV import. Money in integer cents.
import { z } from 'zod';
import {
  CANCELLATION_LEVELS,
  FULFILLMENT_LEVELS,
  HOLD_REASONS,
  ORDER_TABS,
  PROCESSING_STATUSES,
} from '../rules/fulfillment';
import { SALES_ORDER_ORIGINS } from '../rules/order-items';
import { Address } from './cart';
import { IdParam, listQuery } from './shared-shapes';

/** The shipping methods a founder picks for an order (a service level the warehouse's rate shop honours). */
export const ORDER_SHIPPING_METHODS = ['STANDARD', 'EXPEDITED', 'TWO_DAY', 'OVERNIGHT', 'FREIGHT'] as const;
export type OrderShippingMethod = (typeof ORDER_SHIPPING_METHODS)[number];
export const ORDER_SHIPPING_METHOD_LABELS: Record<OrderShippingMethod, string> = {
  STANDARD: 'Standard (3–7 days)',
  EXPEDITED: 'Expedited (2–4 days)',
  TWO_DAY: 'Two-day',
  OVERNIGHT: 'Overnight',
  FREIGHT: 'Freight (wholesale, pallets)',
};

/** Wholesale requirements a retailer sends with a purchase order (support ticket types, §3). */
export const WHOLESALE_REQUIREMENT_KINDS = ['PACKING_SLIP', 'ROUTING_GUIDE', 'LABELS'] as const;
export const WHOLESALE_REQUIREMENT_LABELS: Record<(typeof WHOLESALE_REQUIREMENT_KINDS)[number], string> = {
  PACKING_SLIP: 'Packing slip',
  ROUTING_GUIDE: 'Routing guide',
  LABELS: 'Carton labels',
};

/** The holds a founder may place (the warehouse and Quarry place the others). */
export const FOUNDER_HOLD_REASONS = ['FOUNDER_HOLD', 'HOLD_UNTIL_DATE', 'ADDRESS_PROBLEM'] as const;

export const ORDER_SORT_FIELDS = ['placedAt', 'orderNumber', 'total', 'customer'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-30');

/** GET /web/orders and its count/export twins: the tab, a search and the filters. */
export const OrderFilters = z
  .object({
    tab: z.enum(ORDER_TABS).default('ALL'),
    search: z.string().trim().max(100).optional(),
    origin: z.enum(SALES_ORDER_ORIGINS).optional(),
    status: z.enum(PROCESSING_STATUSES).optional(),
    from: isoDate.optional().describe('Placed on or after this day (UTC)'),
    to: isoDate.optional().describe('Placed on or before this day (UTC)'),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
      .toUpperCase()
      .optional(),
    sku: z.string().trim().min(1).max(64).optional(),
  })
  .strict();
export type OrderFilters = z.infer<typeof OrderFilters>;

export const OrdersListQuery = listQuery(ORDER_SORT_FIELDS).extend(OrderFilters.shape).strict();
export type OrdersListQuery = z.infer<typeof OrdersListQuery>;
/** The CSV export takes the list's filters and sort, not its page. */
export const OrderExportQuery = OrderFilters.extend({
  sort: OrdersListQuery.shape.sort,
}).strict();
/** Tab counts take the same filters; each tab is counted under them. */
export const OrderTabCountsQuery = OrderFilters.omit({ tab: true });

export const OrderLine = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  variantTitle: z.string().nullable(),
  quantity: z.number().int(),
  canceledQty: z.number().int(),
  allocatedQty: z.number().int(),
  fulfilledQty: z.number().int(),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const SalesOrderSummary = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  origin: z.enum(SALES_ORDER_ORIGINS),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  countryCode: z.string().nullable(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  holdReason: z.enum(HOLD_REASONS).nullable(),
  cancellationLevel: z.enum(CANCELLATION_LEVELS),
  fulfillmentLevel: z.enum(FULFILLMENT_LEVELS),
  units: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  tags: z.array(z.string()),
  placedAt: z.string(),
});
export type SalesOrderSummary = z.infer<typeof SalesOrderSummary>;

export const TrackingEvent = z.object({
  status: z.string(),
  at: z.string(),
  location: z.string().nullable(),
  description: z.string(),
});

export const OrderShipment = z.object({
  id: z.number().int(),
  carrier: z.string(),
  service: z.string(),
  trackingNumber: z.string(),
  /** null for units shipped outside the warehouse (line-item tracking info): there is no label. */
  labelUrl: z.string().nullable(),
  trackingStatus: z.string(),
  rateCents: z.number().int(),
  purchasedAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  estimatedDeliveryDate: z.string().nullable(),
  lines: z.array(z.object({ lineId: z.number().int(), sku: z.string(), quantity: z.number().int() })),
  events: z.array(TrackingEvent),
});
export type OrderShipment = z.infer<typeof OrderShipment>;

export const WholesaleRequirement = z.object({
  kind: z.enum(WHOLESALE_REQUIREMENT_KINDS),
  uploadId: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
});

export const SalesOrderDetails = SalesOrderSummary.extend({
  externalRef: z.string().nullable(),
  customerPhone: z.string().nullable(),
  shippingAddress: Address.nullable(),
  shippingMethod: z.enum(ORDER_SHIPPING_METHODS),
  notes: z.string().nullable(),
  orderNotes: z.string().nullable(),
  holdNote: z.string().nullable(),
  holdUntil: z.string().nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  shippingCents: z.number().int(),
  wholesaleRequirements: z.array(WholesaleRequirement),
  /** False from PROCESSING on: the warehouse has it. */
  isEditable: z.boolean(),
  lines: z.array(OrderLine),
  shipments: z.array(OrderShipment),
  updatedAt: z.string(),
});
export type SalesOrderDetails = z.infer<typeof SalesOrderDetails>;

export const OpStatusHistoryEntry = z.object({
  id: z.number().int(),
  fromStatus: z.enum(PROCESSING_STATUSES).nullable(),
  toStatus: z.enum(PROCESSING_STATUSES),
  reason: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});
export type OpStatusHistoryEntry = z.infer<typeof OpStatusHistoryEntry>;

export const OrderTabCounts = z.object(
  Object.fromEntries(ORDER_TABS.map((t) => [t, z.number().int()])) as Record<
    (typeof ORDER_TABS)[number],
    z.ZodNumber
  >,
);
export type OrderTabCounts = z.infer<typeof OrderTabCounts>;

const Period = z.object({ orders: z.number().int(), salesCents: z.number().int() });
/** GET action/sale-info: the list header's figures (decision 043 says what each counts). */
export const SaleInfo = z.object({
  currency: z.string(),
  today: Period,
  last7Days: Period,
  last30Days: Period,
  outstanding: z.number().int(),
  processing: z.number().int(),
  onHold: z.number().int(),
});
export type SaleInfo = z.infer<typeof SaleInfo>;

export const OrderOrigin = z.object({
  origin: z.enum(SALES_ORDER_ORIGINS),
  label: z.string(),
  count: z.number().int(),
});

export const OrderParams = IdParam;
export const OrderLineParams = z.object({
  id: z.coerce.number().int().positive(),
  lineId: z.coerce.number().int().positive(),
});

export const CancelLineBody = z
  .object({ quantity: z.number().int().min(1, 'Cancel at least one unit') })
  .strict();
export const LineTrackingBody = z
  .object({
    carrier: z.string().trim().min(2, 'Enter the carrier').max(40),
    trackingNumber: z
      .string()
      .trim()
      .min(4, 'Enter the tracking number')
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and dashes only'),
    quantity: z.number().int().min(1).optional().describe('Units shipped; default: every open unit'),
  })
  .strict();
export const NotesBody = z.object({ notes: z.string().trim().max(5000).nullable() }).strict();
export const OrderNotesBody = z.object({ orderNotes: z.string().trim().max(2000).nullable() }).strict();

export const ChangeOpStatusBody = z.discriminatedUnion('status', [
  z
    .object({
      status: z.literal('ON_HOLD'),
      holdReason: z.enum(FOUNDER_HOLD_REASONS),
      holdUntil: isoDate.optional(),
      note: z.string().trim().max(500).optional(),
    })
    .strict()
    .superRefine((b, ctx) => {
      if (b.holdReason === 'HOLD_UNTIL_DATE' && !b.holdUntil)
        ctx.addIssue({ code: 'custom', path: ['holdUntil'], message: 'Choose the day the hold ends' });
    }),
  z.object({ status: z.literal('OUTSTANDING'), note: z.string().trim().max(500).optional() }).strict(),
]);
export type ChangeOpStatusBody = z.infer<typeof ChangeOpStatusBody>;

export const ShippingMethodBody = z.object({ shippingMethod: z.enum(ORDER_SHIPPING_METHODS) }).strict();
export const OrderAddressBody = Address.strict();

export const RequirementAttachment = z
  .object({ kind: z.enum(WHOLESALE_REQUIREMENT_KINDS), uploadId: z.number().int().positive() })
  .strict();
export const WholesaleRequirementsBody = z
  .object({ attachments: z.array(RequirementAttachment).min(1, 'Attach at least one file').max(10) })
  .strict();

const money = z.number().int().min(0).max(100_000_000);
export const ManualOrderLine = z
  .object({
    sku: z.string().trim().min(1, 'Choose a SKU').max(64),
    quantity: z.number().int().min(1, 'At least 1').max(100_000),
    unitPriceCents: money,
    discountCents: money.default(0),
    taxCents: money.default(0),
  })
  .strict();
export const ManualOrderBody = z
  .object({
    customerName: z.string().trim().min(1, 'Enter the customer’s name').max(120),
    customerEmail: z.string().trim().email('Enter a valid email').max(200).nullable().optional(),
    customerPhone: z.string().trim().max(40).nullable().optional(),
    shippingAddress: Address.strict(),
    lines: z.array(ManualOrderLine).min(1, 'Add at least one line').max(100),
    shippingMethod: z.enum(ORDER_SHIPPING_METHODS).default('STANDARD'),
    shippingCents: money.default(0),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    notes: z.string().trim().max(5000).nullable().optional(),
    orderNotes: z.string().trim().max(2000).nullable().optional(),
  })
  .strict();
export type ManualOrderBody = z.infer<typeof ManualOrderBody>;
export const ManualWholesaleOrderBody = ManualOrderBody.extend({
  attachments: z.array(RequirementAttachment).max(10).default([]),
}).strict();

// ---- CSV import

/** The import file's columns, in order (one row per line; rows of one order number are grouped). */
export const ORDER_IMPORT_COLUMNS = [
  'order_number',
  'placed_at',
  'customer_name',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'postal_code',
  'country',
  'sku',
  'quantity',
  'unit_price',
  'discount',
  'tax',
  'shipping_method',
  'tags',
  'notes',
] as const;
export const ORDER_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

export const ImportTaskBody = z
  .object({
    fileName: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .regex(/\.csv$/i, 'Choose a .csv file'),
    csv: z.string().min(1, 'The file is empty').max(ORDER_IMPORT_MAX_BYTES, 'The file is over 8 MB'),
  })
  .strict();

export const ImportRowError = z.object({
  row: z.number().int(),
  field: z.string().optional(),
  message: z.string(),
});
export const ImportTask = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdOrders: z.number().int(),
  skippedOrders: z.number().int(),
  duplicateOrders: z.number().int(),
  errors: z.array(ImportRowError),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportTask = z.infer<typeof ImportTask>;

/** GET /web/orders/-/sku-options: the store's warehouse SKUs an order form offers, with their stock marker. */
export const SkuOption = z.object({
  sku: z.string(),
  title: z.string(),
  variantTitle: z.string().nullable(),
  priceCents: z.number().int(),
  fulfillable: z.number().int(),
  stockStatus: z.enum(['IN_STOCK', 'OUT_OF_STOCK']),
  lowStock: z.boolean(),
});
export type SkuOption = z.infer<typeof SkuOption>;

/** The example file the import dialog offers (two orders, one with two lines). */
export const EXAMPLE_ORDER_CSV = `${ORDER_IMPORT_COLUMNS.join(',')}
W-1001,2026-11-20,Jamie Rivera,jamie@example.com,+19195550100,200 Fayetteville St,,Raleigh,NC,27601,US,QT-TEE-M,2,28.00,0,4.00,STANDARD,retail;repeat,Gift wrap please
W-1001,2026-11-20,Jamie Rivera,jamie@example.com,+19195550100,200 Fayetteville St,,Raleigh,NC,27601,US,QT-MUG,1,32.00,3.20,2.30,STANDARD,retail;repeat,Gift wrap please
W-1002,2026-11-21T15:30:00Z,Sam Okafor,sam@example.com,,55 Water St,Apt 4,New York,NY,10041,US,QT-TOTE,3,22.00,0,0,EXPEDITED,,
`;
