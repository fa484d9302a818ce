import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_ACCOUNTS_SETTING } from '../../../../shared/contract/commons';
import { MAX_SAVED_CARDS, TEST_CARDS } from '../../../../shared/rules/payments';
import { paymentCustomers } from '../../../db/schema/payments';
import { AppError } from '../../../http/errors';
import { TEST_BANK } from '../../../providers/payments/card-rules';
import { startFakeStripeServer } from '../../../providers/payments/fake-stripe-server';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../../test/test-app';
import { putBusinessSetting } from '../../commons/business-settings';
import { resolvePaymentMethod, SAVED_LIMIT_MESSAGE } from './service';

let t: TestApp;
type Store = Awaited<ReturnType<typeof registerStore>>;
let a: Store;
let b: Store;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Methods Store A');
  b = await registerStore(t, 'Methods Store B');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const year = new Date().getUTCFullYear() + 2;
const cardBody = (number: string = TEST_CARDS.success, over: Record<string, unknown> = {}) => ({
  number,
  expMonth: 11,
  expYear: year,
  cvc: '123',
  ...over,
});
const tokenize = async (number: string = TEST_CARDS.success) => {
  const res = await call('POST', '/payments/tokens', {}, cardBody(number));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
};
const attach = async (s: Store, number?: string, setDefault?: boolean) =>
  call('POST', '/web/payment-methods', s.auth, { token: await tokenize(number), setDefault });
const list = async (s: Store) => {
  const res = await call('GET', '/web/payment-methods', s.auth);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; isDefault: boolean; last4: string; type: string }[];
};

/** A Luhn-valid 16-digit Visa number from 15 digits. */
function visa(n: number) {
  const body = `4000${String(n).padStart(11, '0')}`;
  for (let d = 0; d <= 9; d++) {
    const candidate = `${body}${d}`;
    let sum = 0;
    for (let i = 0; i < 16; i++) {
      let x = Number(candidate[15 - i]);
      if (i % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
      sum += x;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

describe('GET /payments/config', () => {
  it('tells the browser the embedded processor and its tokenization endpoint, without a session', async () => {
    const res = await call('GET', '/payments/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'embedded',
      publishableKey: 'pk_test_quarry_embedded',
      tokenUrl: '/rest/main/payments/tokens',
      testMode: true,
    });
  });
});

describe('POST /payments/tokens', () => {
  it('answers a one-time token and what a receipt may show', async () => {
    const res = await call('POST', '/payments/tokens', {}, cardBody('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^tok_/),
      card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: year },
    });
  });

  it('refuses bad cards with the failing field', async () => {
    const bad = await call('POST', '/payments/tokens', {}, cardBody('4242424242424241'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Your card number is invalid',
      code: 'INVALID',
      details: [{ path: 'body.number', message: 'Your card number is invalid' }],
    });
    const expired = await call(
      'POST',
      '/payments/tokens',
      {},
      cardBody(TEST_CARDS.success, { expYear: 2021 }),
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Your card has expired');
    expect(expired.json().details).toEqual([{ path: 'body.expYear', message: 'Your card has expired' }]);
    const cvc = await call('POST', '/payments/tokens', {}, cardBody(TEST_CARDS.success, { cvc: '12a' }));
    expect(cvc.statusCode).toBe(400);
    expect(cvc.json().details[0]).toEqual({
      path: 'body.cvc',
      message: 'The security code is 3 or 4 digits',
    });
    const amexCvc = await call('POST', '/payments/tokens', {}, cardBody('378282246310005'));
    expect(amexCvc.statusCode).toBe(400);
    expect(amexCvc.json().details).toEqual([
      { path: 'body.cvc', message: "Your card's security code is invalid" },
    ]);
    expect((await call('POST', '/payments/tokens', {}, {})).statusCode).toBe(400);
    expect((await call('POST', '/payments/tokens', {}, cardBody('4242', { expMonth: 13 }))).statusCode).toBe(
      400,
    );
  });
});

describe('saved payment methods', () => {
  it('needs a store session', async () => {
    expect((await call('GET', '/web/payment-methods')).statusCode).toBe(401);
    expect((await call('POST', '/web/payment-methods', {}, { token: 'tok_x' })).statusCode).toBe(401);
  });

  it('saves cards (the first is the default), lists the default first, switches the default, removes', async () => {
    expect(await list(a)).toEqual([]);
    const first = await attach(a);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      id: expect.stringMatching(/^pm_/),
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 11,
      expYear: year,
      bankName: null,
      isDefault: true,
    });
    const second = (await attach(a, '5555555555554444')).json();
    expect(second).toMatchObject({ brand: 'mastercard', isDefault: false });
    expect((await list(a)).map((m) => [m.id, m.isDefault])).toEqual([
      [first.json().id, true],
      [second.id, false],
    ]);
    const def = await call('PUT', `/web/payment-methods/${second.id}/default`, a.auth);
    expect(def.statusCode).toBe(200);
    expect(def.json()).toMatchObject({ id: second.id, isDefault: true });
    expect((await list(a)).map((m) => [m.id, m.isDefault])).toEqual([
      [second.id, true],
      [first.json().id, false],
    ]);
    // setDefault on attach.
    const third = (await attach(a, '6011111111111117', true)).json();
    expect(third).toMatchObject({ brand: 'discover', isDefault: true });
    expect((await list(a))[0]!.id).toBe(third.id);
    // Removing the default makes the newest remaining one the default.
    const del = await call('DELETE', `/web/payment-methods/${third.id}`, a.auth);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    expect((await list(a)).map((m) => [m.id, m.isDefault])).toEqual([
      [second.id, true],
      [first.json().id, false],
    ]);
    expect((await call('DELETE', `/web/payment-methods/${third.id}`, a.auth)).statusCode).toBe(404);
  });

  it('refuses bad input: no token, an unknown or used token, an unknown id', async () => {
    expect((await call('POST', '/web/payment-methods', a.auth, {})).statusCode).toBe(400);
    const unknown = await call('POST', '/web/payment-methods', a.auth, { token: 'tok_nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'body.token', message: 'Unknown or used token' }]);
    const tok = await tokenize();
    expect((await call('POST', '/web/payment-methods', b.auth, { token: tok })).statusCode).toBe(200);
    // A token is single-use: store A cannot save the card B saved with it.
    expect((await call('POST', '/web/payment-methods', a.auth, { token: tok })).statusCode).toBe(400);
    expect((await call('DELETE', '/web/payment-methods/nonsense', a.auth)).statusCode).toBe(404);
    expect((await call('PUT', '/web/payment-methods/pm_nope/default', a.auth)).statusCode).toBe(404);
  });

  it("another store's card answers 404 and is left alone", async () => {
    const mine = (await attach(a, '4000056655665556')).json();
    const before = await list(a);
    const del = await call('DELETE', `/web/payment-methods/${mine.id}`, b.auth);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ message: 'Payment method not found', code: 'NOT_FOUND' });
    expect((await call('PUT', `/web/payment-methods/${mine.id}/default`, b.auth)).statusCode).toBe(404);
    expect((await call('POST', '/web/payment-methods', b.auth, { token: mine.id })).statusCode).toBe(400);
    expect((await list(b)).some((m) => m.id === mine.id)).toBe(false);
    expect(await list(a)).toEqual(before);
  });

  it(`refuses an ${MAX_SAVED_CARDS + 1}th method with 422, and concurrent attaches never pass the limit`, async () => {
    const c = await registerStore(t, 'Many Cards');
    for (let i = 0; i < MAX_SAVED_CARDS - 2; i++) {
      expect((await attach(c, visa(1000 + i))).statusCode).toBe(200);
    }
    const racing = await Promise.all([1, 2, 3, 4].map((i) => attach(c, visa(2000 + i))));
    const saved = await list(c);
    expect(saved.length).toBeLessThanOrEqual(MAX_SAVED_CARDS);
    for (const r of racing.filter((x) => x.statusCode === 200)) {
      expect(saved.map((m) => m.id)).toContain(r.json().id);
    }
    expect(racing.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    // A race may refuse more than it had to, never fewer: top up to the limit.
    for (let i = saved.length; i < MAX_SAVED_CARDS; i++) {
      expect((await attach(c, visa(2500 + i))).statusCode).toBe(200);
    }
    // Full: the next one is refused and its token is still good for a one-time payment.
    const tok = await tokenize(visa(3000));
    const eleventh = await call('POST', '/web/payment-methods', c.auth, { token: tok });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toEqual({ message: SAVED_LIMIT_MESSAGE, code: 'REFUSED' });
    expect(SAVED_LIMIT_MESSAGE).toBe('You can save up to 10 payment methods; remove one first');
    expect(await t.deps.payments.retrievePaymentMethod(tok)).not.toBeNull();
    expect(await list(c)).toHaveLength(MAX_SAVED_CARDS);
  });

  it('makes one processor customer per store under concurrent first uses', async () => {
    const s = await registerStore(t, 'Fresh Store');
    const res = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/web/bank-links/link-token', s.auth, {})),
    );
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.deps.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.storeId, s.storeId));
    expect(rows).toHaveLength(1);
  });
});

describe('3-D Secure challenge pages', () => {
  it("shows the challenge and takes the payer's answer", async () => {
    const charge = await t.deps.payments.charge({
      amountCents: 4321,
      currency: 'USD',
      paymentMethodId: await tokenize(TEST_CARDS.authenticate),
      idempotencyKey: `k-${randomBytes(6).toString('hex')}`,
      description: 'test',
    });
    expect(charge.status).toBe('requires_action');
    const url = `/payments/challenges/${charge.challengeId}`;
    const shown = await call('GET', url);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      id: charge.id,
      amountCents: 4321,
      currency: 'USD',
      status: 'requires_action',
    });
    expect((await call('POST', url, {}, { outcome: 'maybe' })).statusCode).toBe(400);
    const done = await call('POST', url, {}, { outcome: 'complete' });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('succeeded');
    expect((await t.deps.payments.confirmCharge(charge.id)).status).toBe('succeeded');
    expect((await call('POST', url, {}, { outcome: 'fail' })).statusCode).toBe(409);
    expect((await call('GET', '/payments/challenges/ch_nope')).statusCode).toBe(404);
  });
});

describe('wallet pages', () => {
  it('creates, shows and approves an order the merchant then captures once', async () => {
    const created = await call('POST', '/payments/wallet-orders', {}, { amountCents: 5000, currency: 'USD' });
    expect(created.statusCode).toBe(200);
    const order = created.json();
    expect(order).toEqual({
      id: expect.stringMatching(/^wo_/),
      amountCents: 5000,
      currency: 'USD',
      status: 'CREATED',
    });
    expect((await call('GET', `/payments/wallet-orders/${order.id}`)).json()).toEqual(order);
    const bad = await call('POST', `/payments/wallet-orders/${order.id}/approve`, {}, { payerEmail: 'nope' });
    expect(bad.statusCode).toBe(400);
    const approved = await call(
      'POST',
      `/payments/wallet-orders/${order.id}/approve`,
      {},
      {
        payerEmail: 'payer@example.com',
      },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('APPROVED');
    const capture = await t.deps.payments.captureWalletOrder({
      orderId: order.id,
      amountCents: 5000,
      idempotencyKey: `w-${order.id}`,
    });
    expect(capture.status).toBe('succeeded');
    expect((await call('GET', `/payments/wallet-orders/${order.id}`)).json().status).toBe('COMPLETED');
    expect(
      (
        await call(
          'POST',
          `/payments/wallet-orders/${order.id}/approve`,
          {},
          { payerEmail: 'payer@example.com' },
        )
      ).statusCode,
    ).toBe(409);
    expect((await call('GET', '/payments/wallet-orders/wo_nope')).statusCode).toBe(404);
    expect(
      (await call('POST', '/payments/wallet-orders', {}, { amountCents: -5, currency: 'USD' })).statusCode,
    ).toBe(400);
  });
});

describe('bank linking', () => {
  it('link token → bank picker → bank account token → saved bank account', async () => {
    const link = await call('POST', '/web/bank-links/link-token', a.auth, {});
    expect(link.statusCode).toBe(200);
    const { linkToken, expiresAt } = link.json();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    const picker = `/payments/bank-links/${linkToken}/public-token`;
    const bad = await call(
      'POST',
      picker,
      {},
      { routingNumber: '123456789', accountNumber: '1', accountHolderName: 'A' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { path: 'body.routingNumber', message: 'The routing number is invalid' },
      { path: 'body.accountNumber', message: 'The account number is invalid' },
    ]);
    expect((await call('POST', picker, {}, { routingNumber: TEST_BANK.routingNumber })).statusCode).toBe(400);
    const picked = await call(
      'POST',
      picker,
      {},
      {
        routingNumber: TEST_BANK.routingNumber,
        accountNumber: TEST_BANK.successAccount,
        accountHolderName: 'Ada Founder',
      },
    );
    expect(picked.statusCode).toBe(200);
    const { publicToken } = picked.json();
    expect(publicToken).toMatch(/^public_/);
    const exchanged = await call('POST', '/web/bank-links/bank-account-token', a.auth, { publicToken });
    expect(exchanged.statusCode).toBe(200);
    const { bankAccountToken } = exchanged.json();
    expect(bankAccountToken).toMatch(/^ba_/);
    expect(
      (await call('POST', '/web/bank-links/bank-account-token', a.auth, { publicToken })).statusCode,
    ).toBe(400);
    const saved = await call('POST', '/web/payment-methods', a.auth, { token: bankAccountToken });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: bankAccountToken,
      type: 'us_bank_account',
      last4: '6789',
      bankName: 'Quarry Test Bank',
      brand: null,
      expMonth: null,
    });
    expect((await list(a)).some((m) => m.id === bankAccountToken && m.type === 'us_bank_account')).toBe(true);
    const resolved = await resolvePaymentMethod(t.deps, a.storeId, bankAccountToken);
    expect(resolved).toMatchObject({ ref: bankAccountToken, method: 'BANK' });
    expect(resolved.customerId).toMatch(/^cus_/);
    expect(
      (
        await call(
          'POST',
          '/payments/bank-links/link_nope/public-token',
          {},
          {
            routingNumber: TEST_BANK.routingNumber,
            accountNumber: TEST_BANK.successAccount,
            accountHolderName: 'X',
          },
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', '/web/bank-links/bank-account-token', a.auth, {})).statusCode).toBe(400);
  });
});

describe('resolvePaymentMethod (for checkout)', () => {
  const fails = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  };

  it("accepts the store's own saved method and one-time tokens; 404 for another store's; 400 for unknown ids", async () => {
    const pm = (await attach(a, '5200828282828210')).json();
    expect(await resolvePaymentMethod(t.deps, a.storeId, pm.id)).toEqual({
      ref: pm.id,
      method: 'CARD',
      customerId: expect.stringMatching(/^cus_/),
      summary: {
        id: pm.id,
        type: 'card',
        brand: 'mastercard',
        last4: '8210',
        expMonth: 11,
        expYear: year,
        bankName: null,
      },
    });
    const other = await fails(resolvePaymentMethod(t.deps, b.storeId, pm.id));
    expect([other.status, other.message]).toEqual([404, 'Payment method not found']);
    expect((await fails(resolvePaymentMethod(t.deps, null, pm.id))).status).toBe(404);
    expect((await fails(resolvePaymentMethod(t.deps, a.storeId, 'pm_nope'))).status).toBe(404);
    const tok = await tokenize();
    expect(await resolvePaymentMethod(t.deps, null, tok)).toMatchObject({
      ref: tok,
      method: 'CARD',
      customerId: null,
      summary: { brand: 'visa', last4: '4242' },
    });
    expect((await resolvePaymentMethod(t.deps, b.storeId, tok)).customerId).toBeNull();
    const unknown = await fails(resolvePaymentMethod(t.deps, a.storeId, 'card_123'));
    expect(unknown.status).toBe(400);
    expect(unknown.details).toEqual([{ path: 'body.paymentMethodId', message: 'Unknown payment method' }]);
    expect((await fails(resolvePaymentMethod(t.deps, null, 'tok_nope'))).status).toBe(400);
    // A used token is no longer a payment method.
    await t.deps.payments.charge({
      amountCents: 100,
      currency: 'USD',
      paymentMethodId: tok,
      idempotencyKey: `k-${tok}`,
      description: 'use it',
    });
    expect((await fails(resolvePaymentMethod(t.deps, null, tok))).status).toBe(400);
  });
});

describe('preview accounts', () => {
  it('may look, but not save, remove or link', async () => {
    const p = await registerStore(t, 'Preview Store');
    const pm = (await attach(p)).json();
    await putBusinessSetting(t.deps.db, 'NONE', PREVIEW_ACCOUNTS_SETTING, [p.storeId]);
    t.deps.previewAccounts.invalidate();
    try {
      expect((await call('GET', '/web/payment-methods', p.auth)).statusCode).toBe(200);
      for (const [method, url, body] of [
        ['POST', '/web/payment-methods', { token: 'tok_x' }],
        ['DELETE', `/web/payment-methods/${pm.id}`, undefined],
        ['PUT', `/web/payment-methods/${pm.id}/default`, undefined],
        ['POST', '/web/bank-links/link-token', {}],
        ['POST', '/web/bank-links/bank-account-token', { publicToken: 'x' }],
      ] as const) {
        const res = await call(method, url, p.auth, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('PREVIEW_BLOCKED');
      }
      expect(await list(p)).toHaveLength(1);
    } finally {
      await putBusinessSetting(t.deps.db, 'NONE', PREVIEW_ACCOUNTS_SETTING, []);
      t.deps.previewAccounts.invalidate();
    }
  });
});

describe('with Stripe (STRIPE_SECRET_KEY set)', () => {
  let s: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripeServer>>;
  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    s = await createTestApp({
      seed: false,
      env: {
        STRIPE_SECRET_KEY: stripe.config.secretKey,
        STRIPE_PUBLISHABLE_KEY: stripe.config.publishableKey,
        STRIPE_API_URL: stripe.apiUrl,
      },
    });
  });
  afterAll(async () => {
    await s?.close();
    await stripe?.close();
  });

  it('tokenizes at Stripe, saves through Stripe, and turns the embedded pages off', async () => {
    const cfg = await callApi(s, 'GET', '/payments/config');
    expect(cfg.json()).toEqual({
      provider: 'stripe',
      publishableKey: stripe.config.publishableKey,
      tokenUrl: `${stripe.apiUrl}/v1/tokens`,
      testMode: true,
    });
    expect((await callApi(s, 'POST', '/payments/tokens', {}, cardBody())).statusCode).toBe(404);
    expect((await callApi(s, 'GET', '/payments/challenges/pi_1')).statusCode).toBe(404);
    expect(
      (await callApi(s, 'POST', '/payments/wallet-orders', {}, { amountCents: 1, currency: 'USD' }))
        .statusCode,
    ).toBe(404);
    const owner = await registerStore(s, 'Stripe Store');
    const saved = await callApi(s, 'POST', '/web/payment-methods', owner.auth, {
      token: await stripe.token(TEST_CARDS.success),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: expect.stringMatching(/^pm_/), brand: 'visa', isDefault: true });
    // The customer's idempotency key names this deployment, not just the store id.
    const created = stripe.requests.find((r) => r.path === '/v1/customers' && r.method === 'POST');
    expect(created?.idempotencyKey).toMatch(new RegExp(`^quarry-[0-9a-f]{12}-customer-${owner.storeId}$`));
    const listed = await callApi(s, 'GET', '/web/payment-methods', owner.auth);
    expect(listed.json()).toEqual([saved.json()]);
    const link = await callApi(s, 'POST', '/web/bank-links/link-token', owner.auth, {});
    expect(link.statusCode).toBe(503);
    expect(link.json().message).toBe('Bank linking is not available with this processor');
    const resolved = await resolvePaymentMethod(s.deps, owner.storeId, saved.json().id);
    expect(resolved).toMatchObject({ method: 'CARD', customerId: expect.stringMatching(/^cus_/) });
  });
});
