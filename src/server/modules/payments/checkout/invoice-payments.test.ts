import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../../shared/rules/payments';
import { creatorInvoices } from '../../../db/schema/invoices';
import { creatorInvoicePayments, processorCharges } from '../../../db/schema/payments';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../../test/test-app';
import { invoiceBody, ok, supplierWithCustomer } from '../../invoices/test-helpers';
import { recoverPayments } from './recover';
import { runPayment, SimulatedCrash } from './workflow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const ADDRESS = {
  name: 'Ada',
  line1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  countryCode: 'US',
};
type Invoice = { id: number; sn: string; totalCents: number; status: string; lines: { id: number }[] };

async function token(number: string = TEST_CARDS.success): Promise<string> {
  const res = await call('POST', '/payments/tokens', {}, { number, expMonth: 12, expYear: 2034, cvc: '123' });
  return res.json().id;
}
const post = (url: string, auth: Record<string, string>, payload: object, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/main${url}`,
    headers: { ...auth, 'idempotency-key': key },
    payload,
  });
const charges = async () => (await t.deps.db.select({ n: count() }).from(processorCharges))[0]!.n;

async function sentInvoice(over: Parameters<typeof invoiceBody>[1] = {}) {
  const parties = await supplierWithCustomer(t);
  const invoice = await ok<Invoice>(
    t,
    'POST',
    '/web/supplier-invoices',
    parties.supplier.auth,
    invoiceBody(parties.store.storeId, { shippingMode: 'NO_SHIPPING_NEEDED', send: true, ...over }),
  );
  return { ...parties, invoice };
}

describe('paying a supplier invoice', () => {
  it('in the app: the invoice becomes PAID and its lines order items in production', async () => {
    const { store, invoice } = await sentInvoice();
    const preview = (
      await call('POST', '/web/creator-invoice-payments/action/preview', store.auth, {
        invoiceId: invoice.id,
      })
    ).json();
    expect(preview).toMatchObject({
      subtotalCents: 600 * 400 + 600 * 55,
      totalCents: invoice.totalCents,
      needsShippingAddress: false,
    });
    expect(preview.lines).toEqual([
      { kind: 'PRODUCT', label: 'Products', amountCents: 240_000 },
      { kind: 'PACKAGING', label: 'Packaging', amountCents: 33_000 },
    ]);
    const paid = await post('/web/creator-invoice-payments', store.auth, {
      invoiceId: invoice.id,
      paymentMethodId: await token(),
      expectedTotalCents: invoice.totalCents,
    });
    expect(paid.json()).toMatchObject({ status: 'COMPLETED', invoiceId: invoice.id });
    expect(paid.json().orderItemIds).toHaveLength(2);
    const after = await ok<Invoice>(t, 'GET', `/web/creator-invoices/${invoice.id}`, store.auth);
    expect(after.status).toBe('PAID');
    const items = (await call('GET', '/web/creator-order-items?tab=IN_PRODUCTION', store.auth)).json();
    expect(
      items.map((i: { orderType: string; orderSource: string }) => [i.orderType, i.orderSource]),
    ).toEqual([
      ['ADHOC_PAYMENT', 'SUPPLIER'],
      ['ADHOC_PAYMENT', 'SUPPLIER'],
    ]);
    const again = await post('/web/creator-invoice-payments', store.auth, {
      invoiceId: invoice.id,
      paymentMethodId: await token(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already paid/);
  });

  it("refuses someone else's invoice and a voided one, charging nothing", async () => {
    const { supplier, invoice } = await sentInvoice();
    const stranger = await registerStore(t, 'Stranger');
    const before = await charges();
    const foreign = await post('/web/creator-invoice-payments', stranger.auth, {
      invoiceId: invoice.id,
      paymentMethodId: await token(),
    });
    expect(foreign.statusCode).toBe(404);
    await ok(t, 'POST', `/web/supplier-invoices/${invoice.id}/void`, supplier.auth);
    const voidedPublic = await post(
      `/public/creator-invoices/${invoice.sn}/payments`,
      {},
      { paymentMethodId: await token() },
    );
    expect(voidedPublic.statusCode).toBe(409);
    expect(await charges()).toBe(before);
  });

  it('through the public link: declined, then paid with the success card; a revoked link is gone', async () => {
    const { store, invoice } = await sentInvoice();
    const publicView = await call('GET', `/public/creator-invoices/${invoice.sn}`);
    expect(publicView.json()).toMatchObject({ id: invoice.id, status: 'OPEN', sn: null });
    const preview = (await call('POST', `/public/creator-invoices/${invoice.sn}/preview`, {}, {})).json();
    expect(preview.totalCents).toBe(invoice.totalCents);
    const declined = await post(
      `/public/creator-invoices/${invoice.sn}/payments`,
      {},
      {
        paymentMethodId: await token(TEST_CARDS.decline),
        receiptEmail: 'payer@example.com',
      },
    );
    expect(declined.json()).toMatchObject({
      status: 'INSTRUMENT_DECLINED',
      message: 'Your card was declined.',
    });
    expect((await ok<Invoice>(t, 'GET', `/web/creator-invoices/${invoice.id}`, store.auth)).status).toBe(
      'OPEN',
    );
    // A saved card id is not a one-time token: the public payer pays with a card it enters.
    const saved = await post(
      `/public/creator-invoices/${invoice.sn}/payments`,
      {},
      { paymentMethodId: 'pm_123' },
    );
    expect(saved.statusCode).toBe(400);
    const paid = await post(
      `/public/creator-invoices/${invoice.sn}/payments`,
      {},
      {
        paymentMethodId: await token(),
        expectedTotalCents: invoice.totalCents,
      },
    );
    expect(paid.json()).toMatchObject({ status: 'COMPLETED' });
    expect((await ok<Invoice>(t, 'GET', `/web/creator-invoices/${invoice.id}`, store.auth)).status).toBe(
      'PAID',
    );

    const other = await sentInvoice();
    await ok(t, 'POST', `/web/supplier-invoices/${other.invoice.id}/revoke-link`, other.supplier.auth);
    expect((await call('GET', `/public/creator-invoices/${other.invoice.sn}`)).statusCode).toBe(404);
    const revoked = await post(
      `/public/creator-invoices/${other.invoice.sn}/payments`,
      {},
      { paymentMethodId: await token() },
    );
    expect(revoked.statusCode).toBe(404);
  });

  it('refunds the charge when the supplier closes the invoice while the card is charged', async () => {
    const { supplier, store, invoice } = await sentInvoice();
    const run = runPayment(
      { ...t.deps, crashAt: 'after-charge' },
      {
        payer: { storeId: store.storeId, email: null },
        target: { invoiceId: invoice.id },
        options: {},
        method: { kind: 'CARD', ref: await token() },
        scope: `store:${store.storeId}`,
        idempotencyKey: randomUUID(),
      },
    );
    await expect(run).rejects.toBeInstanceOf(SimulatedCrash);
    await ok(t, 'POST', `/web/supplier-invoices/${invoice.id}/void`, supplier.auth);
    // Recovery finds the charge, cannot mark the invoice paid, gives the money back and undoes the order.
    expect(await recoverPayments(t.deps, { staleSeconds: 0 })).toMatchObject({ rolledBack: 1, completed: 0 });
    const [payment] = await t.deps.db
      .select()
      .from(creatorInvoicePayments)
      .where(eq(creatorInvoicePayments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ status: 'ROLLED_BACK', declineCode: 'invoice_closed' });
    const [charge] = await t.deps.db
      .select()
      .from(processorCharges)
      .where(eq(processorCharges.idempotencyKey, payment!.chargeKey));
    expect(charge?.status).toBe('refunded');
    const items = (await call('GET', '/web/creator-order-items?tab=ALL', store.auth)).json();
    expect(items.map((i: { status: string }) => i.status)).toEqual(['CANCELED', 'CANCELED']);
    expect((await ok<Invoice>(t, 'GET', `/web/creator-invoices/${invoice.id}`, store.auth)).status).toBe(
      'VOID',
    );
  });

  it('asks for an address when the supplier ships and none is on the invoice', async () => {
    const { store, invoice } = await sentInvoice({ shippingMode: 'SUPPLIER_SHIPPING' });
    const noAddress = await post('/web/creator-invoice-payments', store.auth, {
      invoiceId: invoice.id,
      paymentMethodId: await token(),
    });
    expect(noAddress.statusCode).toBe(400);
    const paid = await post('/web/creator-invoice-payments', store.auth, {
      invoiceId: invoice.id,
      shippingAddress: ADDRESS,
      paymentMethodId: await token(),
    });
    expect(paid.json().status).toBe('COMPLETED');
  });

  it('from the cart: all of its lines together, the invoice paid with them', async () => {
    const { store, invoice } = await sentInvoice();
    const lines = await ok<{ id: number; invoiceItemId: number }[]>(
      t,
      'POST',
      '/web/creator-invoice-items/action/add-to-cart',
      store.auth,
      { invoiceId: invoice.id },
    );
    expect(lines).toHaveLength(2);
    // Adding it again adds nothing.
    await ok(t, 'POST', '/web/creator-invoice-items/action/add-to-cart', store.auth, {
      invoiceId: invoice.id,
    });
    expect(
      (await call('GET', '/web/creator-order-items/action/shopping-cart-orders', store.auth)).json(),
    ).toHaveLength(2);
    const partial = await post('/web/creator-invoice-payments', store.auth, {
      orderItemIds: [lines[0]!.id],
      paymentMethodId: await token(),
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().message).toMatch(/Pay all of invoice/);
    const paid = await post('/web/creator-invoice-payments', store.auth, {
      orderItemIds: lines.map((l) => l.id),
      paymentMethodId: await token(),
    });
    expect(paid.json().status).toBe('COMPLETED');
    const [row] = await t.deps.db.select().from(creatorInvoices).where(eq(creatorInvoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'PAID', paymentId: paid.json().id });
  });

  it('a line taken out of the cart leaves the invoice open', async () => {
    const { store, invoice } = await sentInvoice();
    const lines = await ok<{ id: number; invoiceItemId: number }[]>(
      t,
      'POST',
      '/web/creator-invoice-items/action/add-to-cart',
      store.auth,
      { invoiceId: invoice.id },
    );
    expect(
      (await call('DELETE', `/web/creator-invoice-items/${lines[0]!.invoiceItemId}`, store.auth)).json(),
    ).toEqual({ ok: true });
    expect(
      (await call('DELETE', `/web/creator-invoice-items/${lines[0]!.invoiceItemId}`, store.auth)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/web/creator-order-items/action/shopping-cart-orders', store.auth)).json(),
    ).toHaveLength(1);
    // Paying the invoice directly cancels its copy left in the cart.
    const paid = await post('/web/creator-invoice-payments', store.auth, {
      invoiceId: invoice.id,
      paymentMethodId: await token(),
    });
    expect(paid.json().status).toBe('COMPLETED');
    expect(
      (await call('GET', '/web/creator-order-items/action/shopping-cart-orders', store.auth)).json(),
    ).toEqual([]);
  });

  it('with the wallet: an approved order is captured once; an unapproved one is declined', async () => {
    const { store, invoice } = await sentInvoice();
    const order = (
      await call('POST', '/payments/wallet-orders', {}, { amountCents: invoice.totalCents, currency: 'USD' })
    ).json();
    const unapproved = await post('/web/creator-invoice-payments/paypal-capture', store.auth, {
      invoiceId: invoice.id,
      walletOrderId: order.id,
    });
    expect(unapproved.json()).toMatchObject({
      status: 'INSTRUMENT_DECLINED',
      declineCode: 'wallet_not_approved',
    });
    const approved = (
      await call('POST', '/payments/wallet-orders', {}, { amountCents: invoice.totalCents, currency: 'USD' })
    ).json();
    await ok(
      t,
      'POST',
      `/payments/wallet-orders/${approved.id}/approve`,
      {},
      { payerEmail: 'payer@example.com' },
    );
    const paid = await post('/web/creator-invoice-payments/paypal-capture', store.auth, {
      invoiceId: invoice.id,
      walletOrderId: approved.id,
    });
    expect(paid.json()).toMatchObject({ status: 'COMPLETED' });
    expect((await call('GET', `/payments/wallet-orders/${approved.id}`)).json().status).toBe('COMPLETED');
  });

  it('computes the financing fee, and pays later with it', async () => {
    const { store, invoice } = await sentInvoice();
    const fee = (
      await call('POST', '/web/creator-invoice-payments/calc-financing-fee', store.auth, {
        amountCents: invoice.totalCents,
        termDays: 60,
      })
    ).json();
    expect(fee).toMatchObject({
      eligible: true,
      feeCents: Math.floor((invoice.totalCents * 300 + 5000) / 10_000),
    });
    expect(fee.terms.map((x: { days: number }) => x.days)).toEqual([30, 60, 90]);
    const paid = await post('/web/creator-invoice-payments', store.auth, {
      invoiceId: invoice.id,
      financingTermDays: 60,
      paymentMethodId: await token(),
      expectedTotalCents: invoice.totalCents + fee.feeCents,
    });
    expect(paid.json()).toMatchObject({
      status: 'COMPLETED',
      totals: { financingFeeCents: fee.feeCents, totalCents: invoice.totalCents + fee.feeCents },
    });
  });
});
