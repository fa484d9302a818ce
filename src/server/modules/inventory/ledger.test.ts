import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { warehouseSkus } from '../../db/schema/inventory';
import { createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { binByCode, binsOf, ensureWarehouseBins, pickFromBins, putAway } from './bins';
import {
  allocate,
  ensureSkus,
  findSku,
  inventoryCounts,
  ledgerOf,
  ledgerTotals,
  moveStock,
  releaseAllocation,
  shipAllocated,
} from './ledger';

let t: TestApp;
let db: Database;
let storeId: number;
let otherStoreId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.deps.db;
  storeId = (await registerStore(t, 'Ledger Store')).storeId!;
  otherStoreId = (await registerStore(t, 'Other Ledger Store')).storeId!;
  await ensureWarehouseBins(db);
});
afterAll(async () => t?.close());

const meta = { refType: 'MANUAL' as const, refId: null, actorUserId: null };
const sku = async (code: string, onHand = 0) => {
  const row = (
    await db.transaction((tx) =>
      ensureSkus(tx, storeId, [{ sku: code, title: `Product ${code}`, source: 'MANUAL' }]),
    )
  ).get(code)!;
  if (onHand)
    await db.transaction((tx) =>
      moveStock(tx, storeId, [{ skuId: row.id, bucket: 'ON_HAND', delta: onHand }], {
        ...meta,
        reason: 'ADJUSTMENT',
      }),
    );
  return row.id;
};

describe('inventory ledger', () => {
  it('creates SKUs once, grouping variants of one title under one product', async () => {
    const first = await db.transaction((tx) =>
      ensureSkus(tx, storeId, [
        { sku: 'TEE-S', title: 'Tee', variantTitle: 'S', source: 'MANUAL' },
        { sku: 'TEE-M', title: 'Tee', variantTitle: 'M', source: 'MANUAL' },
      ]),
    );
    const again = await db.transaction((tx) =>
      ensureSkus(tx, storeId, [{ sku: 'TEE-S', title: 'Other', source: 'MANUAL' }]),
    );
    expect(again.get('TEE-S')!.id).toBe(first.get('TEE-S')!.id);
    expect(first.get('TEE-S')!.productId).toBe(first.get('TEE-M')!.productId);
  });

  it('moves counters and the ledger together; the ledger sums to the counters', async () => {
    const id = await sku('LED-1', 10);
    await db.transaction((tx) =>
      moveStock(tx, storeId, [{ skuId: id, bucket: 'INBOUND', delta: 5 }], {
        ...meta,
        reason: 'ASN_EXPECTED',
      }),
    );
    await db.transaction((tx) =>
      allocate(tx, storeId, [{ skuId: id, quantity: 4 }], { ...meta, refType: 'ORDER', refId: '1' }),
    );
    await db.transaction((tx) =>
      shipAllocated(tx, storeId, [{ skuId: id, quantity: 3 }], { ...meta, refType: 'SHIPMENT', refId: '1' }),
    );
    await db.transaction((tx) =>
      releaseAllocation(tx, storeId, [{ skuId: id, quantity: 1 }], { ...meta, refType: 'ORDER', refId: '1' }),
    );
    const row = (await db.transaction((tx) => findSku(tx, storeId, id)))!;
    expect([row.onHand, row.committed, row.inbound, row.damaged]).toEqual([7, 0, 5, 0]);
    const totals = await db.transaction((tx) => ledgerTotals(tx, storeId, id));
    expect(totals).toEqual({ ON_HAND: 7, COMMITTED: 0, INBOUND: 5, DAMAGED: 0 });
    const ledger = await db.transaction((tx) => ledgerOf(tx, storeId, id, { size: 50 }));
    expect(ledger.map((m) => m.reason)).toEqual([
      'RELEASED',
      'SHIPPED',
      'SHIPPED',
      'ALLOCATED',
      'ASN_EXPECTED',
      'ADJUSTMENT',
    ]);
  });

  it('refuses a change below zero with a 409 and writes nothing', async () => {
    const id = await sku('LED-2', 2);
    await expect(
      db.transaction((tx) =>
        moveStock(tx, storeId, [{ skuId: id, bucket: 'ON_HAND', delta: -3 }], {
          ...meta,
          reason: 'ADJUSTMENT',
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await db.transaction((tx) => ledgerOf(tx, storeId, id, { size: 10 }))).length).toBe(1);
    expect((await db.select().from(warehouseSkus).where(eq(warehouseSkus.id, id)))[0]!.onHand).toBe(2);
  });

  it('never moves another store’s SKU', async () => {
    const id = await sku('LED-3', 2);
    await expect(
      db.transaction((tx) =>
        moveStock(tx, otherStoreId, [{ skuId: id, bucket: 'ON_HAND', delta: 1 }], {
          ...meta,
          reason: 'ADJUSTMENT',
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await db.transaction((tx) => findSku(tx, otherStoreId, id))).toBeNull();
  });

  it('allocates all or nothing; two orders for the last unit: one wins', async () => {
    const a = await sku('LED-4', 1);
    const b = await sku('LED-5', 5);
    const partial = await db.transaction((tx) =>
      allocate(
        tx,
        storeId,
        [
          { skuId: a, quantity: 2 },
          { skuId: b, quantity: 1 },
        ],
        { ...meta, refType: 'ORDER', refId: '2' },
      ),
    );
    expect(partial).toEqual({ allocated: false, short: [a] });
    const results = await Promise.all(
      [3, 4].map((order) =>
        db.transaction((tx) =>
          allocate(tx, storeId, [{ skuId: a, quantity: 1 }], {
            ...meta,
            refType: 'ORDER',
            refId: String(order),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.allocated)).toHaveLength(1);
    expect(results.filter((r) => !r.allocated)).toEqual([{ allocated: false, short: [a] }]);
    const [counts] = await db.transaction((tx) => inventoryCounts(tx, storeId, ['LED-4']));
    expect(counts).toMatchObject({ onHand: 1, committed: 1, fulfillable: 0, stockStatus: 'OUT_OF_STOCK' });
  });

  it('puts away into bins and picks lowest bin code first', async () => {
    const id = await sku('LED-6', 6);
    const [b1, b2] = await db.transaction(async (tx) => [
      await binByCode(tx, 'B-02-1'),
      await binByCode(tx, 'A-01-1'),
    ]);
    await db.transaction((tx) => putAway(tx, storeId, id, b1!.id, 4));
    await db.transaction((tx) => putAway(tx, storeId, id, b2!.id, 2));
    const picked = await db.transaction((tx) => pickFromBins(tx, id, 3));
    expect(picked).toEqual([
      { code: 'A-01-1', quantity: 2 },
      { code: 'B-02-1', quantity: 1 },
    ]);
    expect(await db.transaction((tx) => binsOf(tx, [id]))).toEqual([
      { skuId: id, code: 'B-02-1', quantity: 3 },
    ]);
    await expect(db.transaction((tx) => binByCode(tx, 'Z-99'))).rejects.toMatchObject({ code: 'INVALID' });
  });
});
