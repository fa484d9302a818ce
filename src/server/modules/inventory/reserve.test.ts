import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { stockItems, stockReservations } from '../../db/schema/inventory';
import { createItem } from '../../test/catalog-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { commit, release, reserve } from './reserve';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.deps.db;
});
afterAll(async () => t?.close());

const onHand = async (id: number) =>
  (await db.select({ n: stockItems.onHand }).from(stockItems).where(eq(stockItems.id, id)))[0]!.n;
const reservations = (holderId: number) =>
  db
    .select({ status: stockReservations.status, quantity: stockReservations.quantity })
    .from(stockReservations)
    .where(eq(stockReservations.paymentId, holderId));

describe('inventory', () => {
  it('holds units on the colour’s own row, else the product’s; a product without a row has no limit', async () => {
    const product = await createItem(db);
    const unlimited = await createItem(db);
    const [whole] = await db.insert(stockItems).values({ catalogItemId: product.id, onHand: 5 }).returning();
    const [red] = await db
      .insert(stockItems)
      .values({ catalogItemId: product.id, variant: 'Red', onHand: 2 })
      .returning();
    const out = await db.transaction((tx) =>
      reserve(tx, 9001, [
        { catalogItemId: product.id, variant: 'Red', quantity: 2 },
        { catalogItemId: product.id, variant: 'Blue', quantity: 1 },
        { catalogItemId: product.id, variant: null, quantity: 1 },
        { catalogItemId: unlimited.id, variant: null, quantity: 50 },
      ]),
    );
    expect(out).toEqual({ held: true, short: [] });
    expect(await onHand(red!.id)).toBe(0);
    expect(await onHand(whole!.id)).toBe(3);
    expect(await reservations(9001)).toHaveLength(2);
  });

  it('names the lines it cannot serve and holds nothing for them', async () => {
    const product = await createItem(db);
    const [row] = await db.insert(stockItems).values({ catalogItemId: product.id, onHand: 1 }).returning();
    // Two lines sharing one stock row need their sum.
    const out = await db.transaction((tx) =>
      reserve(tx, 9002, [
        { catalogItemId: product.id, variant: null, quantity: 1 },
        { catalogItemId: product.id, variant: null, quantity: 1 },
      ]),
    );
    expect(out).toEqual({ held: true, short: [0, 1] });
    expect(await onHand(row!.id)).toBe(1);
    expect(await reservations(9002)).toEqual([]);
  });

  it('commit keeps the units sold; release puts held units back once', async () => {
    const product = await createItem(db);
    const [row] = await db.insert(stockItems).values({ catalogItemId: product.id, onHand: 4 }).returning();
    const line = [{ catalogItemId: product.id, variant: null, quantity: 3 }];
    await db.transaction((tx) => reserve(tx, 9003, line));
    await db.transaction((tx) => commit(tx, 9003));
    await db.transaction((tx) => release(tx, 9003));
    expect(await onHand(row!.id)).toBe(1);
    expect(await reservations(9003)).toEqual([{ status: 'COMMITTED', quantity: 3 }]);

    await db.transaction((tx) => reserve(tx, 9004, [{ ...line[0]!, quantity: 1 }]));
    expect(await onHand(row!.id)).toBe(0);
    await db.transaction((tx) => release(tx, 9004));
    await db.transaction((tx) => release(tx, 9004));
    expect(await onHand(row!.id)).toBe(1);
    expect(await reservations(9004)).toEqual([{ status: 'RELEASED', quantity: 1 }]);
  });
});
