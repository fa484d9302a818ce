import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../shared/rules/payments';
import { AppError } from '../../http/errors';
import { FAKE_STRIPE_SECRET, startFakeStripeServer } from './fake-stripe-server';
import { createStripePayments, intentToCharge, STRIPE_API_VERSION, stripeBrand } from './stripe-payments';
import type { PaymentsProvider } from './types';

let stripe: Awaited<ReturnType<typeof startFakeStripeServer>>;
let p: PaymentsProvider;
beforeAll(async () => {
  stripe = await startFakeStripeServer();
  p = createStripePayments(stripe.config);
});
afterAll(async () => stripe?.close());

let n = 0;
const key = () => `order-${++n}-${Date.now()}`;
const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};
const last = (path: string) => [...stripe.requests].reverse().find((r) => r.path === path)!;

describe('Stripe adapter against a loopback Stripe', () => {
  it('says where the browser tokenizes cards, with the publishable key', () => {
    expect(p).toMatchObject({
      kind: 'stripe',
      publishableKey: stripe.config.publishableKey,
      tokenUrl: `${stripe.apiUrl}/v1/tokens`,
      testMode: true,
    });
    expect(createStripePayments({ ...stripe.config, secretKey: 'sk_live_x' }).testMode).toBe(false);
  });

  it('creates a customer, attaches cards, lists them, sets and reads the default, detaches', async () => {
    const cus = await p.createCustomer({ email: 'owner@example.com', storeId: 42 });
    expect(cus).toMatch(/^cus_/);
    const created = last('/v1/customers');
    expect(created).toMatchObject({
      method: 'POST',
      auth: `Bearer ${FAKE_STRIPE_SECRET}`,
      idempotencyKey: 'quarry-customer-42',
      form: { email: 'owner@example.com', 'metadata[store_id]': '42' },
    });
    const visa = await p.attachPaymentMethod(cus, await stripe.token(TEST_CARDS.success));
    expect(visa).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      type: 'card',
      brand: 'visa',
      last4: '4242',
    });
    expect(last(`/v1/payment_methods/${visa.id}/attach`).form).toEqual({ customer: cus });
    const mc = await p.attachPaymentMethod(cus, await stripe.token('5555555555554444'));
    expect(mc.brand).toBe('mastercard');
    await p.setDefaultPaymentMethod(cus, visa.id);
    expect(last(`/v1/customers/${cus}`).form).toEqual({
      'invoice_settings[default_payment_method]': visa.id,
    });
    const list = await p.listPaymentMethods(cus, 10);
    expect(list).toEqual({ methods: [mc, visa], defaultId: visa.id });
    const listCall = last('/v1/payment_methods');
    expect(listCall.method).toBe('GET');
    expect(Object.fromEntries(listCall.query)).toEqual({ customer: cus, type: 'card', limit: '10' });
    expect(await p.retrievePaymentMethod(visa.id)).toEqual({ ...visa, customerId: cus });
    // Another customer's card: not found, and nothing is detached.
    const other = await p.createCustomer({ email: null, storeId: 43 });
    expect((await failure(p.detachPaymentMethod(other, visa.id))).code).toBe('NOT_FOUND');
    expect((await failure(p.setDefaultPaymentMethod(other, visa.id))).code).toBe('NOT_FOUND');
    await p.detachPaymentMethod(cus, visa.id);
    expect(await p.listPaymentMethods(cus, 10)).toEqual({ methods: [mc], defaultId: null });
    expect(await p.listPaymentMethods('cus_nope', 10)).toEqual({ methods: [], defaultId: null });
    // A used token cannot be attached again; an unknown kind of token is refused before any call.
    const tok = await stripe.token(TEST_CARDS.success);
    await p.attachPaymentMethod(cus, tok);
    expect(await p.retrievePaymentMethod(tok)).toBeNull();
    const used = await failure(p.attachPaymentMethod(other, tok));
    expect(used.code).toBe('INVALID');
    expect((await failure(p.attachPaymentMethod(cus, 'xyz_1'))).code).toBe('INVALID');
  });

  it('charges with confirm=true, the idempotency key as header and metadata, and finds the charge by key', async () => {
    const k = key();
    const tok = await stripe.token(TEST_CARDS.success);
    const input = {
      amountCents: 2599,
      currency: 'USD',
      paymentMethodId: tok,
      idempotencyKey: k,
      description: 'Quarry payment 1',
    };
    const c = await p.charge(input);
    expect(c).toEqual({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      amountCents: 2599,
      currency: 'USD',
      declineCode: null,
      challengeId: null,
    });
    const call = last('/v1/payment_intents');
    expect(call.idempotencyKey).toBe(k);
    expect(call.form).toMatchObject({
      amount: '2599',
      currency: 'usd',
      confirm: 'true',
      'payment_method_types[]': 'card',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][token]': tok,
      'metadata[quarry_key]': k,
    });
    // A retry replays Stripe's first answer: the same intent, no second charge.
    expect(await p.charge(input)).toEqual(c);
    expect(last('/v1/payment_intents').replayed).toBe(true);
    expect([...stripe.intents.values()].filter((pi) => pi.metadata.quarry_key === k)).toHaveLength(1);
    expect(await p.findCharge(k)).toEqual(c);
    expect(await p.findCharge("nobody's-key")).toBeNull();
    expect(last('/v1/payment_intents/search').query.get('query')).toBe(
      "metadata['quarry_key']:'nobody\\'s-key'",
    );
    // The same key with other parameters is Stripe's idempotency error.
    expect((await failure(p.charge({ ...input, amountCents: 1 }))).code).toBe('INVALID');
  });

  it('charges a saved card with its customer', async () => {
    const cus = await p.createCustomer({ email: null, storeId: 44 });
    const pm = await p.attachPaymentMethod(cus, await stripe.token(TEST_CARDS.success));
    const c = await p.charge({
      amountCents: 500,
      currency: 'USD',
      paymentMethodId: pm.id,
      customerId: cus,
      idempotencyKey: key(),
      description: 'saved',
    });
    expect(c.status).toBe('succeeded');
    expect(last('/v1/payment_intents').form).toMatchObject({ payment_method: pm.id, customer: cus });
  });

  it('maps a 402 decline to a failed charge with its decline code', async () => {
    const charge = async (number: string) =>
      p.charge({
        amountCents: 1000,
        currency: 'USD',
        paymentMethodId: await stripe.token(number),
        idempotencyKey: key(),
        description: 'decline',
      });
    expect(await charge(TEST_CARDS.decline)).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'failed',
      declineCode: 'generic_decline',
    });
    expect(await charge(TEST_CARDS.insufficientFunds)).toMatchObject({
      status: 'failed',
      declineCode: 'insufficient_funds',
    });
  });

  it('3-D Secure: requires_action with the intent as challenge, then confirmCharge answers the outcome', async () => {
    const k = key();
    const c = await p.charge({
      amountCents: 3000,
      currency: 'USD',
      paymentMethodId: await stripe.token(TEST_CARDS.authenticate),
      idempotencyKey: k,
      description: '3ds',
    });
    expect(c).toMatchObject({ status: 'requires_action', challengeId: c.id });
    expect((await p.confirmCharge(c.id)).status).toBe('requires_action');
    stripe.authenticate(c.id, true);
    expect(await p.confirmCharge(c.id)).toMatchObject({ status: 'succeeded', challengeId: null });
    expect(last(`/v1/payment_intents/${c.id}`).query.getAll('expand[]')).toEqual(['latest_charge']);

    const f = await p.charge({
      amountCents: 3000,
      currency: 'USD',
      paymentMethodId: await stripe.token(TEST_CARDS.authenticate),
      idempotencyKey: key(),
      description: '3ds',
    });
    stripe.authenticate(f.id, false);
    expect(await p.confirmCharge(f.id)).toMatchObject({
      status: 'failed',
      declineCode: 'authentication_failed',
    });
    expect((await failure(p.confirmCharge('pi_nope'))).code).toBe('NOT_FOUND');
  });

  it('refunds a succeeded charge once, cancels one waiting for authentication', async () => {
    const k = key();
    const c = await p.charge({
      amountCents: 800,
      currency: 'USD',
      paymentMethodId: await stripe.token(TEST_CARDS.success),
      idempotencyKey: k,
      description: 'refund me',
    });
    await p.refund(c.id);
    expect(last('/v1/refunds')).toMatchObject({
      idempotencyKey: `quarry-refund-${c.id}`,
      form: { payment_intent: c.id },
    });
    await p.refund(c.id);
    expect(await p.findCharge(k)).toMatchObject({ id: c.id, status: 'refunded' });
    const pending = await p.charge({
      amountCents: 800,
      currency: 'USD',
      paymentMethodId: await stripe.token(TEST_CARDS.authenticate),
      idempotencyKey: key(),
      description: 'cancel me',
    });
    await p.refund(pending.id);
    expect((await p.confirmCharge(pending.id)).status).toBe('canceled');
  });

  it('answers 503 for bank linking and the wallet, which Stripe mode does not map', async () => {
    expect((await failure(p.createLinkToken('cus_1'))).code).toBe('UNAVAILABLE');
    expect((await failure(p.createLinkToken('cus_1'))).message).toBe(
      'Bank linking is not available with this processor',
    );
    expect((await failure(p.exchangeBankToken('public'))).code).toBe('UNAVAILABLE');
    expect(
      (await failure(p.captureWalletOrder({ orderId: 'wo_1', amountCents: 1, idempotencyKey: 'k' }))).code,
    ).toBe('UNAVAILABLE');
  });

  it('pins the API version on every call', () => {
    expect(stripe.requests.length).toBeGreaterThan(10);
    const adapterCalls = stripe.requests.filter((r) => r.auth === `Bearer ${FAKE_STRIPE_SECRET}`);
    // Every call but the browser's own tokenization (the test's helper, with the publishable key).
    expect(adapterCalls.length).toBe(
      stripe.requests.filter((r) => r.path !== '/v1/tokens' || r.method === 'GET').length,
    );
    expect(adapterCalls.every((r) => r.version === STRIPE_API_VERSION)).toBe(true);
  });
});

describe('Stripe adapter failures', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('reports a Stripe outage, a bad key and a Stripe that does not answer as 503', async () => {
    const down = await startFakeStripeServer({ failWith: 500 });
    close = down.close;
    const err = await failure(createStripePayments(down.config).createCustomer({ email: null, storeId: 1 }));
    expect(err.code).toBe('UNAVAILABLE');
    await down.close();
    const s = await startFakeStripeServer();
    close = s.close;
    const bad = await failure(
      createStripePayments({ ...s.config, secretKey: 'sk_test_wrong' }).createCustomer({
        email: null,
        storeId: 1,
      }),
    );
    expect(bad.code).toBe('UNAVAILABLE');
    expect(bad.message).toContain('Invalid API Key provided');
    await s.close();
    const hang = await startFakeStripeServer({ hang: true });
    close = hang.close;
    const slow = await failure(createStripePayments({ ...hang.config, timeoutMs: 200 }).findCharge('k'));
    expect(slow.code).toBe('UNAVAILABLE');
    expect(slow.message).toContain('did not answer in time');
  });
});

describe('intent mapping', () => {
  const pi = { id: 'pi_1', amount: 100, currency: 'eur' };
  it('maps every intent status', () => {
    expect(intentToCharge({ ...pi, status: 'succeeded' }).status).toBe('succeeded');
    expect(intentToCharge({ ...pi, status: 'processing' }).status).toBe('succeeded');
    expect(
      intentToCharge({ ...pi, status: 'succeeded', latest_charge: { id: 'ch', refunded: true } }).status,
    ).toBe('refunded');
    expect(intentToCharge({ ...pi, status: 'requires_action' })).toMatchObject({
      challengeId: 'pi_1',
      currency: 'EUR',
    });
    expect(intentToCharge({ ...pi, status: 'canceled' }).status).toBe('canceled');
    expect(
      intentToCharge({
        ...pi,
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined' },
      }),
    ).toMatchObject({ status: 'failed', declineCode: 'generic_decline' });
    expect(
      intentToCharge({
        ...pi,
        status: 'requires_payment_method',
        last_payment_error: { code: 'expired_card' },
      }).declineCode,
    ).toBe('expired_card');
  });
  it('names brands the way the embedded processor does', () => {
    expect(stripeBrand('Visa')).toBe('visa');
    expect(stripeBrand('American Express')).toBe('amex');
    expect(stripeBrand('MasterCard')).toBe('mastercard');
    expect(stripeBrand(undefined)).toBeNull();
  });
});
