// Buying a label for the packed parcel (decision 045): the carrier sells it (the same key never buys twice),
// its PDF is stored, then ONE transaction records the shipment and its lines, takes the units out of their bins,
// ships the committed stock, moves the lines' allocated units to fulfilled, refreshes the levels and finishes the
// order when nothing is left to ship. If that transaction fails the label is voided again.
import { eq } from 'drizzle-orm';
import type { Address } from '../../../../shared/contract/cart';
import type { Shipment } from '../../../../shared/contract/tracking';
import type { Db } from '../../../db/client';
import { orderPacks, salesOrderLines, shipmentLines, shipments } from '../../../db/schema/orders';
import { conflict } from '../../../http/errors';
import type { LabelRateInput, ShippingProvider } from '../../../providers/shipping/types';
import type { StorageProvider } from '../../../providers/storage/types';
import { pickFromBins } from '../../inventory/bins';
import { findSkusByCode, shipAllocated } from '../../inventory/ledger';
import { type Actor, lockOrder, moveOrderStatus, orderLines, refreshLevels } from '../order-status';
import { findPack, type PackRow, storeOfOrder } from '../outbound/outbound-order';
import { shipmentValues, storeLabel } from './label-file';
import { shipmentsOfOrders } from './shipment-view';

export type LabelDeps = { db: Db; shipping: ShippingProvider; storage: StorageProvider };

/** What the carrier rates for an order's packed parcel. */
export function labelInputOf(
  address: unknown,
  pack: Pick<PackRow, 'lengthIn' | 'widthIn' | 'heightIn' | 'weightOz'>,
) {
  const to = address as Address | null;
  if (!to) throw conflict('This order has no shipping address; the founder must add one');
  return {
    to,
    parcel: {
      lengthIn: pack.lengthIn,
      widthIn: pack.widthIn,
      heightIn: pack.heightIn,
      weightOz: pack.weightOz,
    },
  } satisfies LabelRateInput;
}

/** The packed parcel and the order it belongs to, or 409s a packer can act on. */
export async function packedParcel(db: Db, orderId: number) {
  const storeId = await storeOfOrder(db, orderId);
  const order = await db.transaction((tx) => lockOrder(tx, storeId, orderId));
  if (order.processingStatus !== 'PROCESSING') throw conflict('Only an order in processing can be shipped');
  const pack = await findPack(db, orderId);
  if (!pack) throw conflict('Pack the order (box and weight) before rating it');
  return { storeId, order, pack, input: labelInputOf(order.shippingAddress, pack) };
}

export async function buyLabelForOrder(
  deps: LabelDeps,
  orderId: number,
  rateId: string,
  idempotencyKey: string,
  actor: Actor,
): Promise<Shipment> {
  const { db } = deps;
  const { storeId, order, pack, input } = await packedParcel(db, orderId);
  const label = await deps.shipping.buyLabel({
    rateId,
    labelRateInput: input,
    reference: order.orderNumber,
    // Scoped to the parcel: a new pack is a new purchase, a retried click of this one is not.
    idempotencyKey: `order-${orderId}-pack-${pack.id}-${idempotencyKey}`,
  });
  let shipmentId: number;
  try {
    const labelKey = await storeLabel(deps.storage, storeId, label);
    shipmentId = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, storeId, orderId);
      const [current] = await tx
        .select({ id: orderPacks.id })
        .from(orderPacks)
        .where(eq(orderPacks.orderId, orderId));
      if (locked.processingStatus !== 'PROCESSING' || current?.id !== pack.id)
        throw conflict('The parcel changed while the label was bought; rate it again');
      const [row] = await tx
        .insert(shipments)
        .values(shipmentValues(label, { orderId, storeId, labelKey, box: pack.box, weightOz: pack.weightOz }))
        .returning({ id: shipments.id });
      const id = row!.id;
      const lines = await orderLines(tx, orderId);
      const skus = await findSkusByCode(
        tx,
        storeId,
        lines.map((l) => l.sku),
      );
      const demand = new Map<number, number>();
      for (const p of pack.lines) {
        const line = lines.find((l) => l.id === p.lineId);
        if (!line || p.quantity > line.allocatedQty)
          throw conflict('The packed units are no longer allocated; pack the order again');
        const sku = skus.get(line.sku)!;
        demand.set(sku.id, (demand.get(sku.id) ?? 0) + p.quantity);
        await tx
          .update(salesOrderLines)
          .set({
            allocatedQty: line.allocatedQty - p.quantity,
            fulfilledQty: line.fulfilledQty + p.quantity,
          })
          .where(eq(salesOrderLines.id, line.id));
      }
      await tx
        .insert(shipmentLines)
        .values(pack.lines.map((p) => ({ shipmentId: id, lineId: p.lineId, quantity: p.quantity })));
      await shipAllocated(
        tx,
        storeId,
        [...demand].map(([skuId, quantity]) => ({ skuId, quantity })),
        { refType: 'SHIPMENT', refId: String(id), actorUserId: actor.userId },
      );
      for (const [skuId, quantity] of demand) await pickFromBins(tx, skuId, quantity);
      await tx.delete(orderPacks).where(eq(orderPacks.id, pack.id));
      const levels = await refreshLevels(tx, orderId);
      if (levels.fulfillmentLevel === 'FULFILLED')
        await moveOrderStatus(tx, locked, {
          to: 'FINISHED',
          actor,
          reason: `Shipped ${label.trackingNumber}`,
        });
      return id;
    });
  } catch (err) {
    // Compensation: the label must not stay bought for a parcel Quarry did not record.
    await deps.shipping
      .voidLabel({ labelId: label.labelId, purchasedAt: new Date(label.purchasedAt) })
      .catch(() => undefined);
    throw err;
  }
  const list = (await shipmentsOfOrders(db, [orderId])).get(orderId) ?? [];
  return list.find((s) => s.id === shipmentId)!;
}
