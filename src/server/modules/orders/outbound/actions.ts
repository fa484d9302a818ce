// The warehouse's actions on one order (decision 045): allocate, pack, hold and finish. Each runs in one
// transaction on the order locked for change, with the order's own store.
import { eq } from 'drizzle-orm';
import type {
  AllocateResult,
  HoldBody,
  OutboundPack,
  PackBody,
} from '../../../../shared/contract/warehouse-outbound';
import { boxOf } from '../../../../shared/rules/outbound';
import type { Db } from '../../../db/client';
import { orderPacks } from '../../../db/schema/orders';
import { conflict, invalid } from '../../../http/errors';
import { allocateOrder, releaseOrderAllocation } from '../allocation';
import { type Actor, lockOrder, moveOrderStatus, orderLines } from '../order-status';
import { packView, storeOfOrder } from './outbound-order';

/** The warehouse as an actor: the person's id, shown as "Warehouse" to the founder. */
export const warehouseActor = (userId: number): Actor => ({ userId, label: 'Warehouse' });

/** Allocates the order's open units all or nothing; short → ON_HOLD out of stock (allocation.ts). */
export async function allocateForWarehouse(db: Db, orderId: number, actor: Actor): Promise<AllocateResult> {
  const storeId = await storeOfOrder(db, orderId);
  const r = await db.transaction((tx) => allocateOrder(tx, storeId, orderId, actor));
  return { allocated: r.allocated, shortSkus: r.shortSkus, processingStatus: r.order.processingStatus };
}

/** Records the parcel: a standard box, the scale's weight and the units in it (default: all allocated). */
export async function packOrder(
  db: Db,
  orderId: number,
  body: PackBody,
  actor: Actor,
): Promise<OutboundPack> {
  const storeId = await storeOfOrder(db, orderId);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, storeId, orderId);
    if (order.processingStatus !== 'PROCESSING')
      throw conflict(
        order.processingStatus === 'OUTSTANDING'
          ? 'Allocate the order before packing it'
          : `An order that is ${order.processingStatus.replace('_', ' ').toLowerCase()} can't be packed`,
      );
    const lines = await orderLines(tx, orderId);
    const chosen =
      body.lines ??
      lines.filter((l) => l.allocatedQty > 0).map((l) => ({ lineId: l.id, quantity: l.allocatedQty }));
    if (chosen.length === 0) throw conflict('Nothing is allocated to pack; allocate the order first');
    const seen = new Set<number>();
    chosen.forEach((c, i) => {
      const line = lines.find((l) => l.id === c.lineId);
      if (!line || seen.has(c.lineId))
        throw invalid(`Line ${c.lineId} is not a line of this order`, [
          { path: `lines.${i}.lineId`, message: 'Not a line of this order' },
        ]);
      seen.add(c.lineId);
      if (c.quantity > line.allocatedQty)
        throw invalid(`Only ${line.allocatedQty} unit(s) of ${line.sku} are allocated`, [
          { path: `lines.${i}.quantity`, message: `At most ${line.allocatedQty}` },
        ]);
    });
    const box = boxOf(body.box)!;
    await tx.delete(orderPacks).where(eq(orderPacks.orderId, orderId));
    const [row] = await tx
      .insert(orderPacks)
      .values({
        orderId,
        storeId,
        box: box.code,
        lengthIn: box.lengthIn,
        widthIn: box.widthIn,
        heightIn: box.heightIn,
        weightOz: body.weightOz,
        lines: chosen,
        packedByUserId: actor.userId,
      })
      .returning();
    return packView(row!);
  });
}

/** Holds the order with a reason; its allocation goes back to stock and its parcel is unpacked. */
export async function holdOrder(db: Db, orderId: number, body: HoldBody, actor: Actor) {
  const storeId = await storeOfOrder(db, orderId);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, storeId, orderId);
    if (order.processingStatus === 'FINISHED') throw conflict('A finished order cannot be held');
    await releaseOrderAllocation(tx, storeId, orderId, actor);
    await tx.delete(orderPacks).where(eq(orderPacks.orderId, orderId));
    const moved = await moveOrderStatus(tx, order, {
      to: 'ON_HOLD',
      actor,
      reason: body.note ? `${body.reason}: ${body.note}` : body.reason,
      hold: { reason: body.reason, note: body.note ?? null },
    });
    return { processingStatus: moved.processingStatus };
  });
}

/** FINISHED once every open unit shipped (a label purchase does it by itself); else 409 naming what is left. */
export async function finishOrder(db: Db, orderId: number, actor: Actor) {
  const storeId = await storeOfOrder(db, orderId);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, storeId, orderId);
    const left = (await orderLines(tx, orderId)).reduce(
      (n, l) => n + (l.quantity - l.canceledQty - l.fulfilledQty),
      0,
    );
    if (left > 0) throw conflict(`${left} unit(s) still to ship; buy a label for them before finishing`);
    const moved = await moveOrderStatus(tx, order, { to: 'FINISHED', actor, reason: 'Shipped' });
    return { processingStatus: moved.processingStatus };
  });
}
