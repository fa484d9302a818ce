// The tab counts without a search add up sales_order_counts (migration 0033's triggers): they must equal the
// orders themselves under every filter, before and after orders are inserted, moved, canceled, re-addressed,
// re-dated and deleted by any writer.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderTabCounts } from '../../../shared/contract/sales-orders';
import { ORDER_TABS, type OrderTab } from '../../../shared/rules/fulfillment';
import { salesOrders } from '../../db/schema/orders';
import { seedDemoSkus, writeHistoryStock, writeOrderHistory } from '../../db/seed/demo-fulfilment';
import { generateOrderHistory } from '../../db/seed/demo-order-history';
import { givePlan } from '../../test/give-plan';
import { callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Counts Store A');
  b = await registerStore(t, 'Counts Store B');
  await givePlan(t, a.storeId, 'TIER_2');
  await givePlan(t, b.storeId, 'TIER_2');
  await t.deps.db.transaction(async (tx) => {
    const skus = await seedDemoSkus(tx, a.storeId);
    const orders = generateOrderHistory({ count: 150, now: new Date('2026-11-20T12:00:00Z'), seed: 11 });
    await writeHistoryStock(tx, a.storeId, skus, orders);
    await writeOrderHistory(tx, a.storeId, orders);
    await seedDemoSkus(tx, b.storeId);
  });
  // Store B has orders of its own, written by the API (one statement per order).
  for (let i = 0; i < 3; i++) {
    const headers = { ...b.auth, 'idempotency-key': `counts-b-${i}` };
    const res = await callApi(t, 'POST', '/web/orders/manual-retail', headers, {
      customerName: `Buyer ${i}`,
      customerEmail: `buyer${i}@example.com`,
      shippingAddress: {
        name: `Buyer ${i}`,
        line1: '200 Fayetteville St',
        city: 'Raleigh',
        state: 'NC',
        postalCode: '27601',
        countryCode: 'US',
      },
      lines: [{ sku: 'QT-TOTE', quantity: 1, unitPriceCents: 2200 }],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => t?.close());

type Row = {
  origin: string;
  status: string;
  level: string;
  country: string | null;
  day: string;
};

/** The oracle: the store's orders read one by one and counted in JavaScript. */
async function expected(storeId: number, f: Record<string, string>): Promise<Record<OrderTab, number>> {
  const rows = (await t.deps.db
    .select({
      origin: salesOrders.origin,
      status: salesOrders.processingStatus,
      level: salesOrders.cancellationLevel,
      country: sql<string | null>`${salesOrders.shippingAddress}->>'countryCode'`,
      day: sql<string>`to_char(${salesOrders.placedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(salesOrders)
    .where(eq(salesOrders.storeId, storeId))) as Row[];
  const kept = rows.filter(
    (r) =>
      (!f.origin || r.origin === f.origin) &&
      (!f.status || r.status === f.status) &&
      (!f.country || r.country === f.country) &&
      (!f.from || r.day >= f.from) &&
      (!f.to || r.day <= f.to),
  );
  const tabOf = (r: Row): OrderTab =>
    r.level === 'CANCELED' ? 'CANCELED' : r.status === 'FINISHED' ? 'FULFILLED' : (r.status as OrderTab);
  const out = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
  out.ALL = kept.length;
  for (const r of kept) out[tabOf(r)]++;
  return out;
}

const FILTERS: Record<string, string>[] = [
  {},
  { origin: 'IMPORT' },
  { origin: 'SHOPIFY_PLATFORM', from: '2026-09-01' },
  { status: 'ON_HOLD' },
  { country: 'CA' },
  { country: 'US', from: '2026-06-01', to: '2026-10-31' },
  { from: '2026-11-20', to: '2026-11-20' },
  { origin: 'MANUAL_WHOLESALE', status: 'FINISHED', country: 'US' },
];

async function expectAgreement(storeId: number, auth: Record<string, string>) {
  for (const f of FILTERS) {
    const query = new URLSearchParams(f).toString();
    const res = await callApi(t, 'GET', `/web/orders/action/tab-counts?${query}`, auth);
    expect(res.statusCode).toBe(200);
    const want = await expected(storeId, f);
    expect(res.json() as OrderTabCounts, query).toEqual(want);
    for (const tab of ['ALL', 'ON_HOLD', 'CANCELED'] as const) {
      const one = await callApi(t, 'GET', `/web/orders/action/count?${query}&tab=${tab}`, auth);
      expect(one.json().count, `${query} ${tab}`).toBe(want[tab]);
    }
  }
}

describe('order counts', () => {
  it('equal the orders under every filter on a seeded history', async () => {
    const all = await expected(a.storeId, {});
    expect(all.ALL).toBe(150);
    for (const tab of ['FULFILLED', 'CANCELED', 'ON_HOLD'] as const) expect(all[tab], tab).toBeGreaterThan(0);
    await expectAgreement(a.storeId, a.auth);
  });

  it('follow every write: status, cancellation, address, date, delete, and a many-row statement', async () => {
    const db = t.deps.db;
    const ids = (
      await db
        .select({ id: salesOrders.id })
        .from(salesOrders)
        .where(eq(salesOrders.storeId, a.storeId))
        .orderBy(salesOrders.id)
    ).map((r) => r.id);
    await db.update(salesOrders).set({ processingStatus: 'ON_HOLD' }).where(eq(salesOrders.id, ids[0]!));
    await db.update(salesOrders).set({ cancellationLevel: 'CANCELED' }).where(eq(salesOrders.id, ids[1]!));
    await db
      .update(salesOrders)
      .set({ shippingAddress: sql`jsonb_set(${salesOrders.shippingAddress}, '{countryCode}', '"CA"')` })
      .where(eq(salesOrders.id, ids[2]!));
    await db
      .update(salesOrders)
      .set({ placedAt: new Date('2026-11-20T23:59:59Z') })
      .where(eq(salesOrders.id, ids[3]!));
    // One statement moving many orders, some of them to the key they already had.
    await db
      .update(salesOrders)
      .set({ processingStatus: 'OUTSTANDING', updatedAt: new Date() })
      .where(inArray(salesOrders.id, ids.slice(10, 40)));
    // An update that moves no key (a note) leaves the counts alone.
    await db.update(salesOrders).set({ notes: 'checked' }).where(eq(salesOrders.storeId, a.storeId));
    await db.delete(salesOrders).where(inArray(salesOrders.id, ids.slice(140, 145)));
    await expectAgreement(a.storeId, a.auth);
    // The other store's counts never moved.
    await expectAgreement(b.storeId, b.auth);
  });

  it('a search or a SKU filter counts the orders themselves, and agrees with the list', async () => {
    const res = await callApi(t, 'GET', '/web/orders/action/tab-counts?sku=QT-TOTE', a.auth);
    const all = await callApi(t, 'GET', '/web/orders?sku=QT-TOTE&size=100', a.auth);
    expect(res.json().ALL).toBe(all.json().length);
  });
});
