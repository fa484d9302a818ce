import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { creatorOrderItems, salesOrderLines, salesOrders } from '../../db/schema/orders';
import { createItem } from '../../test/catalog-factories';
import { givePlan } from '../../test/give-plan';
import {
  type CallArgs,
  callApi,
  createTestApp,
  loginAs,
  registerStore,
  type TestApp,
} from '../../test/test-app';
import { hashPassword } from '../auth/service';
import { ensureSkus, ledgerTotals, moveStock } from '../inventory/ledger';
import { commitMoves } from './inbound';

let t: TestApp;
let db: Database;
type Who = { auth: Record<string, string>; storeId: number | null; userId: number };
let a: Who;
let b: Who;
let ops: Who;
let supplier: Who;
const call = (...args: CallArgs) => callApi(t, ...args);
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.deps.db;
  a = await registerStore(t, 'Receiving Store A');
  b = await registerStore(t, 'Receiving Store B');
  await givePlan(t, a.storeId!, 'TIER_2');
  await givePlan(t, b.storeId!, 'TIER_2');
  const passwordHash = await hashPassword('quarry-demo');
  await db.insert(users).values([
    { email: 'ops-test@quarry.test', passwordHash, role: 'WAREHOUSE_STAFF' },
    { email: 'supplier-test@quarry.test', passwordHash, role: 'SUPPLIER' },
  ]);
  ops = await loginAs(t, 'ops-test@quarry.test');
  supplier = await loginAs(t, 'supplier-test@quarry.test');
});
afterAll(async () => t?.close());

let n = 0;
/** A paid INVENTORY order item of the store (what checkout leaves behind). */
async function paidItem(
  storeId: number,
  sku: string,
  quantity = 100,
  orderType: 'INVENTORY' | 'SAMPLES' = 'INVENTORY',
) {
  const item = await createItem(db);
  const [row] = await db
    .insert(creatorOrderItems)
    .values({
      storeId,
      companyId: item.companyId,
      catalogItemId: item.id,
      orderType,
      orderSource: 'SUPPLIER',
      status: 'IN_PRODUCTION',
      feeKind: 'PRODUCT',
      shippingMode: 'QUARRY_SHIPPING',
      title: `Tote ${++n}`,
      sku,
      variant: 'Default Title',
      quantity,
      unitPriceCents: 450,
      paymentId: 9000 + n,
      purchasedAt: new Date(),
    })
    .returning();
  return row!;
}

async function offPlatform(who: Who, lines: { sku: string; title?: string; quantity: number }[]) {
  const res = await call('POST', '/web/receivings', who.auth, {
    source: 'OFF_PLATFORM',
    supplierName: 'Acme Mills',
    lines,
    cartons: 2,
    expectedDate: today,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const counts = async (who: Who, skus: string) =>
  (await call('GET', `/web/orders/-/inventory-counts?skus=${skus}`, who.auth)).json();

describe('receiving arithmetic', () => {
  it('commits good and damaged units without taking INBOUND below what is still expected', () => {
    const base = { expectedQty: 10, committedQty: 0, damagedCommittedQty: 0 };
    expect(commitMoves({ ...base, receivedQty: 8, damagedQty: 1 })).toEqual({
      good: 8,
      damaged: 1,
      goodFromInbound: 8,
      damagedFromInbound: 1,
    });
    // Over-receipt: 12 good of 10 expected — 10 leave INBOUND, 12 enter ON_HAND.
    expect(commitMoves({ ...base, receivedQty: 12, damagedQty: 0 })).toMatchObject({
      good: 12,
      goodFromInbound: 10,
    });
    // A second commit after 8 were committed: 2 more expected, 4 more counted.
    expect(
      commitMoves({
        expectedQty: 10,
        committedQty: 8,
        damagedCommittedQty: 0,
        receivedQty: 12,
        damagedQty: 0,
      }),
    ).toMatchObject({ good: 4, goodFromInbound: 2 });
  });
});

describe('founder receivings', () => {
  it('sends paid inventory items once, with INBOUND and storedAtFbp kept with the receiving', async () => {
    const item = await paidItem(a.storeId!, 'TOTE-NAT', 100);
    const sample = await paidItem(a.storeId!, 'SAMPLE-1', 1, 'SAMPLES');
    const sendable = (await call('GET', '/web/receivings/-/sendable-items', a.auth)).json();
    expect(sendable.map((s: { orderItemId: number }) => s.orderItemId)).toContain(item.id);
    expect(sendable.map((s: { orderItemId: number }) => s.orderItemId)).not.toContain(sample.id);
    const bad = await call('POST', '/web/receivings', a.auth, {
      source: 'ORDER',
      items: [{ orderItemId: item.id, quantity: 0 }],
      cartons: 1,
      expectedDate: today,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('quantity');
    const noSample = await call('POST', '/web/receivings', a.auth, {
      source: 'ORDER',
      items: [{ orderItemId: sample.id, quantity: 1 }],
      cartons: 1,
      expectedDate: today,
    });
    expect(noSample.statusCode).toBe(404);
    const res = await call('POST', '/web/receivings', a.auth, {
      source: 'ORDER',
      items: [{ orderItemId: item.id, quantity: 100 }],
      cartons: 3,
      packageType: 'PARCEL',
      carrier: 'UPS',
      trackingNumber: '1Z1',
      expectedDate: today,
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      source: 'ORDER',
      inboundStatus: 'IN_QUEUE',
      inboundStatusLabel: 'In queue',
      receivingLevel: 'NONE',
      outcome: null,
      expectedUnits: 100,
      lines: [{ sku: 'TOTE-NAT', expectedQty: 100, variantLabel: '—' }],
    });
    expect(await counts(a, 'TOTE-NAT')).toEqual([
      expect.objectContaining({ sku: 'TOTE-NAT', inbound: 100, onHand: 0, stockStatus: 'OUT_OF_STOCK' }),
    ]);
    const [flag] = await db.select().from(creatorOrderItems).where(eq(creatorOrderItems.id, item.id));
    expect(flag!.storedAtFbp).toBe(true);
    // Sent twice → 409; the flag cannot be turned off while the receiving stands.
    const twice = await call('POST', '/web/receivings', a.auth, {
      source: 'ORDER',
      items: [{ orderItemId: item.id, quantity: 100 }],
      cartons: 1,
      expectedDate: today,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain(r.sn);
    const off = await call('PUT', `/web/creator-order-items/${item.id}/update-stored-at-fbp`, a.auth, {
      storedAtFbp: false,
    });
    expect(off.statusCode).toBe(409);
    // Mark as shipped; an impossible move is a 409.
    const shipped = await call('PUT', `/web/receivings/${r.sn}`, a.auth, {
      inboundStatus: 'NOT_YET_DELIVERED',
      trackingNumber: '1Z2',
    });
    expect(shipped.json()).toMatchObject({ inboundStatus: 'NOT_YET_DELIVERED', trackingNumber: '1Z2' });
    const back = await call('PUT', `/web/receivings/${r.sn}`, a.auth, { inboundStatus: 'NOT_YET_SHIPPED' });
    expect(back.statusCode).toBe(409);
    // Cancel: INBOUND reversed, the item can be sent again and its flag is off.
    const canceled = await call('POST', `/web/receivings/${r.sn}/cancel`, a.auth);
    expect(canceled.json()).toMatchObject({ canceled: true });
    expect((await counts(a, 'TOTE-NAT'))[0].inbound).toBe(0);
    const [after] = await db.select().from(creatorOrderItems).where(eq(creatorOrderItems.id, item.id));
    expect(after!.storedAtFbp).toBe(false);
    expect(
      (await call('GET', '/web/receivings/-/sendable-items', a.auth))
        .json()
        .map((s: { orderItemId: number }) => s.orderItemId),
    ).toContain(item.id);
    expect((await call('GET', '/web/receivings?status=CANCELED', a.auth)).json().total).toBe(1);
  });

  it('takes off-platform lines by SKU, naming a new SKU without a title', async () => {
    const res = await call('POST', '/web/receivings', a.auth, {
      source: 'OFF_PLATFORM',
      supplierName: 'Acme',
      lines: [{ sku: 'NEW-SKU', quantity: 5 }],
      cartons: 1,
      expectedDate: today,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'lines.0.title' })]);
    const noDate = await call('POST', '/web/receivings', a.auth, {
      source: 'OFF_PLATFORM',
      supplierName: 'Acme',
      lines: [{ sku: 'NEW-SKU', title: 'New', quantity: 5 }],
      cartons: 1,
      expectedDate: 'tomorrow',
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.body).toContain('expectedDate');
    const ok = await offPlatform(a, [{ sku: 'NEW-SKU', title: 'New thing', quantity: 5 }]);
    expect(ok).toMatchObject({ supplierName: 'Acme Mills', lines: [{ sku: 'NEW-SKU', title: 'New thing' }] });
  });
});

describe('warehouse inbound', () => {
  it('checks in, counts short and over, puts away, commits, releases holds and closes PARTIAL', async () => {
    const r = await offPlatform(a, [
      { sku: 'WH-A', title: 'Widget A', quantity: 10 },
      { sku: 'WH-B', title: 'Widget B', quantity: 4 },
    ]);
    // An order on hold for WH-A waits for this receiving.
    const [o] = await db
      .insert(salesOrders)
      .values({
        storeId: a.storeId!,
        orderNumber: 'HOLD-1',
        origin: 'MANUAL_RETAIL',
        totalCents: 1000,
        customerName: 'Ada',
        processingStatus: 'ON_HOLD',
        holdReason: 'OUT_OF_STOCK',
      })
      .returning();
    await db.insert(salesOrderLines).values({
      orderId: o!.id,
      storeId: a.storeId!,
      sku: 'WH-A',
      title: 'Widget A',
      quantity: 3,
      unitPriceCents: 500,
    });

    const queue = (await call('GET', '/warehouse/receivings', ops.auth)).json();
    expect(queue.find((q: { sn: string }) => q.sn === r.sn)).toMatchObject({
      storeName: 'Receiving Store A',
    });
    const [lineA, lineB] = r.lines;
    const early = await call('PUT', `/warehouse/receivings/${r.sn}/lines/${lineA.id}`, ops.auth, {
      receivedQty: 1,
    });
    expect(early.statusCode).toBe(409);
    const checked = (
      await call('POST', `/warehouse/receivings/${r.sn}/check-in`, ops.auth, { cartons: 2 })
    ).json();
    expect(checked).toMatchObject({
      inboundStatus: 'RECEIVED_BY_PIETRA',
      inboundStatusLabel: 'Received by Quarry',
      cartonsCheckedIn: 2,
    });
    expect(
      (await call('POST', `/warehouse/receivings/${r.sn}/check-in`, ops.auth, { cartons: 2 })).statusCode,
    ).toBe(409);
    // Counts: A short (7 good + 1 damaged of 10), B over (6 of 4); a bad bin is a 400 naming it.
    const badBin = await call('PUT', `/warehouse/receivings/${r.sn}/lines/${lineA.id}`, ops.auth, {
      receivedQty: 7,
      bin: 'Z-99-9',
    });
    expect(badBin.statusCode).toBe(400);
    expect(badBin.json().details[0].path).toBe('bin');
    const neg = await call('PUT', `/warehouse/receivings/${r.sn}/lines/${lineA.id}`, ops.auth, {
      receivedQty: -1,
    });
    expect(neg.statusCode).toBe(400);
    const countedA = (
      await call('PUT', `/warehouse/receivings/${r.sn}/lines/${lineA.id}`, ops.auth, {
        receivedQty: 7,
        damagedQty: 1,
        bin: 'a-01-1',
      })
    ).json();
    expect(countedA.lines[0]).toMatchObject({ discrepancy: -2, bin: 'A-01-1' });
    expect(countedA.receivingLevel).toBe('PARTIAL');
    const noBin = await call('PUT', `/warehouse/receivings/${r.sn}/lines/${lineB.id}`, ops.auth, {
      receivedQty: 6,
    });
    expect(noBin.json().lines[1].discrepancy).toBe(2);
    expect(
      (await call('POST', `/warehouse/receivings/${r.sn}/lines/${lineB.id}/commit`, ops.auth, {})).statusCode,
    ).toBe(400);
    await call('PUT', `/warehouse/receivings/${r.sn}/lines/${lineB.id}`, ops.auth, {
      receivedQty: 6,
      bin: 'A-01-2',
    });
    // Closing with uncommitted counts is refused.
    expect((await call('POST', `/warehouse/receivings/${r.sn}/close`, ops.auth, {})).statusCode).toBe(409);
    const committed = await call('POST', `/warehouse/receivings/${r.sn}/lines/${lineA.id}/commit`, ops.auth, {
      expectedCommitted: 0,
    });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json().releasedOrderIds).toEqual([o!.id]);
    const [released] = await db.select().from(salesOrders).where(eq(salesOrders.id, o!.id));
    expect(released!.processingStatus).not.toBe('ON_HOLD');
    expect(released!.holdReason).toBeNull();
    // A stale second commit of the same line → 409.
    const stale = await call('POST', `/warehouse/receivings/${r.sn}/lines/${lineA.id}/commit`, ops.auth, {
      expectedCommitted: 0,
    });
    expect(stale.statusCode).toBe(409);
    await call('POST', `/warehouse/receivings/${r.sn}/lines/${lineB.id}/commit`, ops.auth, {});
    const [ca, cb] = await counts(a, 'WH-A,WH-B');
    expect(ca).toMatchObject({ onHand: 7, committed: 3, fulfillable: 4, inbound: 2, damaged: 1 });
    expect(cb).toMatchObject({ onHand: 6, inbound: 0 });
    const closed = (
      await call('POST', `/warehouse/receivings/${r.sn}/close`, ops.auth, { note: 'Two never came' })
    ).json();
    expect(closed).toMatchObject({ receivingLevel: 'PARTIAL', outcome: 'STORED_AT_FBP' });
    expect(closed.closedAt).not.toBeNull();
    expect((await counts(a, 'WH-A'))[0].inbound).toBe(0);
    // The ledger sums to the counters.
    const skuA =
      ca.sku === 'WH-A'
        ? (await call('GET', '/web/inventory?q=WH-A', a.auth)).json().products[0].skus[0]
        : null;
    expect(await ledgerTotals(db, a.storeId!, skuA.id)).toEqual({
      ON_HAND: 7,
      COMMITTED: 3,
      INBOUND: 0,
      DAMAGED: 1,
    });
    expect(skuA.bins).toEqual([{ code: 'A-01-1', quantity: 7 }]);
    // The founder sees it closed PARTIAL with the short line; the ledger names the warehouse.
    const seen = (await call('GET', `/web/receivings/${r.sn}`, a.auth)).json();
    expect(seen.lines[0].discrepancy).toBe(-2);
    const detail = (await call('GET', `/web/inventory/skus/${skuA.id}`, a.auth)).json();
    expect(detail.ledger[0]).toMatchObject({
      reason: 'ASN_CLOSED',
      delta: -2,
      actor: 'Warehouse',
      refId: r.sn,
    });
    expect((await call('POST', `/warehouse/receivings/${r.sn}/close`, ops.auth, {})).statusCode).toBe(409);
  });

  it('closes RECEIVED when every line is counted in full', async () => {
    const r = await offPlatform(a, [{ sku: 'WH-FULL', title: 'Full', quantity: 3 }]);
    await call('POST', `/warehouse/receivings/${r.sn}/check-in`, ops.auth, { cartons: 1 });
    expect((await call('POST', `/warehouse/receivings/${r.sn}/close`, ops.auth, {})).statusCode).toBe(409);
    await call('PUT', `/warehouse/receivings/${r.sn}/lines/${r.lines[0].id}`, ops.auth, {
      receivedQty: 3,
      bin: 'B-01-1',
    });
    await call('POST', `/warehouse/receivings/${r.sn}/lines/${r.lines[0].id}/commit`, ops.auth, {});
    expect((await call('POST', `/warehouse/receivings/${r.sn}/close`, ops.auth, {})).json()).toMatchObject({
      receivingLevel: 'RECEIVED',
    });
    const founder = (await call('GET', '/web/receivings?status=CLOSED', a.auth)).json();
    expect(founder.receivings.some((x: { sn: string }) => x.sn === r.sn)).toBe(true);
  });

  it('lets one of two parallel commits of a line win; the other is a clear 409', async () => {
    const r = await offPlatform(a, [{ sku: 'WH-RACE', title: 'Race', quantity: 5 }]);
    await call('POST', `/warehouse/receivings/${r.sn}/check-in`, ops.auth, { cartons: 1 });
    await call('PUT', `/warehouse/receivings/${r.sn}/lines/${r.lines[0].id}`, ops.auth, {
      receivedQty: 5,
      bin: 'C-01-1',
    });
    const url = `/warehouse/receivings/${r.sn}/lines/${r.lines[0].id}/commit`;
    const [x, y] = await Promise.all([call('POST', url, ops.auth, {}), call('POST', url, ops.auth, {})]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect((x.statusCode === 409 ? x : y).json().message).toMatch(/Nothing left to commit/);
    expect((await counts(a, 'WH-RACE'))[0]).toMatchObject({ onHand: 5, inbound: 0 });
  });

  it('refuses founders and suppliers on warehouse routes, and staff on founder routes', async () => {
    const r = await offPlatform(a, [{ sku: 'WH-GATE', title: 'Gate', quantity: 1 }]);
    for (const who of [a, supplier]) {
      for (const [method, url, body] of [
        ['GET', '/warehouse/receivings', undefined],
        ['GET', `/warehouse/receivings/${r.sn}`, undefined],
        ['POST', `/warehouse/receivings/${r.sn}/check-in`, { cartons: 1 }],
        ['POST', `/warehouse/receivings/${r.sn}/close`, {}],
        ['POST', `/warehouse/receivings/${r.sn}/forward`, { reason: 'Unlabelled cartons' }],
        ['POST', `/warehouse/skus/${r.lines[0].skuId}/adjust`, { counted: 1, note: 'Cycle count' }],
      ] as const)
        expect([403, 404], `${method} ${url}`).toContain(
          (await call(method, url, who.auth, body)).statusCode,
        );
    }
    expect((await call('GET', '/web/receivings', ops.auth)).statusCode).toBe(403);
  });
});

describe('forwarding to the founder', () => {
  const forward = (sn: string, body: unknown) =>
    call('POST', `/warehouse/receivings/${sn}/forward`, ops.auth, body);

  it('closes a checked-in receiving unstored: INBOUND reversed, ledger says forwarded, items not at the warehouse', async () => {
    const item = await paidItem(a.storeId!, 'FWD-TOTE', 40);
    const before = await counts(a, 'FWD-TOTE');
    const created = await call('POST', '/web/receivings', a.auth, {
      source: 'ORDER',
      items: [{ orderItemId: item.id, quantity: 40 }],
      cartons: 2,
      expectedDate: today,
    });
    const r = created.json();
    expect((await counts(a, 'FWD-TOTE'))[0].inbound).toBe((before[0]?.inbound ?? 0) + 40);
    expect((await forward(r.sn, { reason: 'Not checked in' })).statusCode).toBe(409);
    await call('POST', `/warehouse/receivings/${r.sn}/check-in`, ops.auth, { cartons: 2 });
    // Counted but not committed: those units never became stock, so forwarding is still allowed.
    await call('PUT', `/warehouse/receivings/${r.sn}/lines/${r.lines[0].id}`, ops.auth, { receivedQty: 30 });
    const missing = await forward(r.sn, { trackingNumber: '1ZFWD' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].path).toBe('body.reason');
    const blank = await forward(r.sn, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('reason');
    expect((await forward(r.sn, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await forward(r.sn, { reason: 'Leaking', extra: 1 })).statusCode).toBe(400);
    expect((await forward(r.sn, { reason: 'Leak\u0000ing' })).statusCode).toBe(400);

    const res = await forward(r.sn, {
      reason: ' Leaking batteries, unsafe to store ',
      trackingNumber: '1ZFWD',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'FORWARDED_TO_CREATOR',
      receivingLevel: 'PARTIAL',
      forwardReason: 'Leaking batteries, unsafe to store',
      forwardTrackingNumber: '1ZFWD',
    });
    expect(res.json().closedAt).not.toBeNull();
    expect(res.json().timeline.at(-1).label).toContain('Leaking batteries');
    const [c] = await counts(a, 'FWD-TOTE');
    expect(c).toMatchObject({ inbound: before[0]?.inbound ?? 0, onHand: 0, damaged: 0 });
    const detail = (await call('GET', `/web/inventory/skus/${r.lines[0].skuId}`, a.auth)).json();
    expect(detail.ledger[0]).toMatchObject({
      reason: 'ASN_FORWARDED',
      bucket: 'INBOUND',
      delta: -40,
      actor: 'Warehouse',
      refId: r.sn,
    });
    expect(await ledgerTotals(db, a.storeId!, r.lines[0].skuId)).toMatchObject({ INBOUND: c.inbound });
    const [flag] = await db.select().from(creatorOrderItems).where(eq(creatorOrderItems.id, item.id));
    expect(flag!.storedAtFbp).toBe(false);
    // The flag follows the forwarded receiving: the founder cannot say it is stored again.
    const on = await call('PUT', `/web/creator-order-items/${item.id}/update-stored-at-fbp`, a.auth, {
      storedAtFbp: true,
    });
    expect(on.statusCode).toBe(409);
    expect(on.json().message).toContain('forwarded');
    // The founder sees why and how; a second forward or a close is a 409.
    expect((await call('GET', `/web/receivings/${r.sn}`, a.auth)).json()).toMatchObject({
      outcome: 'FORWARDED_TO_CREATOR',
      forwardReason: 'Leaking batteries, unsafe to store',
      forwardTrackingNumber: '1ZFWD',
    });
    expect((await forward(r.sn, { reason: 'Again' })).statusCode).toBe(409);
    expect((await call('POST', `/warehouse/receivings/${r.sn}/close`, ops.auth, {})).statusCode).toBe(409);
  });

  it('forwards unopened cartons as NONE, without a tracking number', async () => {
    const r = await offPlatform(a, [{ sku: 'FWD-BOX', title: 'Box', quantity: 6 }]);
    await call('POST', `/warehouse/receivings/${r.sn}/check-in`, ops.auth, { cartons: 2 });
    const res = await forward(r.sn, { reason: 'No labels on the cartons' });
    expect(res.json()).toMatchObject({
      outcome: 'FORWARDED_TO_CREATOR',
      receivingLevel: 'NONE',
      forwardTrackingNumber: null,
    });
    expect((await counts(a, 'FWD-BOX'))[0]).toMatchObject({ inbound: 0, onHand: 0 });
  });

  it('refuses once units of the receiving are in stock: close it as stored', async () => {
    const r = await offPlatform(a, [
      { sku: 'FWD-C1', title: 'One', quantity: 5 },
      { sku: 'FWD-C2', title: 'Two', quantity: 5 },
    ]);
    await call('POST', `/warehouse/receivings/${r.sn}/check-in`, ops.auth, { cartons: 2 });
    await call('PUT', `/warehouse/receivings/${r.sn}/lines/${r.lines[1].id}`, ops.auth, {
      receivedQty: 0,
      damagedQty: 2,
    });
    await call('POST', `/warehouse/receivings/${r.sn}/lines/${r.lines[1].id}/commit`, ops.auth, {});
    const res = await forward(r.sn, { reason: 'Changed our mind' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already in stock; close it as stored/);
    const [c1, c2] = await counts(a, 'FWD-C1,FWD-C2');
    expect(c1).toMatchObject({ inbound: 5 });
    expect(c2).toMatchObject({ inbound: 3, damaged: 2 });
    expect((await call('GET', `/warehouse/receivings/${r.sn}`, ops.auth)).json().outcome).toBeNull();
  });
});

describe('cross-tenant and inventory', () => {
  it("answers 404 for another store's receiving and SKU", async () => {
    const r = await offPlatform(a, [{ sku: 'XT-1', title: 'Cross', quantity: 2 }]);
    for (const [method, url, body] of [
      ['GET', `/web/receivings/${r.sn}`, undefined],
      ['PUT', `/web/receivings/${r.sn}`, { cartons: 4 }],
      ['POST', `/web/receivings/${r.sn}/cancel`, undefined],
      ['GET', `/web/inventory/skus/${r.lines[0].skuId}`, undefined],
      ['PUT', `/web/inventory/skus/${r.lines[0].skuId}`, { lowStockThreshold: 1 }],
    ] as const)
      expect((await call(method, url, b.auth, body)).statusCode, `${method} ${url}`).toBe(404);
    expect(await counts(b, 'XT-1')).toEqual([]);
    expect(
      (await call('GET', '/web/receivings', b.auth))
        .json()
        .receivings.some((x: { sn: string }) => x.sn === r.sn),
    ).toBe(false);
  });

  it('lists, searches and filters products; adds by hand and from a catalog product; 409 on a duplicate SKU', async () => {
    const made = await call('POST', '/web/inventory/products', b.auth, {
      title: 'Linen Apron',
      variants: [
        { sku: 'APRON-S', variantTitle: 'S', priceCents: 2400, weightOz: 9 },
        { sku: 'APRON-M', variantTitle: 'M', priceCents: 2400 },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().skus.map((s: { sku: string }) => s.sku)).toEqual(['APRON-S', 'APRON-M']);
    const dup = await call('POST', '/web/inventory/products', b.auth, {
      title: 'Again',
      variants: [{ sku: 'APRON-S' }],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('APRON-S');
    expect(
      (await call('POST', '/web/inventory/products', b.auth, { title: '', variants: [] })).statusCode,
    ).toBe(400);
    const item = await createItem(db, { colorOptions: 'Natural|#f5f0e1|default;Black|#000|default' });
    const fromCatalog = await call('POST', '/web/inventory/products', b.auth, {
      catalogItemId: item.id,
      skuPrefix: 'TOTE',
    });
    expect(fromCatalog.json()).toMatchObject({
      source: 'CATALOG_ITEM',
      catalogItemId: item.id,
      skus: [{ sku: 'TOTE-NATURAL', variantLabel: 'Natural' }, { sku: 'TOTE-BLACK' }],
    });
    expect(
      (await call('POST', '/web/inventory/products', b.auth, { catalogItemId: 99999999 })).statusCode,
    ).toBe(404);
    // Stock for one SKU: in stock and low (threshold 10).
    const skuS = made.json().skus[0];
    await db.transaction((tx) =>
      moveStock(tx, b.storeId!, [{ skuId: skuS.id, bucket: 'ON_HAND', delta: 4 }], {
        reason: 'ADJUSTMENT',
        refType: 'MANUAL',
        refId: null,
        actorUserId: null,
      }),
    );
    const list = (await call('GET', '/web/inventory?q=apron', b.auth)).json();
    expect(list.total).toBe(1);
    expect(list.products[0].skus[0]).toMatchObject({
      sku: 'APRON-S',
      stockStatus: 'IN_STOCK',
      lowStock: true,
    });
    expect((await call('GET', '/web/inventory?filter=LOW_STOCK', b.auth)).json().total).toBe(1);
    expect((await call('GET', '/web/inventory?filter=OUT_OF_STOCK', b.auth)).json().total).toBe(2);
    expect((await call('GET', '/web/inventory?filter=NOPE', b.auth)).statusCode).toBe(400);
    const upd = await call('PUT', `/web/inventory/skus/${skuS.id}`, b.auth, {
      lowStockThreshold: 2,
      barcode: '0123',
    });
    expect(upd.json()).toMatchObject({ lowStockThreshold: 2, lowStock: false, barcode: '0123' });
    expect(
      (await call('PUT', `/web/inventory/skus/${skuS.id}`, b.auth, { lowStockThreshold: -1 })).statusCode,
    ).toBe(400);
    // inventory-counts: unknown codes absent, more than 200 refused.
    expect((await counts(b, 'APRON-S,NOPE')).map((c: { sku: string }) => c.sku)).toEqual(['APRON-S']);
    const many = Array.from({ length: 201 }, (_, i) => `S${i}`).join(',');
    expect((await call('GET', `/web/orders/-/inventory-counts?skus=${many}`, b.auth)).statusCode).toBe(400);
    // The warehouse's cycle count.
    const adj = await call('POST', `/warehouse/skus/${skuS.id}/adjust`, ops.auth, {
      counted: 3,
      note: 'Cycle count',
    });
    expect(adj.json()).toMatchObject({ onHand: 3, storeName: 'Receiving Store B' });
    expect(
      (await call('POST', `/warehouse/skus/${skuS.id}/adjust`, ops.auth, { counted: 3, note: '' }))
        .statusCode,
    ).toBe(400);
    const ledger = (await call('GET', `/web/inventory/skus/${skuS.id}?size=1`, b.auth)).json();
    expect(ledger.ledger).toEqual([
      expect.objectContaining({ reason: 'ADJUSTMENT', delta: -1, actor: 'Warehouse' }),
    ]);
    expect(ledger.nextBefore).not.toBeNull();
    const older = (
      await call('GET', `/web/inventory/skus/${skuS.id}?size=1&before=${ledger.nextBefore}`, b.auth)
    ).json();
    expect(older.ledger[0]).toMatchObject({ reason: 'ADJUSTMENT', delta: 4, actor: 'Quarry' });
  });

  it('keeps unused ensureSkus rows idempotent', async () => {
    const x = await db.transaction((tx) =>
      ensureSkus(tx, b.storeId!, [{ sku: 'APRON-S', title: 'Other', source: 'MANUAL' }]),
    );
    expect(x.get('APRON-S')!.sku).toBe('APRON-S');
  });
});
