import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { orderStatusHistory, salesOrderLines, salesOrders } from '../../db/schema/orders';
import { createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { ensureSkus, inventoryCounts, moveStock } from '../inventory/ledger';
import { allocateOrder, releaseOrderAllocation, releaseStockHolds } from './allocation';
import { lockOrder, moveOrderStatus, refreshLevels } from './order-status';

let t: TestApp;
let db: Database;
let storeId: number;
const warehouse = { userId: null, label: 'Warehouse' };
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.deps.db;
  storeId = (await registerStore(t, 'Allocation Store')).storeId!;
});
afterAll(async () => t?.close());

let n = 0;
async function order(lines: { sku: string; quantity: number }[]) {
  const [o] = await db
    .insert(salesOrders)
    .values({
      storeId,
      orderNumber: `A-${++n}`,
      origin: 'MANUAL_RETAIL',
      totalCents: 1000,
      customerName: 'Ada',
    })
    .returning();
  await db.insert(salesOrderLines).values(
    lines.map((l) => ({
      orderId: o!.id,
      storeId,
      sku: l.sku,
      title: l.sku,
      quantity: l.quantity,
      unitPriceCents: 500,
    })),
  );
  return o!.id;
}
async function stock(code: string, onHand: number) {
  const row = (
    await db.transaction((tx) => ensureSkus(tx, storeId, [{ sku: code, title: code, source: 'MANUAL' }]))
  ).get(code)!;
  await db.transaction((tx) =>
    moveStock(tx, storeId, [{ skuId: row.id, bucket: 'ON_HAND', delta: onHand }], {
      reason: 'ADJUSTMENT',
      refType: 'MANUAL',
      refId: null,
      actorUserId: null,
    }),
  );
}
const status = async (id: number) => (await db.select().from(salesOrders).where(eq(salesOrders.id, id)))[0]!;

describe('allocation', () => {
  it('allocates a whole order and moves it to PROCESSING with history', async () => {
    await stock('AL-1', 3);
    const id = await order([{ sku: 'AL-1', quantity: 2 }]);
    const r = await db.transaction((tx) => allocateOrder(tx, storeId, id, warehouse));
    expect(r.allocated).toBe(true);
    expect((await status(id)).processingStatus).toBe('PROCESSING');
    const [counts] = await db.transaction((tx) => inventoryCounts(tx, storeId, ['AL-1']));
    expect(counts).toMatchObject({ committed: 2, fulfillable: 1 });
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorLabel])).toEqual([
      ['OUTSTANDING', 'PROCESSING', 'Warehouse'],
    ]);
  });

  it('holds a short order OUT_OF_STOCK, and a receiving’s stock releases it by itself', async () => {
    await stock('AL-2', 1);
    const first = await order([{ sku: 'AL-2', quantity: 1 }]);
    const second = await order([{ sku: 'AL-2', quantity: 1 }]);
    const [a, b] = await Promise.all(
      [first, second].map((id) => db.transaction((tx) => allocateOrder(tx, storeId, id, warehouse))),
    );
    expect([a!.allocated, b!.allocated].sort()).toEqual([false, true]);
    const loser = a!.allocated ? second : first;
    expect(await status(loser)).toMatchObject({ processingStatus: 'ON_HOLD', holdReason: 'OUT_OF_STOCK' });
    await stock('AL-2', 1);
    const released = await db.transaction((tx) =>
      releaseStockHolds(tx, storeId, ['AL-2'], { userId: null, label: 'Quarry' }),
    );
    expect(released).toEqual([loser]);
    expect(await status(loser)).toMatchObject({ processingStatus: 'PROCESSING', holdReason: null });
  });

  it('refuses to allocate a founder’s hold; release gives units back; levels follow the lines', async () => {
    await stock('AL-3', 5);
    const id = await order([{ sku: 'AL-3', quantity: 2 }]);
    await db.transaction(async (tx) =>
      moveOrderStatus(tx, await lockOrder(tx, storeId, id), {
        to: 'ON_HOLD',
        actor: { userId: null, label: 'Ada' },
        hold: { reason: 'FOUNDER_HOLD' },
      }),
    );
    await expect(db.transaction((tx) => allocateOrder(tx, storeId, id, warehouse))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const other = await order([{ sku: 'AL-3', quantity: 3 }]);
    await db.transaction((tx) => allocateOrder(tx, storeId, other, warehouse));
    await db.transaction((tx) => releaseOrderAllocation(tx, storeId, other, warehouse));
    const [counts] = await db.transaction((tx) => inventoryCounts(tx, storeId, ['AL-3']));
    expect(counts).toMatchObject({ committed: 0, fulfillable: 5 });
    await db
      .update(salesOrderLines)
      .set({ canceledQty: 1, fulfilledQty: 2, allocatedQty: 0 })
      .where(eq(salesOrderLines.orderId, other));
    expect(await db.transaction((tx) => refreshLevels(tx, other))).toMatchObject({
      cancellationLevel: 'PARTIAL',
      fulfillmentLevel: 'FULFILLED',
    });
  });
});
