// Shipments and their tracking (issue 23, decision 045): what the founder's order shows, the label recreate
// call (§7 `shipments/recreate`) and the public /track-order lookup.
import { z } from 'zod';
import { TRACKING_STATUSES } from '../rules/tracking';

const int = z.number().int();

export const TrackingEventView = z.object({
  status: z.enum(TRACKING_STATUSES),
  at: z.string(),
  location: z.string().nullable(),
  description: z.string(),
});
export type TrackingEventView = z.infer<typeof TrackingEventView>;

export const Shipment = z.object({
  id: int,
  orderId: int,
  carrier: z.string(),
  service: z.string(),
  trackingNumber: z.string(),
  rateCents: int,
  box: z.string().nullable(),
  weightOz: int,
  trackingStatus: z.enum(TRACKING_STATUSES),
  estimatedDeliveryDate: z.string().nullable(),
  purchasedAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  /** The label's asset id (`label-<id>`); null once voided. */
  labelAssetId: z.string().nullable(),
  lines: z.array(z.object({ lineId: int, sku: z.string(), title: z.string(), quantity: int })),
  /** Oldest first. */
  events: z.array(TrackingEventView),
});
export type Shipment = z.infer<typeof Shipment>;

export const OrderShipmentsParams = z.object({ id: z.coerce.number().int().positive() });
export const ShipmentLabelParams = z.object({
  id: z.coerce.number().int().positive(),
  shipmentId: z.coerce.number().int().positive(),
});

/** POST /web/orders/{id}/shipments/recreate: void the label and buy it again for the same parcel. */
export const RecreateShipmentBody = z
  .object({ shipmentId: z.number({ error: 'shipmentId: the shipment to recreate' }).int().positive() })
  .strict();
export type RecreateShipmentBody = z.infer<typeof RecreateShipmentBody>;

/** GET /track-order: an order number and the email on the order, or a tracking number. */
export const TrackOrderQuery = z
  .object({
    orderNumber: z.string().trim().min(1).max(60).optional(),
    email: z.string().trim().max(200).optional(),
    trackingNumber: z.string().trim().min(1).max(60).optional(),
  })
  .strict();
export type TrackOrderQuery = z.infer<typeof TrackOrderQuery>;

/** What a shopper sees: no prices, no address beyond the city, no other order. */
export const TrackOrderResult = z.object({
  orderNumber: z.string(),
  storeName: z.string(),
  placedAt: z.string(),
  shipToCity: z.string().nullable(),
  shipments: z.array(
    z.object({
      carrier: z.string(),
      service: z.string(),
      trackingNumber: z.string(),
      trackingStatus: z.enum(TRACKING_STATUSES),
      estimatedDeliveryDate: z.string().nullable(),
      shippedAt: z.string().nullable(),
      deliveredAt: z.string().nullable(),
      events: z.array(TrackingEventView),
    }),
  ),
});
export type TrackOrderResult = z.infer<typeof TrackOrderResult>;

export const TRACK_ORDER_NOT_FOUND = "We couldn't find that order";
