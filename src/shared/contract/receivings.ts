// Receivings: advance shipping notices to the partner warehouse and their counting (issue 23, second
// document §2 /receivings*, §3 "Receiving", "Inbound status", "Outcome", "Packing"), founder and warehouse
// sides. Quantities are integers; dates are ISO dates (YYYY-MM-DD). Names per decision 027.
import { z } from 'zod';
import {
  INBOUND_STATUSES,
  PACKAGE_TYPES,
  RECEIVING_LEVELS,
  RECEIVING_OUTCOMES,
  RECEIVING_SOURCES,
  STOCK_STATUSES,
} from '../rules/fulfillment';
import { SkuCode } from './inventory';

const qty = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

export const ReceivingLine = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  sku: z.string(),
  title: z.string(),
  variantLabel: z.string(),
  expectedQty: qty,
  receivedQty: qty,
  damagedQty: qty,
  committedQty: qty,
  /** Damaged units already moved to DAMAGED (a line's damaged count is committed whole). */
  damagedCommittedQty: qty,
  /** counted − expected: positive over, negative short (lineDiscrepancy). */
  discrepancy: qty,
  bin: z.string().nullable(),
  countedAt: z.string().nullable(),
  stockStatus: z.enum(STOCK_STATUSES),
});
export type ReceivingLine = z.infer<typeof ReceivingLine>;

export const ReceivingSummary = z.object({
  id: z.number().int(),
  sn: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  source: z.enum(RECEIVING_SOURCES),
  supplierName: z.string(),
  packageType: z.enum(PACKAGE_TYPES),
  cartons: qty,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  expectedDate: z.string(),
  inboundStatus: z.enum(INBOUND_STATUSES),
  /** INBOUND_STATUS_LABELS: RECEIVED_BY_PIETRA is "Received by Quarry". */
  inboundStatusLabel: z.string(),
  receivingLevel: z.enum(RECEIVING_LEVELS),
  outcome: z.enum(RECEIVING_OUTCOMES).nullable(),
  canceled: z.boolean(),
  expectedUnits: qty,
  countedUnits: qty,
  lineCount: qty,
  checkedInAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReceivingSummary = z.infer<typeof ReceivingSummary>;

export const ReceivingEvent = z.object({ at: z.string(), label: z.string() });

export const Receiving = ReceivingSummary.extend({
  orderItemIds: z.array(z.number().int()),
  notes: z.string().nullable(),
  cartonsCheckedIn: qty.nullable(),
  /** Why the warehouse forwarded the goods to the founder (outcome FORWARDED_TO_CREATOR), else null. */
  forwardReason: z.string().nullable(),
  /** The forwarding shipment's tracking number, when the warehouse gave one. */
  forwardTrackingNumber: z.string().nullable(),
  lines: z.array(ReceivingLine),
  timeline: z.array(ReceivingEvent),
});
export type Receiving = z.infer<typeof Receiving>;

export const RECEIVING_LIST_STATUSES = [...INBOUND_STATUSES, 'CLOSED', 'CANCELED'] as const;

export const ReceivingListQuery = z.object({
  status: z.enum(RECEIVING_LIST_STATUSES).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

export const ReceivingList = z.object({ receivings: z.array(ReceivingSummary), total: qty });

const shipmentFields = {
  packageType: z.enum(PACKAGE_TYPES).default('PARCEL'),
  cartons: z.number().int().min(1, 'At least one carton').max(10_000),
  carrier: z.string().trim().max(60).optional(),
  trackingNumber: z.string().trim().max(60).optional(),
  expectedDate: isoDate,
  notes: z.string().trim().max(1000).optional(),
};

/** An ASN from paid INVENTORY order items (the SEND_MY_INVENTORY dialog) or from an off-platform supplier. */
export const CreateReceivingBody = z.discriminatedUnion('source', [
  z
    .object({
      source: z.literal('ORDER'),
      items: z
        .array(
          z
            .object({
              orderItemId: z.number().int().positive(),
              quantity: z.number().int().min(1).max(1_000_000),
            })
            .strict(),
        )
        .min(1, 'Choose at least one paid item'),
      ...shipmentFields,
    })
    .strict(),
  z
    .object({
      source: z.literal('OFF_PLATFORM'),
      supplierName: z.string().trim().min(1, 'Name the supplier').max(120),
      lines: z
        .array(
          z
            .object({
              sku: SkuCode,
              /** Needed for a SKU the store does not have yet. */
              title: z.string().trim().max(200).optional(),
              quantity: z.number().int().min(1).max(1_000_000),
            })
            .strict(),
        )
        .min(1, 'Add at least one line')
        .max(200),
      ...shipmentFields,
    })
    .strict(),
]);
export type CreateReceivingBody = z.input<typeof CreateReceivingBody>;

export const UpdateReceivingBody = z
  .object({
    carrier: z.string().trim().max(60).nullable(),
    trackingNumber: z.string().trim().max(60).nullable(),
    expectedDate: isoDate,
    cartons: z.number().int().min(1).max(10_000),
    packageType: z.enum(PACKAGE_TYPES),
    notes: z.string().trim().max(1000).nullable(),
    /** "Mark as shipped": NOT_YET_DELIVERED (INBOUND_TRANSITIONS). */
    inboundStatus: z.enum(['NOT_YET_SHIPPED', 'NOT_YET_DELIVERED']),
  })
  .strict()
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field');

export const SnParam = z.object({ sn: z.string().min(1).max(40) });

/** A paid INVENTORY order item that can still be sent to the warehouse (the dialog's list). */
export const SendableItem = z.object({
  orderItemId: z.number().int(),
  title: z.string(),
  sku: z.string(),
  variant: z.string().nullable(),
  quantity: qty,
  supplierName: z.string(),
  purchasedAt: z.string().nullable(),
});
export type SendableItem = z.infer<typeof SendableItem>;

// ---- Warehouse console (access 'warehouse') ----

export const WarehouseQueueQuery = z.object({
  view: z.enum(['OPEN', 'CLOSED']).default('OPEN'),
  q: z.string().trim().max(60).optional(),
});

export const CheckInBody = z.object({ cartons: z.number().int().min(0).max(10_000) }).strict();

export const CountLineBody = z
  .object({
    receivedQty: z.number().int().min(0).max(1_000_000),
    damagedQty: z.number().int().min(0).max(1_000_000).default(0),
    bin: z.string().trim().toUpperCase().max(16).optional(),
  })
  .strict();

export const CommitLineBody = z
  .object({
    /** The committedQty the console last saw: a commit made meanwhile answers 409. */
    expectedCommitted: z.number().int().min(0).optional(),
  })
  .strict();

export const CloseReceivingBody = z.object({ note: z.string().trim().max(500).optional() }).strict();

const FORWARD_REASON = 'Say why the goods are forwarded instead of stored';

/** Closes a checked-in receiving unstored: the cartons are shipped on to the founder (decision 044). */
export const ForwardReceivingBody = z
  .object({
    reason: z.string({ error: FORWARD_REASON }).trim().min(1, FORWARD_REASON).max(500),
    trackingNumber: z.string().trim().max(60).optional(),
  })
  .strict();
export type ForwardReceivingBody = z.input<typeof ForwardReceivingBody>;

export const LineParam = z.object({
  sn: z.string().min(1).max(40),
  lineId: z.coerce.number().int().positive(),
});

export const CommitLineResponse = z.object({
  receiving: Receiving,
  /** Orders whose out-of-stock hold was released by this commit. */
  releasedOrderIds: z.array(z.number().int()),
});
