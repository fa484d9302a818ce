import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBankAccounts } from '../../../db/schema/stores';
import { callApi, createTestApp, loginAs, registerStore, type TestApp } from '../../../test/test-app';
import { recordSalesOrder } from '../../orders/sales-orders';
import { openJson } from '../../stores/bank-crypto';
import { bankAad } from '../../stores/bank-info';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerStore>>;
let other: Awaited<ReturnType<typeof registerStore>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerStore(t, 'Money Store');
  other = await registerStore(t, 'Other Store');
});
afterAll(async () => t?.close());

const bank = {
  holderName: 'Maya Chen',
  bankName: 'First Bank',
  accountType: 'CHECKING',
  routingNumber: '011000015',
  accountNumber: '000123456789',
};

describe('bank info', () => {
  it('answers null before one is saved, then the saved account masked', async () => {
    expect((await callApi(t, 'GET', '/web/stores/me/bank-info', owner.auth)).json()).toBeNull();
    const put = await callApi(t, 'PUT', '/web/stores/me/bank-info', owner.auth, bank);
    expect(put.statusCode, put.body).toBe(200);
    const got = (await callApi(t, 'GET', '/web/stores/me/bank-info', owner.auth)).json();
    expect(got).toMatchObject({
      holderName: 'Maya Chen',
      bankName: 'First Bank',
      accountType: 'CHECKING',
      accountNumberMasked: '•••• 6789',
      routingNumberMasked: '•••• 0015',
    });
    expect(JSON.stringify(got)).not.toContain('123456789');
    expect(JSON.stringify(got)).not.toContain('011000015');
  });

  it('stores the numbers encrypted: the raw row holds no plaintext and opens with the key', async () => {
    const [row] = await t.deps.db
      .select()
      .from(storeBankAccounts)
      .where(eq(storeBankAccounts.storeId, owner.storeId!));
    expect(JSON.stringify(row)).not.toContain('000123456789');
    expect(JSON.stringify(row)).not.toContain('011000015');
    expect(openJson(t.deps.secrets.bankInfo, bankAad(owner.storeId!), row!.sealed)).toEqual({
      accountNumber: '000123456789',
      routingNumber: '011000015',
    });
  });

  it('replaces the account on a second save', async () => {
    await callApi(t, 'PUT', '/web/stores/me/bank-info', owner.auth, {
      ...bank,
      accountType: 'SAVINGS',
      accountNumber: '98765432',
      bankName: null,
    });
    const got = (await callApi(t, 'GET', '/web/stores/me/bank-info', owner.auth)).json();
    expect(got).toMatchObject({ accountType: 'SAVINGS', accountNumberMasked: '•••• 5432', bankName: null });
    await callApi(t, 'PUT', '/web/stores/me/bank-info', owner.auth, bank);
  });

  it('refuses a bad routing checksum, a short account, unknown fields with 400; another store sees none', async () => {
    for (const body of [
      { ...bank, routingNumber: '011000016' },
      { ...bank, accountNumber: '123' },
      { ...bank, accountNumber: '12ab5678' },
      { ...bank, holderName: '' },
      { ...bank, extra: 1 },
    ]) {
      const res = await callApi(t, 'PUT', '/web/stores/me/bank-info', owner.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await callApi(t, 'GET', '/web/stores/me/bank-info', other.auth)).json()).toBeNull();
    expect((await callApi(t, 'GET', '/web/stores/me/bank-info')).statusCode).toBe(401);
  });
});

describe('sales stats, milestones and payouts', () => {
  it('are zero before the store has sales', async () => {
    const stats = (await callApi(t, 'GET', '/web/stores/me/sales-stats', owner.auth)).json();
    expect(stats).toMatchObject({ lifetimeSalesCents: 0, orderCount: 0, last30DaysSalesCents: 0 });
    expect(stats.milestone.milestone).toBe('DEFAULT');
    expect(stats.next.milestone).toBe('FIRST_SALE');
    expect(stats.monthly).toHaveLength(12);
    expect(stats.monthly.every((m: { salesCents: number }) => m.salesCents === 0)).toBe(true);
    expect((await callApi(t, 'GET', '/web/payout-records', owner.auth)).json()).toEqual([]);
    expect((await callApi(t, 'GET', '/web/stores/me/payments-report', owner.auth)).json()).toMatchObject({
      grossSalesCents: 0,
      netSalesCents: 0,
      payouts: [],
    });
  });

  it('count the store’s orders: milestone, this month, payouts less 5%', async () => {
    await recordSalesOrder(t.deps.db, owner.storeId!, {
      orderNumber: '#1001',
      origin: 'SHOPIFY_PLATFORM',
      totalCents: 80_000,
    });
    await recordSalesOrder(t.deps.db, owner.storeId!, {
      orderNumber: '#1002',
      origin: 'SHOPIFY_PLATFORM',
      totalCents: 25_050,
    });
    await recordSalesOrder(t.deps.db, owner.storeId!, {
      orderNumber: 'W-1',
      origin: 'MANUAL_WHOLESALE',
      totalCents: 10_000,
    });
    const stats = (await callApi(t, 'GET', '/web/stores/me/sales-stats', owner.auth)).json();
    expect(stats).toMatchObject({
      lifetimeSalesCents: 115_050,
      orderCount: 3,
      last30DaysSalesCents: 115_050,
    });
    expect(stats.milestone).toMatchObject({
      milestone: 'SALES_1K',
      imageUrl: '/rest/main/web/sales-milestones/SALES_1K/image.svg',
    });
    expect(stats.monthly.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      salesCents: 115_050,
      orderCount: 3,
    });
    // Only storefront orders are paid out: 80,000 + 25,050 less 4,000 + 1,253 (5%, per order).
    const [payout] = (await callApi(t, 'GET', '/web/payout-records', owner.auth)).json();
    expect(payout).toMatchObject({
      grossCents: 105_050,
      feeCents: 5_253,
      netCents: 99_797,
      orderCount: 2,
      status: 'OPEN',
    });
    const details = (await callApi(t, 'GET', `/web/payout-records/${payout.id}/details`, owner.auth)).json();
    expect(
      details.orders.map((o: { orderNumber: string; feeCents: number }) => [o.orderNumber, o.feeCents]),
    ).toEqual([
      ['#1001', 4_000],
      ['#1002', 1_253],
    ]);
    expect(details.bankAccountMasked).toBe('•••• 6789');
    const report = (await callApi(t, 'GET', '/web/stores/me/payments-report', owner.auth)).json();
    expect(report).toMatchObject({
      grossSalesCents: 105_050,
      feesCents: 5_253,
      openCents: 99_797,
      dueCents: 0,
    });
    // Another store: still zero, and the payout is not theirs.
    expect((await callApi(t, 'GET', '/web/stores/me/sales-stats', other.auth)).json().orderCount).toBe(0);
    expect((await callApi(t, 'GET', `/web/payout-records/${payout.id}/details`, other.auth)).statusCode).toBe(
      404,
    );
    expect((await callApi(t, 'GET', '/web/payout-records/20261124/details', owner.auth)).statusCode).toBe(
      404,
    );
    expect((await callApi(t, 'GET', '/web/payout-records/abc/details', owner.auth)).statusCode).toBe(400);
  });

  it('serves each milestone badge as SVG; an unknown milestone is 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/rest/main/web/sales-milestones/SALES_5MM/image.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('$5M');
    const bad = await t.app.inject({ method: 'GET', url: '/rest/main/web/sales-milestones/NOPE/image.svg' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('payment records and past orders', () => {
  it('list what the founder paid, with details; another store gets 404', async () => {
    const founder = await loginAs(t, 'founder@quarry.test');
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/rest/main/payments/tokens',
        payload: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
      })
    ).json().id;
    const methodId = (await callApi(t, 'POST', '/web/payment-methods', founder.auth, { token })).json().id;
    const addressId = (await callApi(t, 'GET', '/web/shipping-addresses', founder.auth)).json()[0].id;
    const item = (
      await callApi(t, 'POST', '/web/creator-order-items', founder.auth, {
        catalogItemId: 1,
        quantity: 1,
        orderType: 'SAMPLES',
      })
    ).json().id;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/rest/main/web/creator-invoice-payments',
      headers: { ...founder.auth, 'idempotency-key': randomBytes(12).toString('hex') },
      payload: { orderItemIds: [item], shippingAddressId: addressId, paymentMethodId: methodId },
    });
    expect(paid.json().status, paid.body).toBe('COMPLETED');
    const records = (await callApi(t, 'GET', '/web/payment-records', founder.auth)).json();
    expect(records[0]).toMatchObject({
      id: paid.json().id,
      kind: 'CHECKOUT',
      method: 'CARD',
      itemCount: 1,
      totalCents: paid.json().totals.totalCents,
    });
    expect(
      (await callApi(t, 'GET', '/web/payment-records/action/count', founder.auth)).json().count,
    ).toBeGreaterThan(0);
    const detail = (await callApi(t, 'GET', `/web/payment-records/${paid.json().id}`, founder.auth)).json();
    expect(detail.orderItemIds).toEqual([item]);
    expect(detail.lines.length).toBeGreaterThan(0);
    expect((await callApi(t, 'GET', `/web/payment-records/${paid.json().id}`, other.auth)).statusCode).toBe(
      404,
    );
    expect((await callApi(t, 'GET', '/web/payment-records', other.auth)).json()).toEqual([]);
    const past = (await callApi(t, 'GET', '/web/stores/me/past-orders', founder.auth)).json();
    expect(past.map((o: { id: number }) => o.id)).toContain(item);
    expect((await callApi(t, 'GET', '/web/stores/me/past-orders', other.auth)).json()).toEqual([]);
    const report = (await callApi(t, 'GET', '/web/stores/me/payments-report', founder.auth)).json();
    expect(report.spentCents).toBeGreaterThanOrEqual(paid.json().totals.totalCents);
  });
});
