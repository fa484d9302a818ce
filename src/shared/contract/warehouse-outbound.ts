// The warehouse console's outbound side (issue 23, decision 045): the queue of orders to ship across stores,
// allocation, pick lists by bin, packing, rate shopping and labels, holds. Every route is /rest/main/warehouse/…
// with access 'warehouse'.
import { z } from 'zod';
import { HOLD_REASONS, PROCESSING_STATUSES } from '../rules/fulfillment';
import { BOX_CODES, MAX_PACK_WEIGHT_OZ } from '../rules/outbound';
import { Address } from './cart';
import { listQuery } from './shared-shapes';
import { Shipment } from './tracking';

const int = z.number().int();
const id = z.coerce.number().int().positive();

export const OUTBOUND_QUEUE_STATUSES = ['OUTSTANDING', 'PROCESSING', 'ON_HOLD'] as const;

/** GET /warehouse/orders: the queue, expedited first, then oldest. */
export const OutboundQueueQuery = listQuery(['priority']).extend({
  status: z.enum(OUTBOUND_QUEUE_STATUSES).optional(),
  storeId: id.optional(),
  q: z.string().trim().max(100).optional(),
});
export type OutboundQueueQuery = z.infer<typeof OutboundQueueQuery>;

export const OutboundQueueRow = z.object({
  id: int,
  orderNumber: z.string(),
  storeId: int,
  storeName: z.string(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  holdReason: z.enum(HOLD_REASONS).nullable(),
  shippingMethod: z.string(),
  isExpedited: z.boolean(),
  placedAt: z.string(),
  /** Whole hours since the order was placed. */
  ageHours: int,
  lineCount: int,
  /** Units still to ship (not canceled, not fulfilled). */
  openUnits: int,
  allocatedUnits: int,
  customerName: z.string(),
  countryCode: z.string().nullable(),
});
export type OutboundQueueRow = z.infer<typeof OutboundQueueRow>;

export const OutboundStore = z.object({ id: int, name: z.string(), openOrders: int });
export type OutboundStore = z.infer<typeof OutboundStore>;

export const OutboundOrderParams = z.object({ id });

export const OutboundLine = z.object({
  id: int,
  sku: z.string(),
  title: z.string(),
  variant: z.string(),
  quantity: int,
  canceledQty: int,
  allocatedQty: int,
  fulfilledQty: int,
  /** Where the line's units sit, lowest bin first (the pick path). */
  bins: z.array(z.object({ code: z.string(), quantity: int })),
});
export type OutboundLine = z.infer<typeof OutboundLine>;

export const OutboundPack = z.object({
  id: int,
  box: z.string(),
  lengthIn: int,
  widthIn: int,
  heightIn: int,
  weightOz: int,
  lines: z.array(z.object({ lineId: int, quantity: int })),
  packedAt: z.string(),
});
export type OutboundPack = z.infer<typeof OutboundPack>;

export const OutboundOrder = z.object({
  id: int,
  orderNumber: z.string(),
  storeId: int,
  storeName: z.string(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  fulfillmentLevel: z.enum(['NONE', 'PARTIAL', 'FULFILLED']),
  holdReason: z.enum(HOLD_REASONS).nullable(),
  holdNote: z.string().nullable(),
  shippingMethod: z.string(),
  isExpedited: z.boolean(),
  placedAt: z.string(),
  customerName: z.string(),
  shippingAddress: Address.nullable(),
  orderNotes: z.string().nullable(),
  lines: z.array(OutboundLine),
  pack: OutboundPack.nullable(),
  shipments: z.array(Shipment),
});
export type OutboundOrder = z.infer<typeof OutboundOrder>;

export const AllocateResult = z.object({
  allocated: z.boolean(),
  shortSkus: z.array(z.string()),
  processingStatus: z.enum(PROCESSING_STATUSES),
});
export type AllocateResult = z.infer<typeof AllocateResult>;

/** GET /warehouse/orders/-/pick-list?ids=1,2: one walk through the bins for several orders. */
export const PickListQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d+(,\d+){0,49}$/, 'ids: up to 50 order ids separated by commas')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});
export const PickList = z.object({
  orders: z.array(z.object({ id: int, orderNumber: z.string(), storeName: z.string(), units: int })),
  /** One row per bin and SKU, in pick-path order; units with no bin recorded come last (bin null). */
  picks: z.array(
    z.object({
      bin: z.string().nullable(),
      sku: z.string(),
      title: z.string(),
      variant: z.string(),
      quantity: int,
      orders: z.array(z.object({ orderNumber: z.string(), quantity: int })),
    }),
  ),
  generatedAt: z.string(),
});
export type PickList = z.infer<typeof PickList>;

export const PackBody = z
  .object({
    box: z.enum(BOX_CODES, { error: 'box: choose one of the standard boxes' }),
    weightOz: z
      .number({ error: 'weightOz: the parcel weight in ounces' })
      .int('weightOz: whole ounces')
      .min(1, 'weightOz: at least 1 oz')
      .max(MAX_PACK_WEIGHT_OZ, `weightOz: at most ${MAX_PACK_WEIGHT_OZ} oz (150 lb)`),
    /** Units per line in this parcel; absent: every allocated unit. */
    lines: z
      .array(z.object({ lineId: z.number().int().positive(), quantity: z.number().int().min(1) }).strict())
      .min(1)
      .max(200)
      .optional(),
  })
  .strict();
export type PackBody = z.infer<typeof PackBody>;

export const OutboundRate = z.object({
  id: z.string(),
  carrier: z.string(),
  service: z.string(),
  amountCents: int,
  estimatedDays: int.nullable(),
  /** The rate the founder's shipping method maps to. */
  isSuggested: z.boolean(),
});
export type OutboundRate = z.infer<typeof OutboundRate>;

export const BuyLabelBody = z
  .object({ rateId: z.string().trim().min(1, 'rateId: choose a rate').max(300) })
  .strict();
export type BuyLabelBody = z.infer<typeof BuyLabelBody>;

export const HoldBody = z
  .object({
    reason: z.enum(HOLD_REASONS, { error: 'reason: choose why the order is held' }),
    note: z.string().trim().max(500).optional(),
  })
  .strict();
export type HoldBody = z.infer<typeof HoldBody>;

/** GET /warehouse/attachments/-/download?assetId= (spec §7): a label is `label-<shipmentId>`. */
export const AttachmentDownloadQuery = z.object({
  assetId: z
    .string()
    .trim()
    .regex(/^label-\d{1,10}$/, 'assetId: a label asset id such as label-12'),
});

export const OrderStatusResult = z.object({ processingStatus: z.enum(PROCESSING_STATUSES) });
export type OrderStatusResult = z.infer<typeof OrderStatusResult>;
