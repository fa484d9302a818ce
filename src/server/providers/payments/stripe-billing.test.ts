import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../shared/rules/payments';
import { AppError } from '../../http/errors';
import type { BillingEvent, PlanPrice } from './billing-types';
import { startFakeStripeServer } from './fake-stripe-server';
import { signStripeWebhook, verifyStripeWebhook } from './stripe-billing';
import { createStripePayments } from './stripe-payments';
import type { PaymentsProvider } from './types';

// The Stripe adapter's subscription billing against the loopback Stripe: test clocks move time, the fake
// signs and posts webhooks to a local endpoint that hands them to billing.receiveWebhook, which verifies
// them and calls the one handler.

const WEBHOOK_SECRET = 'whsec_quarry_test';
let stripe: Awaited<ReturnType<typeof startFakeStripeServer>>;
let p: PaymentsProvider;
let endpoint: http.Server;
let events: BillingEvent[] = [];
const refused: string[] = [];

beforeAll(async () => {
  stripe = await startFakeStripeServer();
  p = createStripePayments({ ...stripe.config, webhookSecret: WEBHOOK_SECRET });
  p.billing.onEvent(async (e) => {
    events.push(e);
  });
  // The subscriptions module's webhook route, in miniature: raw body and header to receiveWebhook.
  endpoint = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      p.billing
        .receiveWebhook(raw, req.headers['stripe-signature'] as string | undefined)
        .then(() => res.writeHead(200).end())
        .catch((err: Error) => {
          refused.push(err.message);
          res.writeHead(err instanceof AppError && err.code === 'INVALID' ? 400 : 500).end();
        });
    });
  });
  await new Promise<void>((r) => endpoint.listen(0, '127.0.0.1', r));
  stripe.setWebhook(
    `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhooks/stripe`,
    WEBHOOK_SECRET,
  );
});
afterAll(async () => {
  await stripe?.flushWebhooks();
  endpoint?.closeAllConnections();
  await new Promise((r) => endpoint?.close(r));
  await stripe?.close();
});
beforeEach(async () => {
  await stripe.flushWebhooks();
  events = [];
});

const d = (iso: string) => new Date(iso);
let n = 0;
const key = () => `sub-${++n}-${Date.now()}`;
const BEGINNER: PlanPrice = { planType: 'TIER_2', interval: 'month', unitAmountCents: 1000, currency: 'USD' };
const PRO: PlanPrice = { planType: 'TIER_3', interval: 'month', unitAmountCents: 3000, currency: 'USD' };
const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};
/** Drop the events heard so far (after every webhook made so far was posted). */
const forget = async () => {
  await stripe.flushWebhooks();
  events = [];
};
/** Events the endpoint received so far (after every webhook was posted). */
const received = async () => {
  await stripe.flushWebhooks();
  return events.map((e) => [e.type, e.subscription.status, e.previousStatus] as const);
};

async function setup(start = '2026-04-01T00:00:00Z', card: string = TEST_CARDS.success) {
  const clock = await p.billing.createTestClock({ frozenTime: d(start) });
  const customerId = await p.createCustomer({
    email: 'founder@example.com',
    storeId: ++n,
    testClockId: clock.id,
  });
  const pm = (await p.attachPaymentMethod(customerId, await stripe.token(card))).id;
  return { clock, customerId, pm };
}
const subscribe = (
  customerId: string,
  pm: string | null,
  over: { price?: PlanPrice; trialDays?: number } = {},
) =>
  p.billing.createSubscription({
    customerId,
    paymentMethodId: pm,
    price: over.price ?? BEGINNER,
    trialDays: over.trialDays,
    metadata: { store_id: '7' },
    idempotencyKey: key(),
  });
const latest = async (id: string) => {
  const sub = (await p.billing.retrieveSubscription(id))!;
  return (await p.billing.retrieveInvoice(sub.latestInvoiceId!))!;
};

describe('Stripe Billing through the adapter', () => {
  it('creates a subscription with a trial on a Price found by lookup key, then bills at trial end', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm, { trialDays: 14 });
    expect(sub).toMatchObject({
      status: 'trialing',
      customerId,
      price: BEGINNER,
      trialEnd: d('2026-04-15T00:00:00Z'),
      currentPeriodEnd: d('2026-04-15T00:00:00Z'),
      defaultPaymentMethodId: pm,
      testClockId: clock.id,
      metadata: { store_id: '7' },
    });
    const create = [...stripe.requests].reverse().find((r) => r.path === '/v1/subscriptions')!;
    expect(create.form).toMatchObject({
      customer: customerId,
      default_payment_method: pm,
      trial_period_days: '14',
      payment_behavior: 'allow_incomplete',
    });
    expect(create.idempotencyKey).toMatch(/^quarry-sub-sub-/);
    const price = stripe.billing.prices.get(create.form['items[0][price]']!)!;
    expect(price).toMatchObject({
      lookup_key: 'quarry:TIER_2:month:usd:1000',
      unit_amount: 1000,
      interval: 'month',
      metadata: { plan_type: 'TIER_2' },
    });
    expect(await latest(sub.id)).toMatchObject({ status: 'paid', amountDueCents: 0 });
    // A second subscription to the same plan reuses the Price.
    const second = await setup();
    await subscribe(second.customerId, second.pm);
    expect([...stripe.billing.prices.values()].filter((x) => x.lookup_key === price.lookup_key)).toHaveLength(
      1,
    );

    await forget();
    const moved = await p.billing.advanceTestClock(clock.id, d('2026-04-15T00:00:00Z'));
    expect(moved).toMatchObject({ id: clock.id, status: 'ready', frozenTime: d('2026-04-15T00:00:00Z') });
    const after = (await p.billing.retrieveSubscription(sub.id))!;
    expect(after).toMatchObject({ status: 'active', currentPeriodEnd: d('2026-05-15T00:00:00Z') });
    expect(await latest(sub.id)).toMatchObject({
      status: 'paid',
      amountPaidCents: 1000,
      billingReason: 'subscription_cycle',
    });
    expect(await received()).toEqual([
      ['invoice.created', 'active', null],
      ['invoice.paid', 'active', null],
      ['customer.subscription.updated', 'active', 'trialing'],
    ]);
    expect(events[1]!.invoice).toMatchObject({ status: 'paid', subscriptionId: sub.id });
  });

  it('an upgrade halfway through is invoiced at once with the prorated difference', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    expect(sub.status).toBe('active');
    await p.billing.advanceTestClock(clock.id, d('2026-04-16T00:00:00Z'));
    const { subscription, invoice } = await p.billing.changePlan({
      subscriptionId: sub.id,
      price: PRO,
      idempotencyKey: key(),
    });
    expect(subscription).toMatchObject({ status: 'active', price: PRO });
    expect(invoice).toMatchObject({
      billingReason: 'subscription_update',
      status: 'paid',
      amountPaidCents: 1000,
    });
    expect(invoice!.lines.map((l) => [l.amountCents, l.proration])).toEqual([
      [-500, true],
      [1500, true],
    ]);
    const update = [...stripe.requests]
      .reverse()
      .find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`)!;
    expect(update.form).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'allow_incomplete',
    });
    expect(update.form['items[0][id]']).toMatch(/^si_/);
  });

  it('pauses with keep_as_draft, keeps the passing period as a draft, resumes, and collects the draft', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    const paused = await p.billing.pause({ subscriptionId: sub.id, behavior: 'keep_as_draft' });
    expect(paused).toMatchObject({
      status: 'paused',
      pauseCollection: { behavior: 'keep_as_draft', resumesAt: null },
    });
    await p.billing.advanceTestClock(clock.id, d('2026-05-02T00:00:00Z'));
    const draft = await latest(sub.id);
    expect(draft).toMatchObject({ status: 'draft', attemptCount: 0 });
    const resumed = await p.billing.resume(sub.id);
    expect(resumed).toMatchObject({ status: 'active', pauseCollection: null });
    expect((await p.billing.payInvoice({ invoiceId: draft.id })).status).toBe('paid');
    expect((await failure(p.billing.resume(sub.id))).code).toBe('INVALID');
  });

  it('cancels at period end, reactivates, then ends at period end and reactivates as a new subscription', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    expect((await p.billing.cancelAtPeriodEnd(sub.id)).cancelAtPeriodEnd).toBe(true);
    const kept = await p.billing.reactivate({ subscriptionId: sub.id, idempotencyKey: key() });
    expect(kept).toMatchObject({ id: sub.id, cancelAtPeriodEnd: false, status: 'active' });
    await p.billing.cancelAtPeriodEnd(sub.id);
    await forget();
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:01Z'));
    expect((await p.billing.retrieveSubscription(sub.id))!).toMatchObject({
      status: 'canceled',
      endedAt: d('2026-05-01T00:00:00Z'),
    });
    expect(await received()).toEqual([['customer.subscription.deleted', 'canceled', 'active']]);
    const fresh = await p.billing.reactivate({ subscriptionId: sub.id, idempotencyKey: key() });
    expect(fresh.id).not.toBe(sub.id);
    expect(fresh).toMatchObject({ status: 'active', price: BEGINNER, metadata: { store_id: '7' } });
  });

  it('a failed renewal is past_due, retried by Stripe, then unpaid; the handler hears each step', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    const failing = (
      await p.attachPaymentMethod(customerId, await stripe.token(TEST_CARDS.declineAfterAttach))
    ).id;
    await p.billing.setPaymentMethod({ subscriptionId: sub.id, paymentMethodId: failing });
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'));
    expect((await p.billing.retrieveSubscription(sub.id))!.status).toBe('past_due');
    expect(await latest(sub.id)).toMatchObject({
      status: 'open',
      attemptCount: 1,
      lastDeclineCode: 'generic_decline',
      nextPaymentAttempt: d('2026-05-04T00:00:00Z'),
    });
    await forget();
    await p.billing.advanceTestClock(clock.id, d('2026-05-08T00:00:00Z'));
    expect((await p.billing.retrieveSubscription(sub.id))!.status).toBe('unpaid');
    expect((await latest(sub.id)).attemptCount).toBe(4);
    const heard = await received();
    expect(heard.filter(([type]) => type === 'invoice.payment_failed')).toHaveLength(3);
    expect(heard.at(-1)).toEqual(['customer.subscription.updated', 'unpaid', 'past_due']);
    // The payer fixes the card: paying the invoice makes it active again.
    const inv = await p.billing.payInvoice({ invoiceId: (await latest(sub.id)).id, paymentMethodId: pm });
    expect(inv.status).toBe('paid');
    expect((await p.billing.retrieveSubscription(sub.id))!.status).toBe('active');
  });

  it('a declined first payment is incomplete, and incomplete_expired after 23 h', async () => {
    const { clock, customerId, pm } = await setup('2026-04-01T00:00:00Z', TEST_CARDS.decline);
    const sub = await subscribe(customerId, pm);
    expect(sub.status).toBe('incomplete');
    await p.billing.advanceTestClock(clock.id, d('2026-04-02T00:00:00Z'));
    expect((await p.billing.retrieveSubscription(sub.id))!.status).toBe('incomplete_expired');
    expect((await latest(sub.id)).status).toBe('void');
  });

  it("applies the survey's 40% for 3 months through a promotion code, and cancels now", async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    const coupon = { id: 'SURVEY40', percentOff: 40, durationMonths: 3, promotionCode: 'STAY40' };
    const discounted = await p.billing.applyCoupon({ subscriptionId: sub.id, coupon });
    expect(discounted.discount).toMatchObject({
      couponId: 'SURVEY40',
      percentOff: 40,
      durationMonths: 3,
      promotionCode: 'STAY40',
    });
    expect(stripe.billing.coupons.get('SURVEY40')).toMatchObject({
      duration: 'repeating',
      duration_in_months: 3,
    });
    // The coupon exists now: another subscription takes it without making it again.
    const other = await setup();
    const second = await subscribe(other.customerId, other.pm);
    expect((await p.billing.applyCoupon({ subscriptionId: second.id, coupon })).discount?.couponId).toBe(
      'SURVEY40',
    );
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'));
    expect(await latest(sub.id)).toMatchObject({ discountCents: 400, amountPaidCents: 600 });
    const ended = await p.billing.cancelNow(sub.id);
    expect(ended).toMatchObject({ status: 'canceled' });
    expect((await p.billing.cancelNow(sub.id)).status).toBe('canceled');
    expect((await p.billing.listInvoices(sub.id, 10)).map((i) => i.billingReason)).toEqual([
      'subscription_cycle',
      'subscription_create',
    ]);
  });

  it('refuses bad input: an unknown customer, a replayed key with other parameters, no card without a trial', async () => {
    const { customerId, pm } = await setup();
    expect((await failure(subscribe('cus_nobody', pm))).code).toBe('INVALID');
    expect((await failure(subscribe(customerId, null))).code).toBe('INVALID');
    const k = key();
    const input = { customerId, paymentMethodId: pm, price: BEGINNER, idempotencyKey: k };
    const a = await p.billing.createSubscription(input);
    expect((await p.billing.createSubscription(input)).id).toBe(a.id);
    expect((await failure(p.billing.createSubscription({ ...input, price: PRO }))).code).toBe('CONFLICT');
    expect(await p.billing.retrieveSubscription('sub_nothing')).toBeNull();
    expect(await p.billing.runDue()).toBe(0);
  });
});

describe('webhook signatures', () => {
  const body = JSON.stringify({
    id: 'evt_1',
    type: 'invoice.paid',
    created: 1,
    data: { object: { id: 'in_1' } },
  });
  const now = d('2026-04-01T00:00:00Z');
  const t = Math.floor(now.getTime() / 1000);

  it('accepts a payload signed with the secret within 300 s', () => {
    expect(
      verifyStripeWebhook(body, signStripeWebhook(body, WEBHOOK_SECRET, t - 299), WEBHOOK_SECRET, now).id,
    ).toBe('evt_1');
    // Several v1 signatures (a rolled secret): one match is enough.
    const both = `${signStripeWebhook(body, 'whsec_old', t)},v1=${signStripeWebhook(body, WEBHOOK_SECRET, t).split('v1=')[1]}`;
    expect(verifyStripeWebhook(body, both, WEBHOOK_SECRET, now).type).toBe('invoice.paid');
  });

  it('refuses an expired timestamp, another secret, a changed body and a malformed header', () => {
    const refusedWith = (header: string | undefined, payload = body) => {
      try {
        verifyStripeWebhook(payload, header, WEBHOOK_SECRET, now);
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        return (err as AppError).code;
      }
      return 'accepted';
    };
    expect(refusedWith(signStripeWebhook(body, WEBHOOK_SECRET, t - 301))).toBe('INVALID');
    expect(refusedWith(signStripeWebhook(body, WEBHOOK_SECRET, t + 301))).toBe('INVALID');
    expect(refusedWith(signStripeWebhook(body, 'whsec_other', t))).toBe('INVALID');
    expect(refusedWith(signStripeWebhook(body, WEBHOOK_SECRET, t), body.replace('in_1', 'in_2'))).toBe(
      'INVALID',
    );
    expect(refusedWith(undefined)).toBe('INVALID');
    expect(refusedWith('v1=abc')).toBe('INVALID');
    expect(refusedWith(`t=${t}`)).toBe('INVALID');
  });

  it('acknowledges and ignores an event type billing does not use', async () => {
    const before = events.length;
    const other = JSON.stringify({
      id: 'evt_x',
      type: 'customer.created',
      created: 1,
      data: { object: { id: 'cus_x' } },
    });
    const header = signStripeWebhook(other, WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    await p.billing.receiveWebhook(other, header);
    expect(events.length).toBe(before);
    const without = createStripePayments(stripe.config);
    expect((await failure(without.billing.receiveWebhook(other, header))).code).toBe('NOT_FOUND');
  });

  it('the endpoint refuses a webhook signed with another secret, and the handler never hears it', async () => {
    const { customerId, pm } = await setup();
    stripe.setWebhook(
      `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhooks/stripe`,
      'whsec_someone_else',
    );
    try {
      await subscribe(customerId, pm);
      const deliveries = await stripe.flushWebhooks();
      expect(deliveries.slice(-3).map((x) => x.status)).toEqual([400, 400, 400]);
      expect(events).toEqual([]);
      expect(refused.at(-1)).toMatch(/no signature matches/);
    } finally {
      stripe.setWebhook(
        `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhooks/stripe`,
        WEBHOOK_SECRET,
      );
    }
  });
});
