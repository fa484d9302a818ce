// Shipments as every reader shows them (the warehouse's order page, the founder's order, /track-order): the row
// with its lines and its tracking events, oldest event first. One query per table, whatever the order count.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Shipment, TrackingEventView } from '../../../../shared/contract/tracking';
import { TRACKING_STATUSES, type TrackingStatus } from '../../../../shared/rules/tracking';
import type { Db } from '../../../db/client';
import { salesOrderLines, shipmentLines, shipments, trackingEvents } from '../../../db/schema/orders';

export type ShipmentRow = typeof shipments.$inferSelect;

export const labelAssetId = (shipmentId: number) => `label-${shipmentId}`;

export const asTrackingStatus = (s: string): TrackingStatus =>
  (TRACKING_STATUSES as readonly string[]).includes(s) ? (s as TrackingStatus) : 'UNKNOWN';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every shipment of the orders, newest first per order, with lines and events. */
export async function shipmentsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, Shipment[]>> {
  const out = new Map<number, Shipment[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, orderIds))
    .orderBy(asc(shipments.orderId), asc(shipments.id));
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.id);
  const [lines, events] = await Promise.all([
    db
      .select({
        shipmentId: shipmentLines.shipmentId,
        lineId: shipmentLines.lineId,
        quantity: shipmentLines.quantity,
        sku: salesOrderLines.sku,
        title: salesOrderLines.title,
      })
      .from(shipmentLines)
      .innerJoin(salesOrderLines, eq(salesOrderLines.id, shipmentLines.lineId))
      .where(inArray(shipmentLines.shipmentId, ids))
      .orderBy(asc(shipmentLines.lineId)),
    db
      .select()
      .from(trackingEvents)
      .where(inArray(trackingEvents.shipmentId, ids))
      .orderBy(asc(trackingEvents.at), asc(trackingEvents.id)),
  ]);
  for (const r of rows) {
    const list = out.get(r.orderId) ?? [];
    list.unshift({
      id: r.id,
      orderId: r.orderId,
      carrier: r.carrier,
      service: r.service,
      trackingNumber: r.trackingNumber,
      rateCents: r.rateCents,
      box: r.box,
      weightOz: r.weightOz,
      trackingStatus: asTrackingStatus(r.trackingStatus),
      estimatedDeliveryDate: r.estimatedDeliveryDate,
      purchasedAt: r.purchasedAt.toISOString(),
      shippedAt: iso(r.shippedAt),
      deliveredAt: iso(r.deliveredAt),
      voidedAt: iso(r.voidedAt),
      labelAssetId: r.voidedAt || (!r.labelKey && !r.labelUrl) ? null : labelAssetId(r.id),
      lines: lines
        .filter((l) => l.shipmentId === r.id)
        .map((l) => ({ lineId: l.lineId, sku: l.sku, title: l.title, quantity: l.quantity })),
      events: events.filter((e) => e.shipmentId === r.id).map(eventView),
    });
    out.set(r.orderId, list);
  }
  return out;
}

export function eventView(e: typeof trackingEvents.$inferSelect): TrackingEventView {
  return {
    status: asTrackingStatus(e.status),
    at: e.at.toISOString(),
    location: e.location,
    description: e.description,
  };
}
