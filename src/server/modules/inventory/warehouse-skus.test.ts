import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  type CallArgs,
  callApi,
  createTestApp,
  loginAs,
  registerStore,
  type TestApp,
} from '../../test/test-app';
import { createWarehouseUser } from '../../test/warehouse-user';
import { hashPassword } from '../auth/service';
import { binByCode, ensureWarehouseBins, putAway } from './bins';
import { ensureSkus, moveStock } from './ledger';

let t: TestApp;
let db: Database;
type Who = { auth: Record<string, string> };
let ops: Who;
let founder: Who;
let supplier: Who;
let skuIds: Map<string, number>;
const call = (...args: CallArgs) => callApi(t, ...args);
const list = async (query: string) => {
  const res = await call('GET', `/warehouse/skus${query}`, ops.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { sku: string; storeName: string; bins: { code: string; quantity: number }[] }[];
};
const codes = async (query: string) => (await list(query)).map((r) => r.sku);
const countOf = async (query: string) =>
  (await call('GET', `/warehouse/skus/action/count${query}`, ops.auth)).json().count as number;

/** A store's SKUs with on-hand units, some put away to a bin. */
async function stock(storeId: number, skus: { sku: string; title: string; onHand: number; bin?: string }[]) {
  const rows = await db.transaction((tx) =>
    ensureSkus(
      tx,
      storeId,
      skus.map((s) => ({ sku: s.sku, title: s.title, source: 'MANUAL' as const })),
    ),
  );
  for (const s of skus) {
    const id = rows.get(s.sku)!.id;
    skuIds.set(s.sku, id);
    await db.transaction(async (tx) => {
      await moveStock(tx, storeId, [{ skuId: id, bucket: 'ON_HAND', delta: s.onHand }], {
        reason: 'ADJUSTMENT',
        refType: 'MANUAL',
        refId: null,
        actorUserId: null,
      });
      if (s.bin) await putAway(tx, storeId, id, (await binByCode(tx, s.bin)).id, s.onHand);
    });
  }
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.deps.db;
  skuIds = new Map();
  await ensureWarehouseBins(db);
  const fern = await registerStore(t, 'Fernwood Candles');
  const ridge = await registerStore(t, 'Ridgeline Outfitters');
  founder = fern;
  ops = await loginAs(t, await createWarehouseUser(db));
  await db.insert(users).values({
    email: 'stock-supplier@quarry.test',
    passwordHash: await hashPassword('quarry-demo'),
    role: 'SUPPLIER',
  });
  supplier = await loginAs(t, 'stock-supplier@quarry.test');
  await stock(fern.storeId, [
    { sku: 'CND-AMBER', title: 'Amber jar candle', onHand: 12, bin: 'B-03-2' },
    { sku: 'CND-CEDAR', title: 'Cedar jar candle', onHand: 4 },
    { sku: 'WCK-100', title: 'Cotton wicks', onHand: 100, bin: 'D-11-4' },
  ]);
  await stock(ridge.storeId, [
    { sku: 'BAG-ALP', title: 'Alpine daypack', onHand: 7, bin: 'B-03-2' },
    { sku: 'CAP-WOOL', title: 'Wool cap', onHand: 0 },
  ]);
});
afterAll(async () => t?.close());

describe('the warehouse stock list', () => {
  it("lists every store's SKUs by SKU code with counts, bins and the store's name", async () => {
    const rows = await list('');
    expect(rows.map((r) => r.sku)).toEqual(['BAG-ALP', 'CAP-WOOL', 'CND-AMBER', 'CND-CEDAR', 'WCK-100']);
    expect(rows[2]).toMatchObject({
      id: skuIds.get('CND-AMBER'),
      title: 'Amber jar candle',
      storeName: 'Fernwood Candles',
      onHand: 12,
      committed: 0,
      fulfillable: 12,
      damaged: 0,
      inbound: 0,
      stockStatus: 'IN_STOCK',
      bins: [{ code: 'B-03-2', quantity: 12 }],
    });
    expect(rows[1]).toMatchObject({
      storeName: 'Ridgeline Outfitters',
      stockStatus: 'OUT_OF_STOCK',
      bins: [],
    });
    expect(await countOf('')).toBe(5);
  });

  it('searches by SKU code, product title, store name and bin code, in any case', async () => {
    expect(await codes('?q=cnd-')).toEqual(['CND-AMBER', 'CND-CEDAR']);
    expect(await codes('?q=JAR%20CANDLE')).toEqual(['CND-AMBER', 'CND-CEDAR']);
    expect(await codes('?q=ridgeline')).toEqual(['BAG-ALP', 'CAP-WOOL']);
    expect(await codes('?q=b-03-2')).toEqual(['BAG-ALP', 'CND-AMBER']);
    expect(await codes('?q=%20%20wool%20%20')).toEqual(['CAP-WOOL']);
    // Wildcards are letters, not patterns.
    expect(await codes('?q=%25')).toEqual([]);
    expect(await countOf('?q=cnd-')).toBe(2);
    expect(await countOf('?q=nothing-like-this')).toBe(0);
  });

  it('pages by size and page; the count agrees with the pages', async () => {
    const pages = [
      await codes('?size=2&page=0'),
      await codes('?size=2&page=1'),
      await codes('?size=2&page=2'),
    ];
    expect(pages).toEqual([['BAG-ALP', 'CAP-WOOL'], ['CND-AMBER', 'CND-CEDAR'], ['WCK-100']]);
    expect(await codes('?size=2&page=3')).toEqual([]);
    expect(pages.flat()).toHaveLength(await countOf(''));
    // "candle": two titles and the store Fernwood Candles, whose wicks come third.
    const candles: string[] = [];
    for (let page = 0; page < 5; page++) candles.push(...(await codes(`?q=candle&size=1&page=${page}`)));
    expect(candles).toEqual(['CND-AMBER', 'CND-CEDAR', 'WCK-100']);
    expect(await countOf('?q=candle')).toBe(3);
  });

  it('refuses a founder and a supplier, like the other warehouse routes', async () => {
    for (const who of [founder, supplier])
      for (const url of ['/warehouse/skus', '/warehouse/skus/action/count?q=cnd'])
        expect((await call('GET', url, who.auth)).statusCode, url).toBe(403);
    expect((await call('GET', '/warehouse/skus')).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a search too long, a bad page or size, and an unknown field', async () => {
    const long = 'x'.repeat(101);
    for (const [url, path, message] of [
      [`/warehouse/skus?q=${long}`, 'querystring.q', 'Search for at most 100 characters'],
      [`/warehouse/skus/action/count?q=${long}`, 'querystring.q', 'Search for at most 100 characters'],
      ['/warehouse/skus?size=101', 'querystring.size', '100'],
      ['/warehouse/skus?page=-1', 'querystring.page', '0'],
      ['/warehouse/skus?store=1', 'querystring', '"store"'],
      ['/warehouse/skus/action/count?page=1', 'querystring', '"page"'],
    ] as const) {
      const res = await call('GET', url, ops.auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details[0], url).toMatchObject({ path, message: expect.stringContaining(message) });
    }
  });
});
