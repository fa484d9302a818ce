import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouseSkus } from '../../db/schema/inventory';
import { salesOrderLines } from '../../db/schema/orders';
import { seedDemoSkus, writeHistoryStock, writeOrderHistory } from '../../db/seed/demo-fulfilment';
import { generateOrderHistory } from '../../db/seed/demo-order-history';
import { givePlan } from '../../test/give-plan';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { runImportTask } from './import-task';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
const call = (...args: CallArgs) => callApi(t, ...args);
const ADDRESS = {
  name: 'Jamie Rivera',
  line1: '200 Fayetteville St',
  city: 'Raleigh',
  state: 'NC',
  postalCode: '27601',
  countryCode: 'US',
};
let key = 0;
const create = (auth: Record<string, string>, body: object, kind = 'manual-retail') =>
  t.app.inject({
    method: 'POST',
    url: `/rest/main/web/orders/${kind}`,
    headers: { ...auth, 'idempotency-key': `k-${++key}` },
    payload: body,
  });
const retail = (over: object = {}) => ({
  customerName: 'Jamie Rivera',
  customerEmail: 'jamie@example.com',
  shippingAddress: ADDRESS,
  lines: [{ sku: 'QT-TEE-M', quantity: 2, unitPriceCents: 2800, discountCents: 200, taxCents: 100 }],
  tags: ['vip'],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Orders Store A');
  b = await registerStore(t, 'Orders Store B');
  await givePlan(t, a.storeId, 'TIER_2');
  await givePlan(t, b.storeId, 'TIER_2');
  const now = new Date();
  await t.deps.db.transaction(async (tx) => {
    const skus = await seedDemoSkus(tx, a.storeId);
    const orders = generateOrderHistory({ count: 120, now, seed: 7 });
    await writeHistoryStock(tx, a.storeId, skus, orders);
    await writeOrderHistory(tx, a.storeId, orders);
  });
});
afterAll(async () => t?.close());

describe('list, counts, detail', () => {
  it('lists a tab with counts that agree, searches, filters and sorts', async () => {
    const counts = (await call('GET', '/web/orders/action/tab-counts', a.auth)).json();
    expect(counts.ALL).toBe(120);
    expect(counts.RETURNS).toBe(0);
    expect(counts.OUTSTANDING + counts.PROCESSING + counts.ON_HOLD + counts.FULFILLED + counts.CANCELED).toBe(
      120,
    );
    for (const tab of ['FULFILLED', 'PROCESSING', 'CANCELED']) {
      const list = await call('GET', `/web/orders?tab=${tab}&size=200`, a.auth);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveLength(counts[tab]);
      const c = await call('GET', `/web/orders/action/count?tab=${tab}`, a.auth);
      expect(c.json().count).toBe(counts[tab]);
    }
    const byTotal = (await call('GET', '/web/orders?sort=-total&size=5', a.auth)).json();
    expect(byTotal.map((o: { totalCents: number }) => o.totalCents)).toEqual(
      [...byTotal.map((o: { totalCents: number }) => o.totalCents)].sort((x, y) => y - x),
    );
    const first = byTotal[0];
    const found = (
      await call('GET', `/web/orders?search=${encodeURIComponent(first.orderNumber)}`, a.auth)
    ).json();
    expect(found.map((o: { id: number }) => o.id)).toContain(first.id);
    const sku = (await call('GET', '/web/orders?sku=QT-MUG&size=200', a.auth)).json();
    const detail = (await call('GET', `/web/orders/${sku[0].id}`, a.auth)).json();
    expect(detail.lines.map((l: { sku: string }) => l.sku)).toContain('QT-MUG');
    const origin = (await call('GET', '/web/orders?origin=IMPORT&size=200', a.auth)).json();
    expect(origin.every((o: { origin: string }) => o.origin === 'IMPORT')).toBe(true);
    const us = (await call('GET', '/web/orders?country=us&from=2000-01-01&size=5', a.auth)).json();
    expect(us.every((o: { countryCode: string }) => o.countryCode === 'US')).toBe(true);
  });

  it("shows each listed order's own units: the sum of its lines", async () => {
    const page = (await call('GET', '/web/orders?size=20&sort=-total', a.auth)).json() as {
      id: number;
      units: number;
    }[];
    expect(page.length).toBe(20);
    const lines = await t.deps.db
      .select({ orderId: salesOrderLines.orderId, quantity: salesOrderLines.quantity })
      .from(salesOrderLines)
      .where(eq(salesOrderLines.storeId, a.storeId));
    for (const o of page) {
      const own = lines.filter((l) => l.orderId === o.id).reduce((n, l) => n + l.quantity, 0);
      expect(own, `order ${o.id}`).toBeGreaterThan(0);
      expect(o.units, `order ${o.id}`).toBe(own);
    }
  });

  it('answers 400 naming the field for a bad sort, tab, date or unknown parameter', async () => {
    for (const [q, field] of [
      ['sort=-password', 'sort'],
      ['tab=LOST', 'tab'],
      ['from=yesterday', 'from'],
      ['size=1000', 'size'],
      ['colour=red', ''],
    ] as const) {
      const res = await call('GET', `/web/orders?${q}`, a.auth);
      expect(res.statusCode, q).toBe(400);
      if (field) expect(JSON.stringify(res.json().details)).toContain(field);
    }
  });

  it('shows a finished order with its shipments and tracking events, and the header figures', async () => {
    const [done] = (await call('GET', '/web/orders?tab=FULFILLED&size=1', a.auth)).json();
    const d = (await call('GET', `/web/orders/${done.id}`, a.auth)).json();
    expect(d.isEditable).toBe(false);
    expect(d.shipments.length).toBeGreaterThan(0);
    expect(d.shipments[0].events.map((e: { status: string }) => e.status)).toContain('IN_TRANSIT');
    // A demo shipment's number is one a shopper can track on /track-order.
    const tracked = await call('GET', `/track-order?trackingNumber=${d.shipments[0].trackingNumber}`);
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().orderNumber).toBe(d.orderNumber);
    const history = (await call('GET', `/web/orders/${done.id}/op-status-history`, a.auth)).json();
    expect(history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'OUTSTANDING',
      'PROCESSING',
      'FINISHED',
    ]);
    const info = (await call('GET', '/web/orders/action/sale-info', a.auth)).json();
    expect(info.last30Days.orders).toBeGreaterThan(0);
    expect(info.last30Days.salesCents).toBeGreaterThan(info.last7Days.salesCents - 1);
    const origins = (await call('GET', '/web/orders/action/order-origins', a.auth)).json();
    expect(origins).toHaveLength(6);
    expect(origins.find((o: { origin: string }) => o.origin === 'SHOPIFY_PLATFORM').label).toBe(
      'Quarry Shop',
    );
  });

  it('keeps committed counters equal to the allocated units of the history', async () => {
    const lines = await t.deps.db
      .select()
      .from(salesOrderLines)
      .where(eq(salesOrderLines.storeId, a.storeId));
    const skus = await t.deps.db.select().from(warehouseSkus).where(eq(warehouseSkus.storeId, a.storeId));
    for (const s of skus) {
      const allocated = lines.filter((l) => l.sku === s.sku).reduce((n, l) => n + l.allocatedQty, 0);
      expect(s.committed, s.sku).toBe(allocated);
    }
  });

  it("answers 404 for another store's order and its edits", async () => {
    const [o] = (await call('GET', '/web/orders?size=1', a.auth)).json();
    expect((await call('GET', `/web/orders/${o.id}`, b.auth)).statusCode).toBe(404);
    expect((await call('GET', `/web/orders/${o.id}/op-status-history`, b.auth)).statusCode).toBe(404);
    expect((await call('PUT', `/web/orders/${o.id}/notes`, b.auth, { notes: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/web/orders/action/tab-counts', b.auth)).json().ALL).toBe(0);
  });
});

describe('manual orders and edits', () => {
  it('creates a retail order with a readable number, replays the same key, refuses bad input', async () => {
    const res = await create(a.auth, retail());
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.orderNumber).toMatch(/^#\d{4,}$/);
    expect(o.origin).toBe('MANUAL_RETAIL');
    expect(o.totalCents).toBe(2 * 2800 - 200 + 100);
    expect(o.lines[0].title).toBe('Organic Cotton Tee');
    const again = await t.app.inject({
      method: 'POST',
      url: '/rest/main/web/orders/manual-retail',
      headers: { ...a.auth, 'idempotency-key': `k-${key}` },
      payload: retail(),
    });
    expect(again.json().id).toBe(o.id);
    const next = (await create(a.auth, retail())).json();
    expect(Number(next.orderNumber.slice(1))).toBe(Number(o.orderNumber.slice(1)) + 1);

    const unknown = await create(
      a.auth,
      retail({ lines: [{ sku: 'NOPE', quantity: 1, unitPriceCents: 1 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].path).toBe('lines.0.sku');
    const extra = await create(a.auth, retail({ admin: true }));
    expect(extra.statusCode).toBe(400);
    const noKey = await call('POST', '/web/orders/manual-retail', a.auth, retail());
    expect(noKey.statusCode).toBe(400);
    const badAddress = await create(a.auth, retail({ shippingAddress: { ...ADDRESS, postalCode: '9' } }));
    expect(badAddress.statusCode).toBe(400);
    expect(JSON.stringify(badAddress.json().details)).toContain('shippingAddress.postalCode');
    const otherSku = await create(b.auth, retail());
    expect(otherSku.statusCode).toBe(400);
  });

  it('edits an outstanding order, holds and releases it, then locks it from PROCESSING on', async () => {
    const o = (
      await create(a.auth, retail({ lines: [{ sku: 'QT-TOTE', quantity: 3, unitPriceCents: 2200 }] }))
    ).json();
    const put = (path: string, body: object, auth = a.auth) =>
      call('PUT', `/web/orders/${o.id}/${path}`, auth, body);
    expect((await put('order-notes', { orderNotes: 'Fragile' })).json().orderNotes).toBe('Fragile');
    expect((await put('shipping-method', { shippingMethod: 'OVERNIGHT' })).json().shippingMethod).toBe(
      'OVERNIGHT',
    );
    expect((await put('shipping-method', { shippingMethod: 'TELEPORT' })).statusCode).toBe(400);
    const moved = await put('shipping-address', {
      ...ADDRESS,
      line1: '1 Main St',
      city: 'Durham',
      postalCode: '27701',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().shippingAddress.city).toBe('Durham');
    const wrongZip = await put('shipping-address', { ...ADDRESS, postalCode: '1' });
    expect(wrongZip.statusCode).toBe(400);
    const line = o.lines[0].id;
    const canceled = await put(`line-items/${line}/cancel`, { quantity: 1 });
    expect(canceled.json().cancellationLevel).toBe('PARTIAL');
    expect((await put(`line-items/${line}/cancel`, { quantity: 5 })).json().details[0].path).toBe('quantity');
    expect((await put(`line-items/${line}/cancel`, { quantity: 0 })).statusCode).toBe(400);

    const held = await put('change-op-status', {
      status: 'ON_HOLD',
      holdReason: 'FOUNDER_HOLD',
      note: 'Wait',
    });
    expect(held.json()).toMatchObject({ processingStatus: 'ON_HOLD', holdReason: 'FOUNDER_HOLD' });
    const untilNoDate = await put('change-op-status', { status: 'ON_HOLD', holdReason: 'HOLD_UNTIL_DATE' });
    expect(untilNoDate.json().details[0].path).toContain('holdUntil');
    const warehouseReason = await put('change-op-status', { status: 'ON_HOLD', holdReason: 'PAYMENT' });
    expect(warehouseReason.statusCode).toBe(400);
    const released = await put('change-op-status', { status: 'OUTSTANDING' });
    expect(released.json().processingStatus).toBe('OUTSTANDING');
    expect((await put('change-op-status', { status: 'OUTSTANDING' })).statusCode).toBe(409);
    const history = (await call('GET', `/web/orders/${o.id}/op-status-history`, a.auth)).json();
    expect(history.map((h: { toStatus: string; actor: string }) => [h.toStatus, h.actor])).toEqual([
      ['OUTSTANDING', a.email],
      ['ON_HOLD', a.email],
      ['OUTSTANDING', a.email],
    ]);

    // The warehouse allocates: from now on the founder's edits are refused with the lock message.
    const { allocateOrder } = await import('./allocation');
    await t.deps.db.transaction((tx) =>
      allocateOrder(tx, a.storeId, o.id, { userId: null, label: 'Warehouse' }),
    );
    const locked = await put('order-notes', { orderNotes: 'Too late' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe("This order is being processed by the warehouse and can't be changed");
    expect((await put(`line-items/${line}/cancel`, { quantity: 1 })).statusCode).toBe(409);
    expect((await put('shipping-method', { shippingMethod: 'STANDARD' })).statusCode).toBe(409);
    expect((await put('notes', { notes: 'internal note still fine' })).statusCode).toBe(200);
    // Holding a processing order gives its units back.
    const before = await committed('QT-TOTE');
    const holdAgain = await put('change-op-status', { status: 'ON_HOLD', holdReason: 'ADDRESS_PROBLEM' });
    expect(holdAgain.json().lines[0].allocatedQty).toBe(0);
    expect(await committed('QT-TOTE')).toBe(before - 2);
  });

  it('records units the store shipped itself and finishes the order', async () => {
    const o = (
      await create(a.auth, retail({ lines: [{ sku: 'QT-MUG', quantity: 2, unitPriceCents: 3200 }] }))
    ).json();
    const line = o.lines[0].id;
    const bad = await call('PUT', `/web/orders/${o.id}/line-items/${line}/tracking-info`, a.auth, {
      carrier: 'UPS',
    });
    expect(bad.json().details[0].path).toContain('trackingNumber');
    const res = await call('PUT', `/web/orders/${o.id}/line-items/${line}/tracking-info`, a.auth, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ processingStatus: 'FINISHED', fulfillmentLevel: 'FULFILLED' });
    expect(res.json().shipments[0]).toMatchObject({ labelUrl: null, trackingNumber: '1Z999AA10123456784' });
  });

  it('creates a wholesale order; requirements must be the store’s PDFs or pictures', async () => {
    const o = (await create(a.auth, retail({ attachments: [] }), 'manual-wholesale')).json();
    expect(o.origin).toBe('MANUAL_WHOLESALE');
    const res = await call('PUT', `/web/orders/${o.id}/add-wholesale-order-requirements`, a.auth, {
      attachments: [{ kind: 'PACKING_SLIP', uploadId: 999999 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('attachments.0.uploadId');
  });
});

async function committed(sku: string) {
  const [row] = await t.deps.db
    .select({ c: warehouseSkus.committed })
    .from(warehouseSkus)
    .where(and(eq(warehouseSkus.storeId, a.storeId), eq(warehouseSkus.sku, sku)));
  return row!.c;
}

describe('CSV import and export', () => {
  const header =
    'order_number,placed_at,customer_name,email,phone,address1,address2,city,state,postal_code,country,sku,quantity,unit_price,discount,tax,shipping_method,tags,notes';
  const csv = [
    header,
    'IMP-1,2026-11-01,Ada Lovelace,ada@example.com,,12 Oak St,,Raleigh,NC,27601,US,QT-TEE-S,1,28.00,,,STANDARD,gift,',
    'IMP-1,2026-11-01,Ada Lovelace,ada@example.com,,12 Oak St,,Raleigh,NC,27601,US,QT-MUG,2,32.00,1.00,0.50,,,',
    'IMP-2,2026-11-02,Bob Stone,bob@example.com,,9 Elm St,,Durham,NC,27701,US,QT-NOPE,1,10.00,,,,,',
    'IMP-3,2026-11-02,Cy Young,not-an-email,,9 Elm St,,Durham,NC,27701,US,QT-TOTE,two,10.00,,,,,',
    'IMP-4,2026-11-03,Di Prince,di@example.com,,5 Park Blvd,,Austin,TX,78701,US,QT-TOTE,1,22.00,,,EXPEDITED,,',
  ].join('\n');
  const runTask = async (body: object) => {
    const res = await call('POST', '/web/orders/action/import-task', a.auth, body);
    expect(res.statusCode).toBe(200);
    await runImportTask(t.deps, res.json().id);
    return (await call('GET', `/web/orders/action/import-task/${res.json().id}`, a.auth)).json();
  };

  it('imports the good orders, reports bad rows by row and field, and a re-import makes no duplicates', async () => {
    const task = await runTask({ fileName: 'orders.csv', csv });
    expect(task).toMatchObject({
      status: 'DONE',
      totalRows: 5,
      createdOrders: 2,
      skippedOrders: 2,
      processedRows: 5,
    });
    expect(task.errors).toEqual(
      expect.arrayContaining([
        { row: 4, field: 'sku', message: expect.stringContaining('QT-NOPE') },
        { row: 5, field: 'email', message: 'Not an email address' },
        { row: 5, field: 'quantity', message: expect.any(String) },
      ]),
    );
    const [imp1] = (await call('GET', '/web/orders?search=IMP-1', a.auth)).json();
    const d = (await call('GET', `/web/orders/${imp1.id}`, a.auth)).json();
    expect(d).toMatchObject({
      origin: 'IMPORT',
      externalRef: 'IMP-1',
      totalCents: 2800 + 6400 - 100 + 50,
      tags: ['gift'],
    });
    expect(d.lines).toHaveLength(2);
    const again = await runTask({ fileName: 'orders.csv', csv });
    expect(again).toMatchObject({ createdOrders: 0, duplicateOrders: 2, skippedOrders: 2 });
    expect((await call('GET', '/web/orders?search=IMP-&size=50', a.auth)).json()).toHaveLength(2);
  });

  it('two runs of one task at once (a retried job, a second instance) make each order once and report it', async () => {
    const twin = [
      header,
      'TWIN-1,2026-11-04,Eve Moss,eve@example.com,,12 Oak St,,Raleigh,NC,27601,US,QT-TOTE,1,22.00,,,,,',
      'TWIN-2,2026-11-04,Gus Hale,gus@example.com,,9 Elm St,,Durham,NC,27701,US,QT-TOTE,1,22.00,,,,,',
      'TWIN-3,2026-11-04,Ida Kerr,ida@example.com,,9 Elm St,,Durham,NC,27701,US,QT-NOPE,1,10.00,,,,,',
    ].join('\n');
    const res = await call('POST', '/web/orders/action/import-task', a.auth, {
      fileName: 'twin.csv',
      csv: twin,
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    await Promise.all([runImportTask(t.deps, id), runImportTask(t.deps, id)]);
    const task = (await call('GET', `/web/orders/action/import-task/${id}`, a.auth)).json();
    expect(task).toMatchObject({ status: 'DONE', createdOrders: 2, skippedOrders: 1, duplicateOrders: 0 });
    const found = (await call('GET', '/web/orders?search=TWIN-&size=10', a.auth)).json();
    expect(found).toHaveLength(2);
  });

  it('fails a file without the required columns, and refuses a non-CSV name', async () => {
    const task = await runTask({ fileName: 'x.csv', csv: 'a,b\n1,2' });
    expect(task.errors[0].message).toContain('Missing columns');
    expect(task.createdOrders).toBe(0);
    const bad = await call('POST', '/web/orders/action/import-task', a.auth, {
      fileName: 'x.xlsx',
      csv: 'a',
    });
    expect(bad.json().details[0].path).toContain('fileName');
    const other = await call('GET', `/web/orders/action/import-task/${task.id}`, b.auth);
    expect(other.statusCode).toBe(404);
  });

  it('exports the filtered list as CSV, one row per line', async () => {
    const res = await call('GET', '/web/orders/-/export.csv?search=IMP-1', a.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body.trim().split('\n');
    expect(rows[0]).toContain('order_number,placed_at,origin');
    expect(rows).toHaveLength(3);
    expect((await call('GET', '/web/orders/-/export.csv?sort=-secret', a.auth)).statusCode).toBe(400);
  });
});
