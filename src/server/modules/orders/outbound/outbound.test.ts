import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { salesOrderLines, salesOrders, shipments } from '../../../db/schema/orders';
import { givePlan } from '../../../test/give-plan';
import { callApi, createTestApp, loginAs, registerStore, type TestApp } from '../../../test/test-app';
import { createWarehouseUser } from '../../../test/warehouse-user';
import { inventoryCounts } from '../../inventory/ledger';
import { createOrder, stockSku } from './outbound-fixtures';

let t: TestApp;
let db: Database;
let ops: Record<string, string>;
let founder: Awaited<ReturnType<typeof registerStore>>;
let other: Awaited<ReturnType<typeof registerStore>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.deps.db;
  ops = (await loginAs(t, await createWarehouseUser(db))).auth;
  founder = await registerStore(t, 'Outbound Store');
  other = await registerStore(t, 'Other Store');
  await givePlan(t, founder.storeId, 'TIER_2');
  await givePlan(t, other.storeId, 'TIER_2');
});
afterAll(async () => t?.close());

const call = (...a: Parameters<typeof callApi> extends [TestApp, ...infer R] ? R : never) => callApi(t, ...a);

async function packAndRate(orderId: number) {
  expect((await call('POST', `/warehouse/orders/${orderId}/allocate`, ops)).json()).toMatchObject({
    allocated: true,
  });
  expect(
    (await call('POST', `/warehouse/orders/${orderId}/pack`, ops, { box: 'BOX_10X8X4', weightOz: 20 }))
      .statusCode,
  ).toBe(200);
  const rates = await call('GET', `/warehouse/orders/${orderId}/rates`, ops);
  expect(rates.statusCode).toBe(200);
  return rates.json() as { id: string; amountCents: number; isSuggested: boolean }[];
}

describe('warehouse outbound', () => {
  it('refuses founders, suppliers and anonymous callers', async () => {
    expect((await call('GET', '/warehouse/orders', founder.auth)).statusCode).toBe(403);
    expect((await call('POST', '/warehouse/orders/1/allocate', founder.auth)).statusCode).toBe(403);
    expect((await call('GET', '/warehouse/orders')).statusCode).toBe(401);
  });

  it('lists the queue by priority with store name and line count, and filters', async () => {
    await stockSku(db, founder.storeId, 'Q-1', 10);
    const std = await createOrder(db, founder.storeId, [{ sku: 'Q-1', quantity: 1 }]);
    const fast = await createOrder(db, other.storeId, [{ sku: 'Q-1', quantity: 2 }], { method: 'OVERNIGHT' });
    const res = await call('GET', '/warehouse/orders?size=200', ops);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { id: number; storeName: string; lineCount: number; isExpedited: boolean }[];
    const iFast = rows.findIndex((r) => r.id === fast.id);
    const iStd = rows.findIndex((r) => r.id === std.id);
    expect(iFast).toBeGreaterThanOrEqual(0);
    expect(iFast).toBeLessThan(iStd);
    expect(rows[iStd]).toMatchObject({ storeName: 'Outbound Store', lineCount: 1, isExpedited: false });
    const filtered = (await call('GET', `/warehouse/orders?storeId=${other.storeId}`, ops)).json() as {
      id: number;
    }[];
    expect(filtered.map((r) => r.id)).toContain(fast.id);
    expect(filtered.map((r) => r.id)).not.toContain(std.id);
    expect((await call('GET', '/warehouse/orders?status=FINISHED', ops)).statusCode).toBe(400);
    expect((await call('GET', '/warehouse/orders/action/count', ops)).json().count).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/warehouse/orders/-/stores', ops)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: other.storeId, name: 'Other Store' })]),
    );
    expect((await call('GET', '/warehouse/orders/999999', ops)).statusCode).toBe(404);
  });

  it('gives the last unit to one of two orders allocated at once; the other goes on hold out of stock', async () => {
    await stockSku(db, founder.storeId, 'LAST-1', 1);
    const a = await createOrder(db, founder.storeId, [{ sku: 'LAST-1', quantity: 1 }]);
    const b = await createOrder(db, founder.storeId, [{ sku: 'LAST-1', quantity: 1 }]);
    const [ra, rb] = await Promise.all([
      call('POST', `/warehouse/orders/${a.id}/allocate`, ops),
      call('POST', `/warehouse/orders/${b.id}/allocate`, ops),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const results = [ra.json(), rb.json()];
    expect(results.filter((r) => r.allocated)).toHaveLength(1);
    expect(results.find((r) => !r.allocated)).toMatchObject({
      processingStatus: 'ON_HOLD',
      shortSkus: ['LAST-1'],
    });
    const counts = await inventoryCounts(db, founder.storeId, ['LAST-1']);
    expect(counts[0]).toMatchObject({ onHand: 1, committed: 1 });
  });

  it('picks by bin, packs, rates cheapest first, buys one label per key and finishes the order', async () => {
    await stockSku(db, founder.storeId, 'SHIP-1', 5, 'B-02-1');
    const o = await createOrder(db, founder.storeId, [{ sku: 'SHIP-1', quantity: 2 }]);
    expect(
      (await call('POST', `/warehouse/orders/${o.id}/pack`, ops, { box: 'BOX_10X8X4', weightOz: 20 }))
        .statusCode,
    ).toBe(409);
    const rates = await packAndRate(o.id);
    expect(rates.length).toBeGreaterThan(1);
    expect(rates.map((r) => r.amountCents)).toEqual(
      [...rates.map((r) => r.amountCents)].sort((x, y) => x - y),
    );
    expect(rates[0]!.isSuggested).toBe(true);
    const pick = (await call('GET', `/warehouse/orders/-/pick-list?ids=${o.id}`, ops)).json();
    expect(pick.picks).toEqual([expect.objectContaining({ bin: 'B-02-1', sku: 'SHIP-1', quantity: 2 })]);
    expect((await call('GET', '/warehouse/orders/-/pick-list?ids=abc', ops)).statusCode).toBe(400);

    const noKey = await call('POST', `/warehouse/orders/${o.id}/labels`, ops, { rateId: rates[0]!.id });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);
    const keyed = { ...ops, 'idempotency-key': `k-${o.id}` };
    const [first, retry] = await Promise.all([
      call('POST', `/warehouse/orders/${o.id}/labels`, keyed, { rateId: rates[0]!.id }),
      call('POST', `/warehouse/orders/${o.id}/labels`, keyed, { rateId: rates[0]!.id }),
    ]);
    const ok = [first, retry].filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of [first, retry]) expect([200, 409]).toContain(r.statusCode);
    const again = await call('POST', `/warehouse/orders/${o.id}/labels`, keyed, { rateId: rates[0]!.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().trackingNumber).toBe(ok[0]!.json().trackingNumber);
    expect(await db.select().from(shipments).where(eq(shipments.orderId, o.id))).toHaveLength(1);

    const [order] = await db.select().from(salesOrders).where(eq(salesOrders.id, o.id));
    expect(order).toMatchObject({ processingStatus: 'FINISHED', fulfillmentLevel: 'FULFILLED' });
    const [line] = await db.select().from(salesOrderLines).where(eq(salesOrderLines.orderId, o.id));
    expect(line).toMatchObject({ fulfilledQty: 2, allocatedQty: 0 });
    expect((await inventoryCounts(db, founder.storeId, ['SHIP-1']))[0]).toMatchObject({
      onHand: 3,
      committed: 0,
    });

    const assetId = again.json().labelAssetId as string;
    const pdf = await call('GET', `/warehouse/attachments/-/download?assetId=${assetId}`, ops);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', '/warehouse/attachments/-/download?assetId=../x', ops)).statusCode).toBe(400);
    expect(
      (await call('GET', '/warehouse/attachments/-/download?assetId=label-999999', ops)).statusCode,
    ).toBe(404);
    const own = await call('GET', `/web/orders/${o.id}/shipments/${again.json().id}/label`, founder.auth);
    expect(own.statusCode).toBe(200);
    expect(
      (await call('GET', `/web/orders/${o.id}/shipments/${again.json().id}/label`, other.auth)).statusCode,
    ).toBe(404);
    expect((await call('POST', `/warehouse/orders/${o.id}/finish`, ops)).json()).toEqual({
      processingStatus: 'FINISHED',
    });
  });

  it('answers 400s naming the field for a bad pack, rate or hold', async () => {
    await stockSku(db, founder.storeId, 'BAD-1', 5);
    const o = await createOrder(db, founder.storeId, [{ sku: 'BAD-1', quantity: 1 }]);
    await call('POST', `/warehouse/orders/${o.id}/allocate`, ops);
    const box = await call('POST', `/warehouse/orders/${o.id}/pack`, ops, { box: 'CRATE', weightOz: 5 });
    expect(box.statusCode).toBe(400);
    expect(box.body).toMatch(/box/);
    const weight = await call('POST', `/warehouse/orders/${o.id}/pack`, ops, {
      box: 'BOX_6X6X6',
      weightOz: 0,
    });
    expect(weight.statusCode).toBe(400);
    expect(weight.body).toMatch(/weightOz/);
    const tooMany = await call('POST', `/warehouse/orders/${o.id}/pack`, ops, {
      box: 'BOX_6X6X6',
      weightOz: 5,
      lines: [{ lineId: 999999, quantity: 1 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await call('GET', `/warehouse/orders/${o.id}/rates`, ops)).statusCode).toBe(409);
    expect((await call('POST', `/warehouse/orders/${o.id}/hold`, ops, { reason: 'NOPE' })).statusCode).toBe(
      400,
    );
    const held = await call('POST', `/warehouse/orders/${o.id}/hold`, ops, {
      reason: 'ADDRESS_PROBLEM',
      note: 'No unit number',
    });
    expect(held.json()).toEqual({ processingStatus: 'ON_HOLD' });
    expect((await inventoryCounts(db, founder.storeId, ['BAD-1']))[0]).toMatchObject({ committed: 0 });
    expect((await call('POST', `/warehouse/orders/${o.id}/allocate`, ops)).statusCode).toBe(409);
  });

  it('recreates a label before the carrier has it, and refuses once it is in transit', async () => {
    await stockSku(db, founder.storeId, 'RE-1', 5);
    const o = await createOrder(db, founder.storeId, [{ sku: 'RE-1', quantity: 1 }]);
    const rates = await packAndRate(o.id);
    const bought = (
      await call(
        'POST',
        `/warehouse/orders/${o.id}/labels`,
        { ...ops, 'idempotency-key': 're-1' },
        { rateId: rates[0]!.id },
      )
    ).json();
    expect(
      (await call('POST', `/web/orders/${o.id}/shipments/recreate`, other.auth, { shipmentId: bought.id }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `/web/orders/${o.id}/shipments/recreate`, founder.auth, {})).statusCode).toBe(
      400,
    );
    const re = await call('POST', `/web/orders/${o.id}/shipments/recreate`, founder.auth, {
      shipmentId: bought.id,
    });
    expect(re.statusCode).toBe(200);
    expect(re.json().trackingNumber).not.toBe(bought.trackingNumber);
    const list = (await call('GET', `/web/orders/${o.id}/shipments`, founder.auth)).json() as {
      id: number;
      voidedAt: string | null;
    }[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.id === bought.id)!.voidedAt).not.toBeNull();
    expect((await inventoryCounts(db, founder.storeId, ['RE-1']))[0]).toMatchObject({ onHand: 4 });
    expect(
      (await call('POST', `/web/orders/${o.id}/shipments/recreate`, founder.auth, { shipmentId: bought.id }))
        .statusCode,
    ).toBe(409);
    await db.update(shipments).set({ trackingStatus: 'IN_TRANSIT' }).where(eq(shipments.id, re.json().id));
    const refused = await call('POST', `/web/orders/${o.id}/shipments/recreate`, founder.auth, {
      shipmentId: re.json().id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/carrier already has/);
  });
});
