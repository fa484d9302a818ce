import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockItems } from '../../db/schema/inventory';
import { creatorOrderItems } from '../../db/schema/orders';
import { createItem } from '../../test/catalog-factories';
import { givePlan } from '../../test/give-plan';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';

let t: TestApp;
type Store = Awaited<ReturnType<typeof registerStore>>;
let a: Store;
let b: Store;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Cart Store A');
  b = await registerStore(t, 'Cart Store B');
  // B's calls to A's items must meet tenancy (404), not B's plan (403): B has fulfillment.
  await givePlan(t, b.storeId as number, 'TIER_2');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const product = (over: Parameters<typeof createItem>[1] = {}) =>
  createItem(t.deps.db, {
    colorOptions: 'Natural|#f5f0e1|default;Black|#000000|default',
    priceTiers: [
      { minQuantity: 100, unitPriceCents: 450 },
      { minQuantity: 1000, unitPriceCents: 320 },
    ],
    ...over,
  });

describe('creator order items and the cart', () => {
  it('puts samples and inventory in the cart, priced by the server', async () => {
    const item = await product();
    const samples = await call('POST', '/web/creator-order-items', a.auth, {
      catalogItemId: item.id,
      quantity: 2,
      orderType: 'SAMPLES',
      colorOption: 'black',
    });
    expect(samples.statusCode).toBe(200);
    // The supplier's sample price ($25, catalog-factories) per sample.
    expect(samples.json()).toMatchObject({
      status: 'IN_SHOPPING_CART',
      orderType: 'SAMPLES',
      colorOption: 'Black',
      unitPriceCents: 2500,
      totalCents: 5000,
      fees: [{ kind: 'PRODUCT', amountCents: 5000 }],
    });
    const inventory = await call('POST', '/web/creator-order-items', a.auth, {
      catalogItemId: item.id,
      quantity: 1200,
      orderType: 'INVENTORY',
    });
    expect(inventory.json()).toMatchObject({ unitPriceCents: 320, totalCents: 384_000 });
    const cart = (await call('GET', '/web/creator-order-items/action/shopping-cart-orders', a.auth)).json();
    expect(cart.map((i: { id: number }) => i.id).sort()).toEqual(
      [samples.json().id, inventory.json().id].sort(),
    );
    expect(
      (await call('GET', '/web/creator-order-items/action/shopping-cart-orders', b.auth)).json(),
    ).toEqual([]);
  });

  it("shows each line the stock left of its own product (and colour), never another product's", async () => {
    const s = await registerStore(t, 'Stock Store');
    const [limited, other] = [await product(), await product()];
    await t.deps.db.insert(stockItems).values([
      { catalogItemId: other.id, onHand: 3 },
      { catalogItemId: limited.id, onHand: 40 },
      { catalogItemId: limited.id, variant: 'Black', onHand: 7 },
    ]);
    const unlimited = await product();
    const add = async (catalogItemId: number, colorOption?: string) =>
      (
        await call('POST', '/web/creator-order-items', s.auth, {
          catalogItemId,
          quantity: 1,
          orderType: 'SAMPLES',
          ...(colorOption ? { colorOption } : {}),
        })
      ).json() as { id: number; stockLeft: number | null };
    const black = await add(limited.id, 'black');
    const natural = await add(limited.id, 'natural');
    const others = await add(other.id);
    const none = await add(unlimited.id);
    const cart = (
      await call('GET', '/web/creator-order-items/action/shopping-cart-orders', s.auth)
    ).json() as {
      id: number;
      stockLeft: number | null;
    }[];
    const left = (id: number) => cart.find((i) => i.id === id)?.stockLeft;
    expect(left(black.id)).toBe(7);
    expect(left(natural.id)).toBe(40);
    expect(left(others.id)).toBe(3);
    expect(left(none.id)).toBeNull();
  });

  it('adds the same product, type and colour to the line already in the cart, priced at the new quantity', async () => {
    const s = await registerStore(t, 'Merge Store');
    const item = await product();
    const add = (body: object) =>
      call('POST', '/web/creator-order-items', s.auth, { catalogItemId: item.id, ...body });
    const first = await add({ quantity: 600, orderType: 'INVENTORY', colorOption: 'black' });
    expect(first.json()).toMatchObject({ quantity: 600, unitPriceCents: 450 });
    const again = await add({ quantity: 600, orderType: 'INVENTORY', colorOption: 'Black' });
    expect(again.statusCode, again.body).toBe(200);
    // One line of 1,200: past the 1,000 tier, so every unit costs $3.20.
    expect(again.json()).toMatchObject({
      id: first.json().id,
      quantity: 1200,
      unitPriceCents: 320,
      totalCents: 384_000,
    });
    // Another colour, no colour, samples or the supplier's shipping are other lines.
    const natural = await add({ quantity: 100, orderType: 'INVENTORY', colorOption: 'Natural' });
    const plain = await add({ quantity: 100, orderType: 'INVENTORY' });
    const samples = await add({ quantity: 2, orderType: 'SAMPLES', colorOption: 'Black' });
    const supplierShips = await add({
      quantity: 100,
      orderType: 'INVENTORY',
      colorOption: 'Black',
      shippingMode: 'SUPPLIER_SHIPPING',
    });
    const ids = [first, natural, plain, samples, supplierShips].map((r) => r.json().id);
    expect(new Set(ids).size).toBe(5);
    // Samples add up too, within the sample limit.
    expect((await add({ quantity: 3, orderType: 'SAMPLES', colorOption: 'black' })).json()).toMatchObject({
      id: samples.json().id,
      quantity: 5,
    });
    const over = await add({ quantity: 6, orderType: 'SAMPLES', colorOption: 'Black' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/at most 10 samples/);
    // Saved for later is not the cart: a new line.
    const saved = await add({ quantity: 100, orderType: 'INVENTORY', colorOption: 'Black', inCart: false });
    expect(saved.json().id).not.toBe(first.json().id);

    const cart = (await call('GET', '/web/creator-order-items/action/shopping-cart-orders', s.auth)).json();
    expect(cart).toHaveLength(5);
    const rows = await t.deps.db
      .select({ id: creatorOrderItems.id })
      .from(creatorOrderItems)
      .where(eq(creatorOrderItems.catalogItemId, item.id));
    expect(rows).toHaveLength(6);
  });

  it('refuses bad quantities, unknown colours and products, with the field named', async () => {
    const item = await product();
    const post = (body: object) =>
      call('POST', '/web/creator-order-items', a.auth, { catalogItemId: item.id, ...body });
    const negative = await post({ quantity: -1, orderType: 'SAMPLES' });
    expect(negative.statusCode).toBe(400);
    const tooMany = await post({ quantity: 11, orderType: 'SAMPLES' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 10 samples/);
    const belowMoq = await post({ quantity: 99, orderType: 'INVENTORY' });
    expect(belowMoq.statusCode).toBe(400);
    expect(belowMoq.json().details).toEqual([
      { path: 'quantity', message: 'The minimum order is 100 units' },
    ]);
    const colour = await post({ quantity: 1, orderType: 'SAMPLES', colorOption: 'Purple' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().details[0]).toEqual({
      path: 'colorOption',
      message: 'Choose one of: Natural, Black',
    });
    const missing = await call('POST', '/web/creator-order-items', a.auth, {
      catalogItemId: 99_999_999,
      quantity: 1,
      orderType: 'SAMPLES',
    });
    expect(missing.statusCode).toBe(404);
    // A price sent by the browser is not a field: it is refused by name (issue 20: it used to be dropped
    // silently), and the server's price stands.
    const priced = await post({ quantity: 1, orderType: 'SAMPLES', unitPriceCents: 1 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().message).toBe('Invalid body: Unrecognized key: "unitPriceCents"');
    const price = await post({ quantity: 1, orderType: 'SAMPLES' });
    expect(price.json().unitPriceCents).toBe(2500);
  });

  it('re-prices on a quantity change, moves by the transition table, and keeps a history', async () => {
    const item = await product();
    const created = (
      await call('POST', '/web/creator-order-items', a.auth, {
        catalogItemId: item.id,
        quantity: 100,
        orderType: 'INVENTORY',
      })
    ).json();
    const quote = await call('PUT', `/web/creator-order-items/${created.id}/update-price`, a.auth, {
      quantity: 1000,
      save: false,
    });
    expect(quote.json()).toEqual({ quantity: 1000, unitPriceCents: 320, totalCents: 320_000, saved: false });
    expect((await call('GET', `/web/creator-order-items/${created.id}`, a.auth)).json().quantity).toBe(100);
    await call('PUT', `/web/creator-order-items/${created.id}/update-price`, a.auth, {
      quantity: 1000,
      save: true,
    });
    expect((await call('GET', `/web/creator-order-items/${created.id}`, a.auth)).json()).toMatchObject({
      quantity: 1000,
      unitPriceCents: 320,
    });

    const later = await call('PUT', `/web/creator-order-items/${created.id}`, a.auth, {
      status: 'NOT_PURCHASED',
    });
    expect(later.json().status).toBe('NOT_PURCHASED');
    const charge = await call('PUT', `/web/creator-order-items/${created.id}`, a.auth, {
      status: 'CHARGE_PENDING',
    });
    expect(charge.statusCode).toBe(400);
    await call('PUT', `/web/creator-order-items/${created.id}`, a.auth, { status: 'CANCELED' });
    const reopen = await call('PUT', `/web/creator-order-items/${created.id}`, a.auth, {
      status: 'IN_SHOPPING_CART',
    });
    expect(reopen.statusCode).toBe(409);
    const detail = (await call('GET', `/web/creator-order-items/${created.id}`, a.auth)).json();
    expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'IN_SHOPPING_CART',
      'NOT_PURCHASED',
      'CANCELED',
    ]);
  });

  it("answers 404 for another store's item on every call", async () => {
    const item = await product();
    const mine = (
      await call('POST', '/web/creator-order-items', a.auth, {
        catalogItemId: item.id,
        quantity: 1,
        orderType: 'SAMPLES',
      })
    ).json();
    for (const [method, url, body] of [
      ['GET', `/web/creator-order-items/${mine.id}`, undefined],
      ['PUT', `/web/creator-order-items/${mine.id}`, { quantity: 2 }],
      ['PUT', `/web/creator-order-items/${mine.id}/update-price`, { quantity: 2, save: true }],
      ['PUT', `/web/creator-order-items/${mine.id}/archive`, { archived: true }],
      ['PUT', `/web/creator-order-items/${mine.id}/update-stored-at-fbp`, { storedAtFbp: true }],
      ['POST', `/web/creator-order-items/${mine.id}/event-purchase`, {}],
    ] as const)
      expect((await call(method, url, b.auth, body)).statusCode, `${method} ${url}`).toBe(404);
    const [row] = await t.deps.db.select().from(creatorOrderItems).where(eq(creatorOrderItems.id, mine.id));
    expect(row).toMatchObject({ quantity: 1, isArchived: false });
  });

  it('nests items under their parent, with a print template id', async () => {
    const parent = await product();
    const box = await product({
      companyId: parent.companyId,
      tab: 'ECOMMERCE_PACKAGING',
      title: 'Mailer box',
    });
    const res = await call('POST', '/web/creator-order-items', a.auth, {
      catalogItemId: parent.id,
      quantity: 100,
      orderType: 'INVENTORY',
      items: [{ catalogItemId: box.id, quantity: 100, printTemplateId: 'tpl-42' }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toEqual([
      expect.objectContaining({
        title: 'Mailer box',
        quantity: 100,
        feeKind: 'PACKAGING',
        printTemplateId: 'tpl-42',
        totalCents: 45_000,
      }),
    ]);
    expect(body.totalCents).toBe(90_000);
    expect(body.fees).toEqual([
      { kind: 'PRODUCT', label: 'Products', amountCents: 45_000 },
      { kind: 'PACKAGING', label: 'Packaging', amountCents: 45_000 },
    ]);
    const other = await product();
    const foreign = await call('POST', '/web/creator-order-items', a.auth, {
      catalogItemId: parent.id,
      quantity: 100,
      orderType: 'INVENTORY',
      items: [{ catalogItemId: other.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('counts tabs, archives, and empties the cart', async () => {
    const s = await registerStore(t, 'Tabs store');
    await givePlan(t, s.storeId as number, 'TIER_2');
    const item = await product();
    // Three lines: the same product and type in another colour is another line (decision 030).
    for (const colorOption of [undefined, 'Natural', 'Black'])
      await call('POST', '/web/creator-order-items', s.auth, {
        catalogItemId: item.id,
        quantity: 1,
        orderType: 'SAMPLES',
        colorOption,
      });
    expect((await call('GET', '/web/creator-order-items/action/tab-counts', s.auth)).json()).toEqual({
      IN_CART: 3,
      IN_PRODUCTION: 0,
      SHIPPED: 0,
      CANCELED: 0,
      ALL: 0,
    });
    expect(
      (await call('DELETE', '/web/creator-order-items/action/shopping-cart-orders', s.auth)).json(),
    ).toEqual({ ok: true });
    expect((await call('GET', '/web/creator-order-items/action/tab-counts', s.auth)).json()).toMatchObject({
      IN_CART: 0,
      CANCELED: 3,
      ALL: 3,
    });
    const list = (await call('GET', '/web/creator-order-items?tab=CANCELED&size=2', s.auth)).json();
    expect(list).toHaveLength(2);
    expect((await call('GET', '/web/creator-order-items/action/count?tab=CANCELED', s.auth)).json()).toEqual({
      count: 3,
    });
    const archived = await call('PUT', `/web/creator-order-items/${list[0].id}/archive`, s.auth, {
      archived: true,
    });
    expect(archived.json().isArchived).toBe(true);
    expect((await call('GET', '/web/creator-order-items/action/count?archived=true', s.auth)).json()).toEqual(
      { count: 1 },
    );
    const fbp = await call('PUT', `/web/creator-order-items/${list[0].id}/update-stored-at-fbp`, s.auth, {
      storedAtFbp: true,
    });
    expect(fbp.statusCode).toBe(409);
  });
});

describe('has-purchased-samples', () => {
  it('is false until samples are paid for', async () => {
    const s = await registerStore(t, 'Samples store');
    const item = await product();
    const created = (
      await call('POST', '/web/creator-order-items', s.auth, {
        catalogItemId: item.id,
        quantity: 1,
        orderType: 'SAMPLES',
      })
    ).json();
    expect((await call('GET', '/web/stores/me/has-purchased-samples', s.auth)).json()).toEqual({
      value: false,
    });
    await t.deps.db
      .update(creatorOrderItems)
      .set({ status: 'IN_PRODUCTION' })
      .where(eq(creatorOrderItems.id, created.id));
    expect((await call('GET', '/web/stores/me/has-purchased-samples', s.auth)).json()).toEqual({
      value: true,
    });
  });
});
