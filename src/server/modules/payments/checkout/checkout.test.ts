import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../../shared/rules/payments';
import { countStatements } from '../../../db/client';
import { emailOutbox } from '../../../db/schema/email';
import { stockItems } from '../../../db/schema/inventory';
import { conversationMessages } from '../../../db/schema/messaging';
import { creatorOrderItems } from '../../../db/schema/orders';
import { creatorInvoicePayments, processorCharges } from '../../../db/schema/payments';
import { workflowRuns } from '../../../db/schema/workflows';
import { JOB_MODULES } from '../../../jobs/start-jobs';
import { createItem } from '../../../test/catalog-factories';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../../test/test-app';
import { requestHash, withIdempotency } from '../../idempotency/idempotency';
import { notifyCompletedPayments, registerPaymentJobs } from './notify';
import { recoverPayments } from './recover';
import { runPayment, SimulatedCrash } from './workflow';

let t: TestApp;
type Store = Awaited<ReturnType<typeof registerStore>>;
let a: Store;
let b: Store;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Checkout Store A');
  b = await registerStore(t, 'Checkout Store B');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const ADDRESS = {
  name: 'Ada Founder',
  line1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  countryCode: 'US',
};

async function token(number: string = TEST_CARDS.success): Promise<string> {
  const res = await call('POST', '/payments/tokens', {}, { number, expMonth: 12, expYear: 2034, cvc: '123' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const pay = (s: Store, body: object, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/main/web/creator-invoice-payments',
    headers: { ...s.auth, 'idempotency-key': key },
    payload: body,
  });

async function inCart(s: Store, over: Record<string, unknown> = {}, item?: { id: number }) {
  const product = item ?? (await createItem(t.deps.db));
  const res = await call('POST', '/web/creator-order-items', s.auth, {
    catalogItemId: product.id,
    quantity: 2,
    orderType: 'SAMPLES',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; totalCents: number };
}

const chargesCount = async () => (await t.deps.db.select({ n: count() }).from(processorCharges))[0]!.n;

describe('checkout', () => {
  it('previews server totals with shipping options, and pays with the success card', async () => {
    const item = await inCart(a);
    const preview = await call('POST', '/web/creator-invoice-payments/action/preview', a.auth, {
      orderItemIds: [item.id],
      shippingAddress: ADDRESS,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const totals = preview.json();
    expect(totals.subtotalCents).toBe(5000);
    expect(totals.needsShippingAddress).toBe(true);
    expect(totals.shippingOptions.length).toBeGreaterThan(0);
    expect(totals.shippingCents).toBe(totals.shippingOptions[0].amountCents);
    expect(totals.totalCents).toBe(5000 + totals.shippingCents);

    const res = await pay(a, {
      orderItemIds: [item.id],
      shippingAddress: ADDRESS,
      paymentMethodId: await token(),
      expectedTotalCents: totals.totalCents,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ status: 'COMPLETED', paymentStatus: 'COMPLETED', firstPurchase: true });
    expect(result.totals.totalCents).toBe(totals.totalCents);
    const detail = (await call('GET', `/web/creator-order-items/${item.id}`, a.auth)).json();
    expect(detail.status).toBe('IN_PRODUCTION');
    expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'IN_SHOPPING_CART',
      'CHARGE_PENDING',
      'IN_PRODUCTION',
    ]);
    const [charge] = await t.deps.db
      .select()
      .from(processorCharges)
      .where(eq(processorCharges.amountCents, totals.totalCents));
    expect(charge?.status).toBe('succeeded');

    // The supplier hears of it in the conversation, the founder gets a receipt: once.
    expect(await notifyCompletedPayments(t.deps)).toBeGreaterThanOrEqual(0);
    await notifyCompletedPayments(t.deps);
    const messages = await t.deps.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.clientId, `payment-${result.id}-${charge ? detail.supplier.id : 0}`));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain(`order #${result.id}`);
    const receipts = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.ref, `payment-receipt:${result.id}`));
    expect(receipts).toHaveLength(1);

    // The tag-manager purchase events: pushed once, never again.
    const first = await call('POST', `/web/creator-order-items/${item.id}/event-purchase`, a.auth, {
      firstTime: true,
    });
    expect(first.json()).toMatchObject({
      push: true,
      firstTimePurchase: true,
      transactionId: `Q-${result.id}`,
    });
    expect(first.json().invoiceItem.items).toEqual([
      expect.objectContaining({ perUnitPrice: 25, quantity: 2 }),
    ]);
    const again = await call('POST', `/web/creator-order-items/${item.id}/event-purchase`, a.auth, {
      firstTime: true,
    });
    expect(again.json().push).toBe(false);
  });

  it('declines the decline card: INSTRUMENT_DECLINED, items back in the cart, nothing charged', async () => {
    const item = await inCart(a);
    const res = await pay(a, {
      orderItemIds: [item.id],
      shippingAddress: ADDRESS,
      paymentMethodId: await token(TEST_CARDS.decline),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'INSTRUMENT_DECLINED',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
    const detail = (await call('GET', `/web/creator-order-items/${item.id}`, a.auth)).json();
    expect(detail).toMatchObject({ status: 'IN_SHOPPING_CART', paymentId: null });
    const insufficient = await pay(a, {
      orderItemIds: [item.id],
      shippingAddress: ADDRESS,
      paymentMethodId: await token(TEST_CARDS.insufficientFunds),
    });
    expect(insufficient.json()).toMatchObject({
      status: 'INSTRUMENT_DECLINED',
      declineCode: 'insufficient_funds',
    });
  });

  it('confirms a 3-D Secure payment after the challenge', async () => {
    const item = await inCart(a);
    const res = await pay(a, {
      orderItemIds: [item.id],
      shippingAddress: ADDRESS,
      paymentMethodId: await token(TEST_CARDS.authenticate),
    });
    const pending = res.json();
    expect(pending).toMatchObject({ status: 'REQUIRES_ACTION' });
    expect(pending.challengeId).toBeTruthy();
    expect((await call('GET', `/web/creator-order-items/${item.id}`, a.auth)).json().status).toBe(
      'CHARGE_PENDING',
    );
    const early = await call('POST', `/web/creator-invoice-payments/${pending.id}/confirm`, a.auth);
    expect(early.statusCode).toBe(409);
    expect(
      (await call('POST', `/payments/challenges/${pending.challengeId}`, {}, { outcome: 'complete' }))
        .statusCode,
    ).toBe(200);
    const done = await call('POST', `/web/creator-invoice-payments/${pending.id}/confirm`, a.auth);
    expect(done.json()).toMatchObject({ status: 'COMPLETED' });
    expect((await call('GET', `/web/creator-order-items/${item.id}`, a.auth)).json().status).toBe(
      'IN_PRODUCTION',
    );
    expect(
      (await call('POST', `/web/creator-invoice-payments/${pending.id}/confirm`, b.auth)).statusCode,
    ).toBe(404);
  });

  it('applies PRODUCTS10 once per store and counts it', async () => {
    const s = await registerStore(t, 'Promo store');
    const item = await inCart(s, { quantity: 4 });
    const preview = (
      await call('POST', '/web/creator-invoice-payments/action/preview', s.auth, {
        orderItemIds: [item.id],
        shippingAddress: ADDRESS,
        promoCode: 'products10',
      })
    ).json();
    expect(preview).toMatchObject({ promoCode: 'PRODUCTS10', promoProblem: null, discountCents: 1000 });
    const design = (
      await call('POST', '/web/creator-invoice-payments/action/preview', s.auth, {
        orderItemIds: [item.id],
        promoCode: 'DESIGN50',
      })
    ).json();
    expect(design.discountCents).toBe(0);
    expect(design.promoProblem).toMatch(/nothing in this order qualifies/);
    const paid = await pay(s, {
      orderItemIds: [item.id],
      shippingAddress: ADDRESS,
      promoCode: 'PRODUCTS10',
      paymentMethodId: await token(),
      expectedTotalCents: preview.totalCents,
    });
    expect(paid.json()).toMatchObject({ status: 'COMPLETED', totals: { discountCents: 1000 } });
    expect(
      (await call('GET', '/web/creator-order-items/-/promotion-code-count?code=PRODUCTS10', s.auth)).json(),
    ).toEqual({ count: 1 });
    expect(
      (
        await call(
          'GET',
          `/web/creator-order-items/-/promotion-code-count?code=PRODUCTS10&excludeId=${item.id}`,
          s.auth,
        )
      ).json(),
    ).toEqual({ count: 0 });
    const next = await inCart(s);
    const reused = await pay(s, {
      orderItemIds: [next.id],
      shippingAddress: ADDRESS,
      promoCode: 'PRODUCTS10',
      paymentMethodId: await token(),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('You already used PRODUCTS10; each code works once');
    expect((await call('GET', `/web/creator-order-items/${next.id}`, s.auth)).json().status).toBe(
      'IN_SHOPPING_CART',
    );
  });

  it('refuses a changed total, a tampered cart price, someone else’s items and no address, charging nothing', async () => {
    const item = await inCart(a);
    const before = await chargesCount();
    const stale = await pay(a, {
      orderItemIds: [item.id],
      shippingAddress: ADDRESS,
      paymentMethodId: await token(),
      expectedTotalCents: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^The total is now \$/);
    // A price written into the cart row (not by the server's rules) is priced again from the catalog.
    await t.deps.db
      .update(creatorOrderItems)
      .set({ unitPriceCents: 1 })
      .where(eq(creatorOrderItems.id, item.id));
    const preview = (
      await call('POST', '/web/creator-invoice-payments/action/preview', a.auth, { orderItemIds: [item.id] })
    ).json();
    expect(preview.subtotalCents).toBe(5000);
    const foreign = await pay(b, {
      orderItemIds: [item.id],
      shippingAddress: ADDRESS,
      paymentMethodId: await token(),
    });
    expect(foreign.statusCode).toBe(404);
    const noAddress = await pay(a, { orderItemIds: [item.id], paymentMethodId: await token() });
    expect(noAddress.statusCode).toBe(400);
    const noKey = await call('POST', '/web/creator-invoice-payments', a.auth, {
      orderItemIds: [item.id],
      paymentMethodId: 'tok_x',
    });
    expect(noKey.statusCode).toBe(400);
    const badMethod = await pay(a, {
      orderItemIds: [item.id],
      shippingAddress: ADDRESS,
      paymentMethodId: 'pm_nope',
    });
    expect([400, 404]).toContain(badMethod.statusCode);
    expect(await chargesCount()).toBe(before);
    expect((await call('GET', `/web/creator-order-items/${item.id}`, a.auth)).json().status).toBe(
      'IN_SHOPPING_CART',
    );
  });
});

describe('money moves exactly once', () => {
  it('100 identical requests in parallel with one key make one charge', async () => {
    const item = await inCart(a);
    const body = { orderItemIds: [item.id], shippingAddress: ADDRESS, paymentMethodId: await token() };
    const key = randomUUID();
    const before = await chargesCount();
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(a, body, key)));
    const statuses = new Set(answers.map((r) => r.statusCode));
    expect(
      [...statuses].every((s) => s === 200 || s === 409),
      [...statuses].join(),
    ).toBe(true);
    const ok = answers.filter((r) => r.statusCode === 200).map((r) => r.json().id);
    expect(new Set(ok).size).toBe(1);
    expect(await chargesCount()).toBe(before + 1);
    // After it finished, the same key replays the first answer; other parameters with it are refused.
    const replay = await pay(a, body, key);
    expect(replay.json()).toEqual(answers.find((r) => r.statusCode === 200)!.json());
    const other = await pay(a, { ...body, promoCode: 'PRODUCTS10' }, key);
    expect(other.statusCode).toBe(422);
    expect(await chargesCount()).toBe(before + 1);
  });

  it('200 concurrent checkouts of the last unit make one purchase', async () => {
    const product = await createItem(t.deps.db);
    await t.deps.db.insert(stockItems).values({ catalogItemId: product.id, onHand: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 200 }, async (_, n) => {
        const [store] = rowsOf(
          await t.deps.db.execute(sql`insert into stores (title) values (${`Buyer ${n}`}) returning id`),
        );
        const [row] = await t.deps.db
          .insert(creatorOrderItems)
          .values({
            storeId: (store as { id: number }).id,
            companyId: product.companyId,
            catalogItemId: product.id,
            orderType: 'SAMPLES',
            orderSource: 'SOURCING_MARKETPLACE',
            status: 'IN_SHOPPING_CART',
            feeKind: 'PRODUCT',
            shippingMode: 'NO_SHIPPING_NEEDED',
            title: product.title,
            sku: `QI-${product.id}`,
            quantity: 1,
            unitPriceCents: 2500,
          })
          .returning({ id: creatorOrderItems.id });
        return { storeId: (store as { id: number }).id, itemId: row!.id, token: await token() };
      }),
    );
    const before = await chargesCount();
    const outcomes = await Promise.allSettled(
      buyers.map((buyer) =>
        runPayment(t.deps, {
          payer: { storeId: buyer.storeId, email: null },
          target: { orderItemIds: [buyer.itemId] },
          options: {},
          method: { kind: 'CARD', ref: buyer.token },
          scope: `store:${buyer.storeId}`,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    const completed = outcomes.filter((o) => o.status === 'fulfilled' && o.value.status === 'COMPLETED');
    expect(completed).toHaveLength(1);
    const refusals = outcomes
      .filter((o) => o.status === 'rejected')
      .map((o) => (o as PromiseRejectedResult).reason.message);
    expect(refusals).toHaveLength(199);
    expect(new Set(refusals)).toEqual(
      new Set([`"${product.title}" is out of stock for the quantity in your cart`]),
    );
    expect(await chargesCount()).toBe(before + 1);
    const [stock] = await t.deps.db.select().from(stockItems).where(eq(stockItems.catalogItemId, product.id));
    expect(stock!.onHand).toBe(0);
  });

  it('two cart lines sharing one stock item cannot both take the last unit', async () => {
    const product = await createItem(t.deps.db);
    await t.deps.db.insert(stockItems).values({ catalogItemId: product.id, onHand: 1 });
    const one = await inCart(a, { quantity: 1 }, product);
    // Another shipping mode, so a second line (the same line twice is one line: decision 030).
    const two = await inCart(a, { quantity: 1, shippingMode: 'SUPPLIER_SHIPPING' }, product);
    expect(two.id).not.toBe(one.id);
    const before = await chargesCount();
    const res = await pay(a, {
      orderItemIds: [one.id, two.id],
      shippingAddress: ADDRESS,
      paymentMethodId: await token(),
    });
    expect(res.statusCode).toBe(409);
    expect(await chargesCount()).toBe(before);
    const alone = await pay(a, {
      orderItemIds: [one.id],
      shippingAddress: ADDRESS,
      paymentMethodId: await token(),
    });
    expect(alone.json().status).toBe('COMPLETED');
  });

  /**
   * Crashes a checkout after `crashAt`, optionally forgets its run (what a Quarry from before workflow runs
   * left), recovers, and checks the outcome: never charged → rolled back; charged → finished, one charge.
   */
  async function crashAndRecover(
    crashAt: 'after-start' | 'after-charge',
    opts: { forgetRun?: boolean } = {},
  ) {
    const product = await createItem(t.deps.db);
    await t.deps.db.insert(stockItems).values({ catalogItemId: product.id, onHand: 5 });
    const item = await inCart(a, { quantity: 1 }, product);
    const before = await chargesCount();
    const run = runPayment(
      { ...t.deps, crashAt },
      {
        payer: { storeId: a.storeId, email: null },
        target: { orderItemIds: [item.id] },
        options: { shippingAddress: ADDRESS },
        method: { kind: 'CARD', ref: await token() },
        scope: `store:${a.storeId}`,
        idempotencyKey: randomUUID(),
      },
    );
    await expect(run).rejects.toBeInstanceOf(SimulatedCrash);
    // In flight: the items wait, the unit is held.
    expect((await call('GET', `/web/creator-order-items/${item.id}`, a.auth)).json().status).toBe(
      'CHARGE_PENDING',
    );
    if (opts.forgetRun) await t.deps.db.delete(workflowRuns).where(eq(workflowRuns.status, 'RUNNING'));
    const held = (
      await t.deps.db.select().from(stockItems).where(eq(stockItems.catalogItemId, product.id))
    )[0]!.onHand;
    const tally = await recoverPayments(t.deps, { staleSeconds: 0 });
    const after = (await call('GET', `/web/creator-order-items/${item.id}`, a.auth)).json();
    const onHand = (
      await t.deps.db.select().from(stockItems).where(eq(stockItems.catalogItemId, product.id))
    )[0]!.onHand;
    if (crashAt === 'after-start') {
      // Never charged: rolled back, the unit back on the shelf, the item back in the cart.
      expect(tally.rolledBack).toBe(1);
      expect(after.status).toBe('IN_SHOPPING_CART');
      expect(onHand).toBe(held + 1);
      expect(await chargesCount()).toBe(before);
    } else {
      // Charged: the order is finished, exactly one charge.
      expect(tally.completed).toBe(1);
      expect(after.status).toBe('IN_PRODUCTION');
      expect(onHand).toBe(held);
      expect(await chargesCount()).toBe(before + 1);
    }
    const open = await t.deps.db
      .select({ n: count() })
      .from(creatorInvoicePayments)
      .where(
        and(eq(creatorInvoicePayments.storeId, a.storeId), eq(creatorInvoicePayments.status, 'STARTED')),
      );
    expect(open[0]!.n).toBe(0);
  }

  it('a crash after each step is finished or rolled back on restart', async () => {
    for (const crashAt of ['after-start', 'after-charge'] as const) await crashAndRecover(crashAt);
  });

  it('a payment a crash left STARTED without a run (a database from before workflows) is finished or rolled back', async () => {
    for (const crashAt of ['after-start', 'after-charge'] as const)
      await crashAndRecover(crashAt, { forgetRun: true });
  });

  it('a checkout runs at most 25 SQL statements', async () => {
    const s = await registerStore(t, 'Statement store');
    const product = await createItem(t.deps.db);
    await t.deps.db.insert(stockItems).values({ catalogItemId: product.id, onHand: 10 });
    const item = await inCart(s, { quantity: 1 }, product);
    const tok = await token();
    // The route's work (HTTP and the cached session aside): the idempotency claim, the workflow, the stored answer.
    const key = randomUUID();
    const { result, statements } = await countStatements(() =>
      withIdempotency(t.deps.db, `store:${s.storeId}`, key, requestHash('pay', { n: 1 }), () =>
        runPayment(t.deps, {
          payer: { storeId: s.storeId, email: s.email },
          target: { orderItemIds: [item.id] },
          options: { shippingAddress: ADDRESS, promoCode: 'PRODUCTS10' },
          method: { kind: 'CARD', ref: tok },
          scope: `store:${s.storeId}`,
          idempotencyKey: key,
        }),
      ),
    );
    expect((result.body as { status: string }).status).toBe('COMPLETED');
    // Three transactions (steps A and C, and the processor's charge) each send a BEGIN and a COMMIT: the
    // node-postgres session logs them, PGlite's does not, so there they are added.
    const total = statements.length + (statements.includes('begin') ? 0 : 6);
    if (process.env.SHOW_STATEMENTS) console.log(total, statements.join('\n---\n'));
    expect(total, statements.join('\n---\n')).toBeLessThanOrEqual(25);
  });
});

describe('background work', () => {
  it('recovery, notices and the key sweep are started with every instance', () => {
    expect(JOB_MODULES).toContain(registerPaymentJobs);
  });
});

function rowsOf<T = unknown>(r: unknown): T[] {
  return (r as { rows: T[] }).rows;
}
