// One order as the warehouse works it (decision 045): its lines with the bins their units sit in, the parcel
// packed for it, and its shipments. The warehouse acts across stores, so the order's own store is looked up
// here, and every action then runs with it (another id is simply not found).
import { and, eq } from 'drizzle-orm';
import type { Address } from '../../../../shared/contract/cart';
import type { OutboundOrder, OutboundPack } from '../../../../shared/contract/warehouse-outbound';
import { variantLabel } from '../../../../shared/rules/fulfillment';
import { isExpedited } from '../../../../shared/rules/outbound';
import type { Db } from '../../../db/client';
import { orderPacks, salesOrders } from '../../../db/schema/orders';
import { notFound } from '../../../http/errors';
import { binsOf } from '../../inventory/bins';
import { findSkusByCode } from '../../inventory/ledger';
import { storeDisplay } from '../../stores/store-display';
import { orderLines } from '../order-status';
import { shipmentsOfOrders } from '../shipments/shipment-view';

/** The store an order belongs to, or 404. */
export async function storeOfOrder(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ storeId: salesOrders.storeId })
    .from(salesOrders)
    .where(eq(salesOrders.id, orderId));
  if (!row) throw notFound('Order');
  return row.storeId;
}

export type PackRow = typeof orderPacks.$inferSelect;

export const packView = (p: PackRow): OutboundPack => ({
  id: p.id,
  box: p.box,
  lengthIn: p.lengthIn,
  widthIn: p.widthIn,
  heightIn: p.heightIn,
  weightOz: p.weightOz,
  lines: p.lines,
  packedAt: p.packedAt.toISOString(),
});

export async function findPack(db: Db, orderId: number): Promise<PackRow | null> {
  const [p] = await db.select().from(orderPacks).where(eq(orderPacks.orderId, orderId));
  return p ?? null;
}

export async function getOutboundOrder(db: Db, orderId: number): Promise<OutboundOrder> {
  const [o] = await db
    .select({ order: salesOrders, storeName: storeDisplay.title })
    .from(salesOrders)
    .innerJoin(storeDisplay, eq(storeDisplay.id, salesOrders.storeId))
    .where(and(eq(salesOrders.id, orderId)));
  if (!o) throw notFound('Order');
  const order = o.order;
  const lines = await orderLines(db, orderId);
  const skus = await findSkusByCode(
    db,
    order.storeId,
    lines.map((l) => l.sku),
  );
  const bins = await binsOf(
    db,
    [...skus.values()].map((s) => s.id),
  );
  const [pack, shipments] = await Promise.all([findPack(db, orderId), shipmentsOfOrders(db, [orderId])]);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    storeId: order.storeId,
    storeName: o.storeName,
    processingStatus: order.processingStatus,
    fulfillmentLevel: order.fulfillmentLevel,
    holdReason: order.holdReason,
    holdNote: order.holdNote,
    shippingMethod: order.shippingMethod,
    isExpedited: isExpedited(order.shippingMethod),
    placedAt: order.placedAt.toISOString(),
    customerName: order.customerName,
    shippingAddress: (order.shippingAddress as Address | null) ?? null,
    orderNotes: order.orderNotes,
    lines: lines.map((l) => {
      const sku = skus.get(l.sku);
      return {
        id: l.id,
        sku: l.sku,
        title: l.title,
        variant: variantLabel(l.variantTitle),
        quantity: l.quantity,
        canceledQty: l.canceledQty,
        allocatedQty: l.allocatedQty,
        fulfilledQty: l.fulfilledQty,
        bins: sku
          ? bins.filter((b) => b.skuId === sku.id).map((b) => ({ code: b.code, quantity: b.quantity }))
          : [],
      };
    }),
    pack: pack ? packView(pack) : null,
    shipments: shipments.get(orderId) ?? [],
  };
}
