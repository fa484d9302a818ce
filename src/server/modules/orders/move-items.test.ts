import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { creatorOrderItemHistory, creatorOrderItems } from '../../db/schema/orders';
import { createItem } from '../../test/catalog-factories';
import { createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { moveItems, moveItemsOfPayment } from './move-items';

let t: TestApp;
let db: Database;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.deps.db;
  storeId = (await registerStore(t, 'Orders Store')).storeId;
});
afterAll(async () => t?.close());

async function cartItem(over: Partial<typeof creatorOrderItems.$inferInsert> = {}) {
  const product = await createItem(db);
  const [row] = await db
    .insert(creatorOrderItems)
    .values({
      storeId,
      companyId: product.companyId,
      catalogItemId: product.id,
      orderType: 'SAMPLES',
      orderSource: 'SOURCING_MARKETPLACE',
      status: 'IN_SHOPPING_CART',
      feeKind: 'PRODUCT',
      shippingMode: 'QUARRY_SHIPPING',
      title: product.title,
      sku: `QI-${product.id}`,
      quantity: 1,
      unitPriceCents: 100,
      ...over,
    })
    .returning();
  return row!;
}
const statusOf = async (id: number) =>
  (await db.select().from(creatorOrderItems).where(eq(creatorOrderItems.id, id)))[0]!;
const historyOf = async (id: number) =>
  (await db.select().from(creatorOrderItemHistory).where(eq(creatorOrderItemHistory.orderItemId, id))).map(
    (h) => `${h.fromStatus}>${h.toStatus}`,
  );

describe('the one mover', () => {
  it('moves an item with its nested items, writes their history, and refuses a move the table forbids', async () => {
    const parent = await cartItem();
    const child = await cartItem({ parentId: parent.id });
    await expect(
      moveItems(db, storeId, [parent.id], 'IN_SHOPPING_CART', 'IN_PRODUCTION', null),
    ).rejects.toThrow('cannot become');
    await moveItems(db, storeId, [parent.id], 'IN_SHOPPING_CART', 'CHARGE_PENDING', 'Payment started', 77);
    expect(await statusOf(child.id)).toMatchObject({ status: 'CHARGE_PENDING', paymentId: 77 });
    // A repeated move finds nothing left in `from`: no second history line.
    await moveItems(db, storeId, [parent.id], 'IN_SHOPPING_CART', 'CHARGE_PENDING', 'Payment started', 77);
    expect(await historyOf(parent.id)).toEqual(['IN_SHOPPING_CART>CHARGE_PENDING']);
  });

  it("moves a payment's items, stamping the purchase or untying them, and names their invoice lines", async () => {
    const paid = await cartItem({ status: 'CHARGE_PENDING', paymentId: 78, invoiceItemId: 5001 });
    const out = await moveItemsOfPayment(db, [paid.id], 'CHARGE_PENDING', 'IN_PRODUCTION', 'Paid', {
      purchased: true,
    });
    expect(out).toEqual({ invoiceLineIds: [5001] });
    expect((await statusOf(paid.id)).purchasedAt).not.toBeNull();
    // Safe twice, and still names the lines.
    expect(await moveItemsOfPayment(db, [paid.id], 'CHARGE_PENDING', 'IN_PRODUCTION', 'Paid')).toEqual(out);

    const back = await cartItem({ status: 'CHARGE_PENDING', paymentId: 79 });
    await moveItemsOfPayment(db, [back.id], 'CHARGE_PENDING', 'IN_SHOPPING_CART', 'Payment declined', {
      release: true,
    });
    expect(await statusOf(back.id)).toMatchObject({ status: 'IN_SHOPPING_CART', paymentId: null });
    expect(await historyOf(back.id)).toEqual(['CHARGE_PENDING>IN_SHOPPING_CART']);
  });
});
