// One order as its detail page shows it: lines, address, hold, levels, and the shipments with their tracking
// events as the orders tables hold them (the warehouse's labels or the founder's own tracking numbers).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Address } from '../../../shared/contract/cart';
import type {
  OpStatusHistoryEntry,
  OrderShipment,
  SalesOrderDetails,
} from '../../../shared/contract/sales-orders';
import { fileUrl } from '../../../shared/contract/uploads';
import { isOrderEditable } from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import {
  orderStatusHistory,
  salesOrderLines,
  salesOrders,
  shipmentLines,
  shipments,
  trackingEvents,
} from '../../db/schema/orders';
import { notFound } from '../../http/errors';
import type { SalesOrderLineRow, SalesOrderRow } from './order-status';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The store's order, or 404 (another store's order is not found). */
export async function findStoreOrder(db: Db, storeId: number, orderId: number): Promise<SalesOrderRow> {
  const [row] = await db
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.id, orderId), eq(salesOrders.storeId, storeId)));
  if (!row) throw notFound('Order');
  return row;
}

async function orderShipments(db: Db, orderId: number, lines: SalesOrderLineRow[]): Promise<OrderShipment[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((s) => s.id);
  const [carried, events] = await Promise.all([
    db.select().from(shipmentLines).where(inArray(shipmentLines.shipmentId, ids)),
    db
      .select()
      .from(trackingEvents)
      .where(inArray(trackingEvents.shipmentId, ids))
      .orderBy(asc(trackingEvents.at), asc(trackingEvents.id)),
  ]);
  const skuOf = new Map(lines.map((l) => [l.id, l.sku]));
  return rows.map((s) => ({
    id: s.id,
    carrier: s.carrier,
    service: s.service,
    trackingNumber: s.trackingNumber,
    labelUrl: s.labelUrl ?? (s.labelKey ? fileUrl(s.labelKey) : null),
    trackingStatus: s.trackingStatus,
    rateCents: s.rateCents,
    purchasedAt: s.purchasedAt.toISOString(),
    shippedAt: iso(s.shippedAt),
    deliveredAt: iso(s.deliveredAt),
    voidedAt: iso(s.voidedAt),
    estimatedDeliveryDate: s.estimatedDeliveryDate,
    lines: carried
      .filter((c) => c.shipmentId === s.id)
      .map((c) => ({ lineId: c.lineId, sku: skuOf.get(c.lineId) ?? '', quantity: c.quantity })),
    events: events
      .filter((e) => e.shipmentId === s.id)
      .map((e) => ({
        status: e.status,
        at: e.at.toISOString(),
        location: e.location,
        description: e.description,
      })),
  }));
}

export function toDetails(
  o: SalesOrderRow,
  lines: SalesOrderLineRow[],
  shipped: OrderShipment[],
): SalesOrderDetails {
  const address = (o.shippingAddress as Address | null) ?? null;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    origin: o.origin,
    externalRef: o.externalRef,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    customerPhone: o.customerPhone,
    countryCode: address?.countryCode ?? null,
    shippingAddress: address,
    shippingMethod: o.shippingMethod as SalesOrderDetails['shippingMethod'],
    processingStatus: o.processingStatus,
    holdReason: o.holdReason,
    holdNote: o.holdNote,
    holdUntil: iso(o.holdUntil),
    cancellationLevel: o.cancellationLevel,
    fulfillmentLevel: o.fulfillmentLevel,
    units: lines.reduce((n, l) => n + l.quantity, 0),
    subtotalCents: o.subtotalCents,
    discountCents: o.discountCents,
    taxCents: o.taxCents,
    shippingCents: o.shippingCents,
    totalCents: o.totalCents,
    currency: o.currency,
    tags: o.tags,
    notes: o.notes,
    orderNotes: o.orderNotes,
    wholesaleRequirements: o.wholesaleRequirements.map((r) => ({
      kind: r.kind as SalesOrderDetails['wholesaleRequirements'][number]['kind'],
      uploadId: r.uploadId,
      name: r.name,
      url: (r as { key?: string }).key ? fileUrl((r as { key?: string }).key!) : null,
    })),
    isEditable: isOrderEditable(o.processingStatus),
    lines: lines.map((l) => ({
      id: l.id,
      sku: l.sku,
      title: l.title,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      canceledQty: l.canceledQty,
      allocatedQty: l.allocatedQty,
      fulfilledQty: l.fulfilledQty,
      unitPriceCents: l.unitPriceCents,
      discountCents: l.discountCents,
      taxCents: l.taxCents,
    })),
    shipments: shipped,
    placedAt: o.placedAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** GET /web/orders/{id}. */
export async function getSalesOrder(db: Db, storeId: number, orderId: number): Promise<SalesOrderDetails> {
  const order = await findStoreOrder(db, storeId, orderId);
  const lines = await db
    .select()
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, orderId))
    .orderBy(asc(salesOrderLines.id));
  return toDetails(order, lines, await orderShipments(db, orderId, lines));
}

/** GET /web/orders/{id}/op-status-history: oldest first. */
export async function opStatusHistory(
  db: Db,
  storeId: number,
  orderId: number,
): Promise<OpStatusHistoryEntry[]> {
  await findStoreOrder(db, storeId, orderId);
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  return rows.map((r) => ({
    id: r.id,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    reason: r.reason,
    actor: r.actorLabel,
    at: r.at.toISOString(),
  }));
}
