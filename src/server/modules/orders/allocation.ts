// Allocation (decision 040): an order's open units take fulfillable stock all or nothing. Allocated → the order
// goes PROCESSING; short → ON_HOLD with reason OUT_OF_STOCK, and a receiving's commit later releases such
// holds by itself (`releaseStockHolds`), oldest order first.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salesOrderLines, salesOrders } from '../../db/schema/orders';
import { conflict } from '../../http/errors';
import { allocate, findSkusByCode, releaseAllocation } from '../inventory/ledger';
import { type Actor, lockOrder, moveOrderStatus, orderLines, type SalesOrderRow } from './order-status';

export type AllocationResult = { order: SalesOrderRow; allocated: boolean; shortSkus: string[] };

/**
 * Allocates a locked OUTSTANDING (or out-of-stock ON_HOLD) order's open units. Lines already allocated are
 * left as they are. SKUs the warehouse has never seen count as short.
 */
export async function allocateOrder(
  tx: Db,
  storeId: number,
  orderId: number,
  actor: Actor,
): Promise<AllocationResult> {
  const order = await lockOrder(tx, storeId, orderId);
  const stockHold = order.processingStatus === 'ON_HOLD' && order.holdReason === 'OUT_OF_STOCK';
  if (order.processingStatus !== 'OUTSTANDING' && order.processingStatus !== 'PROCESSING' && !stockHold) {
    throw conflict(
      order.processingStatus === 'ON_HOLD'
        ? 'This order is on hold; the founder must release it before it can be allocated'
        : 'This order is finished',
    );
  }
  const lines = await orderLines(tx, orderId);
  const open = lines
    .map((l) => ({ line: l, quantity: l.quantity - l.canceledQty - l.fulfilledQty - l.allocatedQty }))
    .filter((x) => x.quantity > 0);
  if (open.length === 0) {
    const moved =
      order.processingStatus === 'OUTSTANDING'
        ? await moveOrderStatus(tx, order, { to: 'PROCESSING', actor })
        : order;
    return { order: moved, allocated: true, shortSkus: [] };
  }
  const skus = await ensureSkusKnown(
    tx,
    storeId,
    open.map((x) => x.line.sku),
  );
  const unknown = open.filter((x) => !skus.has(x.line.sku)).map((x) => x.line.sku);
  const result =
    unknown.length > 0
      ? { allocated: false, short: [] as number[] }
      : await allocate(
          tx,
          storeId,
          open.map((x) => ({ skuId: skus.get(x.line.sku)!, quantity: x.quantity })),
          { refType: 'ORDER', refId: String(orderId), actorUserId: actor.userId },
        );
  if (!result.allocated) {
    const codeOf = new Map([...skus].map(([code, id]) => [id, code]));
    const shortSkus = [...unknown, ...result.short.map((id) => codeOf.get(id)!)];
    const held =
      order.processingStatus === 'ON_HOLD'
        ? order
        : await moveOrderStatus(tx, order, {
            to: 'ON_HOLD',
            actor,
            reason: `Out of stock: ${shortSkus.join(', ')}`,
            hold: { reason: 'OUT_OF_STOCK', note: `Waiting for ${shortSkus.join(', ')}` },
          });
    return { order: held, allocated: false, shortSkus };
  }
  for (const x of open) {
    await tx
      .update(salesOrderLines)
      .set({ allocatedQty: sql`${salesOrderLines.allocatedQty} + ${x.quantity}` })
      .where(eq(salesOrderLines.id, x.line.id));
  }
  let moved = order;
  if (order.processingStatus === 'ON_HOLD')
    moved = await moveOrderStatus(tx, moved, { to: 'OUTSTANDING', actor, reason: 'Stock arrived' });
  moved = await moveOrderStatus(tx, moved, { to: 'PROCESSING', actor });
  return { order: moved, allocated: true, shortSkus: [] };
}

/** SKU code → id for the store's SKUs that exist (never creates: an order cannot invent stock). */
async function ensureSkusKnown(tx: Db, storeId: number, codes: string[]) {
  const found = await findSkusByCode(tx, storeId, codes);
  return new Map([...found].map(([code, row]) => [code, row.id]));
}

/** Gives back a locked order's allocated units (cancel, hold, edit): its lines' allocated go to 0. */
export async function releaseOrderAllocation(tx: Db, storeId: number, orderId: number, actor: Actor) {
  const lines = (await orderLines(tx, orderId)).filter((l) => l.allocatedQty > 0);
  if (lines.length === 0) return;
  const skus = await ensureSkusKnown(
    tx,
    storeId,
    lines.map((l) => l.sku),
  );
  await releaseAllocation(
    tx,
    storeId,
    lines.map((l) => ({ skuId: skus.get(l.sku)!, quantity: l.allocatedQty })),
    { refType: 'ORDER', refId: String(orderId), actorUserId: actor.userId },
  );
  await tx
    .update(salesOrderLines)
    .set({ allocatedQty: 0 })
    .where(
      inArray(
        salesOrderLines.id,
        lines.map((l) => l.id),
      ),
    );
}

/**
 * After stock became fulfillable for `skus` (a receiving's commit), tries every out-of-stock hold of the store
 * that waits for one of them, oldest first; each order is allocated whole or stays held. Answers the orders
 * released.
 */
export async function releaseStockHolds(
  tx: Db,
  storeId: number,
  skus: string[],
  actor: Actor,
): Promise<number[]> {
  if (skus.length === 0) return [];
  const held = await tx
    .selectDistinct({ id: salesOrders.id, placedAt: salesOrders.placedAt })
    .from(salesOrders)
    .innerJoin(salesOrderLines, eq(salesOrderLines.orderId, salesOrders.id))
    .where(
      and(
        eq(salesOrders.storeId, storeId),
        eq(salesOrders.processingStatus, 'ON_HOLD'),
        eq(salesOrders.holdReason, 'OUT_OF_STOCK'),
        inArray(salesOrderLines.sku, skus),
      ),
    )
    .orderBy(asc(salesOrders.placedAt), asc(salesOrders.id));
  const released: number[] = [];
  for (const o of held) {
    const r = await allocateOrder(tx, storeId, o.id, actor);
    if (r.allocated) released.push(o.id);
  }
  return released;
}
