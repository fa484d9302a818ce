import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../shared/rules/payments';
import { processorCharges } from '../../db/schema/payments';
import { AppError } from '../../http/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BillingEvent, CouponInput, Invoice, PlanPrice, Subscription } from './billing-types';
import { createEmbeddedPayments, type EmbeddedPayments } from './embedded-processor';

// The embedded processor's subscription billing, driven by test clocks: every transition of the state
// machine, proration, dunning, pauses, coupons, events, persistence and exactly-once charging.

let t: TestApp;
let p: EmbeddedPayments;
const secret = 'embedded-billing-test-secret';
const year = new Date().getUTCFullYear() + 5;
/** The processor's own clock for subscriptions on no test clock (runDue tests move it). */
let realNow = new Date('2030-01-01T00:00:00Z');
let events: BillingEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  p = createEmbeddedPayments({ db: t.deps.db, secret, now: () => realNow });
  p.billing.onEvent(async (e) => {
    events.push(e);
  });
});
afterAll(async () => t?.close());
beforeEach(() => {
  events = [];
});

const d = (iso: string) => new Date(iso);
const key = () => `key-${randomBytes(8).toString('hex')}`;
const BEGINNER: PlanPrice = { planType: 'TIER_2', interval: 'month', unitAmountCents: 1000, currency: 'USD' };
const PRO: PlanPrice = { planType: 'TIER_3', interval: 'month', unitAmountCents: 3000, currency: 'USD' };
let storeSeq = 0;

/** A customer on a fresh test clock, with a saved card. */
async function setup(start = '2026-04-01T00:00:00Z', card: string = TEST_CARDS.success, provider = p) {
  const clock = await provider.billing.createTestClock({ frozenTime: d(start) });
  const customerId = await provider.createCustomer({
    email: 'founder@example.com',
    storeId: 2_000_000 + ++storeSeq,
    testClockId: clock.id,
  });
  const pm = await saveCard(customerId, card, provider);
  return { clock, customerId, pm };
}

async function saveCard(customerId: string, number: string, provider = p) {
  const tok = await provider.tokenizeCard({ number, expMonth: 12, expYear: year, cvc: '123' });
  return (await provider.attachPaymentMethod(customerId, tok.id)).id;
}

const subscribe = (
  customerId: string,
  pm: string | null,
  over: { price?: PlanPrice; trialDays?: number; coupon?: CouponInput; key?: string } = {},
) =>
  p.billing.createSubscription({
    customerId,
    paymentMethodId: pm,
    price: over.price ?? BEGINNER,
    trialDays: over.trialDays,
    coupon: over.coupon ?? null,
    metadata: { store_id: '1' },
    idempotencyKey: over.key ?? key(),
  });

const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

const invoices = async (sub: Subscription) => (await p.billing.listInvoices(sub.id, 100)).reverse();
const latest = async (sub: Subscription) =>
  (await p.billing.retrieveInvoice((await get(sub)).latestInvoiceId!))!;
const get = async (sub: Subscription) => (await p.billing.retrieveSubscription(sub.id))!;
const chargesOf = async (inv: Invoice) =>
  t.deps.db
    .select()
    .from(processorCharges)
    .where(like(processorCharges.idempotencyKey, `${inv.id}:%`));
const types = () => events.map((e) => e.type);

describe('starting a subscription', () => {
  it('charges the first period and is active; events say so in order', async () => {
    const { customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    expect(sub).toMatchObject({
      status: 'active',
      price: BEGINNER,
      currentPeriodStart: d('2026-04-01T00:00:00Z'),
      currentPeriodEnd: d('2026-05-01T00:00:00Z'),
      defaultPaymentMethodId: pm,
      cancelAtPeriodEnd: false,
      metadata: { store_id: '1' },
    });
    const [inv] = await invoices(sub);
    expect(inv).toMatchObject({
      status: 'paid',
      billingReason: 'subscription_create',
      amountDueCents: 1000,
      amountPaidCents: 1000,
      attemptCount: 1,
    });
    expect(await chargesOf(inv!)).toHaveLength(1);
    expect(types()).toEqual(['customer.subscription.created', 'invoice.created', 'invoice.paid']);
    expect(events[2]!.invoice?.id).toBe(inv!.id);
    expect(events.every((e) => e.subscription.id === sub.id)).toBe(true);
  });

  it('answers the first subscription for a replayed key, and refuses the key with other parameters', async () => {
    const { customerId, pm } = await setup();
    const k = key();
    const [a, b] = await Promise.all([
      subscribe(customerId, pm, { key: k }),
      subscribe(customerId, pm, { key: k }),
    ]);
    expect(b.id).toBe(a.id);
    expect(await invoices(a)).toHaveLength(1);
    expect((await failure(subscribe(customerId, pm, { key: k, price: PRO }))).code).toBe('CONFLICT');
  });

  it('refuses bad input with 400', async () => {
    const { customerId, pm } = await setup();
    const other = await setup();
    const bad = [
      () => subscribe(customerId, pm, { price: { ...BEGINNER, unitAmountCents: 0 } }),
      () => subscribe(customerId, pm, { price: { ...BEGINNER, unitAmountCents: 10.5 } }),
      () => subscribe(customerId, pm, { price: { ...BEGINNER, currency: 'dollars' } }),
      () => subscribe('cus_nobody', pm),
      () => subscribe(customerId, other.pm),
      () => subscribe(customerId, null),
      () => subscribe(customerId, pm, { trialDays: -1 }),
      () => subscribe(customerId, pm, { coupon: { id: 'X', percentOff: 140, durationMonths: 1 } }),
    ];
    for (const call of bad) expect((await failure(call())).code).toBe('INVALID');
  });

  it('a declined first payment is incomplete, then incomplete_expired after 23 h with its invoice void', async () => {
    const { clock, customerId, pm } = await setup('2026-04-01T00:00:00Z', TEST_CARDS.decline);
    const sub = await subscribe(customerId, pm);
    expect(sub.status).toBe('incomplete');
    const inv = await latest(sub);
    expect(inv).toMatchObject({
      status: 'open',
      lastDeclineCode: 'generic_decline',
      nextPaymentAttempt: null,
    });
    expect(types()).toContain('invoice.payment_failed');
    await p.billing.advanceTestClock(clock.id, d('2026-04-01T22:59:00Z'));
    expect((await get(sub)).status).toBe('incomplete');
    events = [];
    await p.billing.advanceTestClock(clock.id, d('2026-04-01T23:00:00Z'));
    expect(await get(sub)).toMatchObject({
      status: 'incomplete_expired',
      endedAt: d('2026-04-01T23:00:00Z'),
    });
    expect((await latest(sub)).status).toBe('void');
    expect(events.map((e) => [e.type, e.previousStatus])).toEqual([
      ['customer.subscription.deleted', 'incomplete'],
    ]);
    // Nothing more happens to an ended subscription.
    await p.billing.advanceTestClock(clock.id, d('2026-09-01T00:00:00Z'));
    expect(await invoices(sub)).toHaveLength(1);
  });

  it('an incomplete subscription becomes active when its invoice is paid with another card', async () => {
    const { customerId, pm } = await setup('2026-04-01T00:00:00Z', TEST_CARDS.insufficientFunds);
    const sub = await subscribe(customerId, pm);
    expect((await latest(sub)).lastDeclineCode).toBe('insufficient_funds');
    const good = await saveCard(customerId, TEST_CARDS.success);
    const paid = await p.billing.payInvoice({ invoiceId: sub.latestInvoiceId!, paymentMethodId: good });
    expect(paid).toMatchObject({ status: 'paid', attemptCount: 2, amountPaidCents: 1000 });
    expect((await get(sub)).status).toBe('active');
    // Paying again answers the paid invoice and charges nothing more.
    await p.billing.payInvoice({ invoiceId: paid.id, paymentMethodId: good });
    expect((await chargesOf(paid)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });

  it('a 3-D Secure first payment waits for the payer, then one charge settles it', async () => {
    const { customerId, pm } = await setup('2026-04-01T00:00:00Z', TEST_CARDS.authenticate);
    const sub = await subscribe(customerId, pm);
    const inv = await latest(sub);
    expect(sub.status).toBe('incomplete');
    expect(inv.challengeId).toBeTruthy();
    expect((await p.billing.payInvoice({ invoiceId: inv.id })).status).toBe('open');
    await p.answerChallenge(inv.challengeId!, 'complete');
    expect((await p.billing.payInvoice({ invoiceId: inv.id })).status).toBe('paid');
    expect((await get(sub)).status).toBe('active');
    expect(await chargesOf(inv)).toHaveLength(1);
  });
});

describe('trials and renewals', () => {
  it('a trial bills $0 now, the price at its end, then renews on the trial-end anchor', async () => {
    const { clock, customerId, pm } = await setup('2026-01-20T12:00:00Z');
    const sub = await subscribe(customerId, pm, { trialDays: 11 });
    expect(sub).toMatchObject({
      status: 'trialing',
      trialEnd: d('2026-01-31T12:00:00Z'),
      currentPeriodEnd: d('2026-01-31T12:00:00Z'),
    });
    expect(await latest(sub)).toMatchObject({ status: 'paid', amountDueCents: 0, chargeId: null });
    await p.billing.advanceTestClock(clock.id, d('2026-01-31T12:00:00Z'));
    expect(await get(sub)).toMatchObject({
      status: 'active',
      currentPeriodStart: d('2026-01-31T12:00:00Z'),
      currentPeriodEnd: d('2026-02-28T12:00:00Z'),
    });
    expect(await latest(sub)).toMatchObject({
      status: 'paid',
      amountPaidCents: 1000,
      billingReason: 'subscription_cycle',
    });
    await p.billing.advanceTestClock(clock.id, d('2026-03-01T00:00:00Z'));
    expect((await get(sub)).currentPeriodEnd).toEqual(d('2026-03-31T12:00:00Z'));
  });

  it('a trial without a card ends past_due', async () => {
    const { clock, customerId } = await setup();
    const sub = await subscribe(customerId, null, { trialDays: 7 });
    await p.billing.advanceTestClock(clock.id, d('2026-04-08T00:00:00Z'));
    expect((await get(sub)).status).toBe('past_due');
    expect((await latest(sub)).lastDeclineCode).toBe('no_payment_method');
  });

  it('a clock moved three months on makes three renewals, each charged once at its own time', async () => {
    const { clock, customerId, pm } = await setup('2026-01-31T10:30:00Z');
    const sub = await subscribe(customerId, pm);
    events = [];
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'));
    const all = await invoices(sub);
    expect(all.map((i) => [i.periodStart.toISOString(), i.status, i.amountPaidCents])).toEqual([
      ['2026-01-31T10:30:00.000Z', 'paid', 1000],
      ['2026-02-28T10:30:00.000Z', 'paid', 1000],
      ['2026-03-31T10:30:00.000Z', 'paid', 1000],
      ['2026-04-30T10:30:00.000Z', 'paid', 1000],
    ]);
    for (const inv of all) expect(await chargesOf(inv)).toHaveLength(1);
    expect(all[2]!.created).toEqual(d('2026-03-31T10:30:00Z'));
    expect(types().filter((x) => x === 'invoice.paid')).toHaveLength(3);
  });
});

describe('dunning', () => {
  it('a failed renewal is past_due, retried on the schedule, then unpaid; paying recovers it', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    const failing = await saveCard(customerId, TEST_CARDS.declineAfterAttach);
    await p.billing.setPaymentMethod({ subscriptionId: sub.id, paymentMethodId: failing });
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'));
    expect((await get(sub)).status).toBe('past_due');
    const inv = await latest(sub);
    expect(inv).toMatchObject({
      status: 'open',
      attemptCount: 1,
      nextPaymentAttempt: d('2026-05-04T00:00:00Z'),
    });
    await p.billing.advanceTestClock(clock.id, d('2026-05-04T00:00:00Z'));
    expect(await latest(sub)).toMatchObject({
      attemptCount: 2,
      nextPaymentAttempt: d('2026-05-06T00:00:00Z'),
    });
    await p.billing.advanceTestClock(clock.id, d('2026-05-07T00:00:00Z'));
    expect(await latest(sub)).toMatchObject({
      attemptCount: 3,
      nextPaymentAttempt: d('2026-05-08T00:00:00Z'),
    });
    events = [];
    await p.billing.advanceTestClock(clock.id, d('2026-05-08T00:00:00Z'));
    expect(await get(sub)).toMatchObject({ status: 'unpaid' });
    expect(await latest(sub)).toMatchObject({ status: 'open', attemptCount: 4, nextPaymentAttempt: null });
    expect(events.map((e) => [e.type, e.previousStatus])).toEqual([
      ['invoice.payment_failed', null],
      ['customer.subscription.updated', 'past_due'],
    ]);
    // Four attempts, four keys, four declined charges; no retry after the schedule.
    const charges = await chargesOf(inv);
    expect(charges.map((c) => c.idempotencyKey).sort()).toEqual(
      [1, 2, 3, 4].map((n) => `${inv.id}:attempt:${n}`),
    );
    expect(charges.every((c) => c.status === 'failed')).toBe(true);
    await p.billing.advanceTestClock(clock.id, d('2026-05-20T00:00:00Z'));
    expect((await latest(sub)).attemptCount).toBe(4);
    // Unpaid: the next period's invoice is made but not attempted.
    await p.billing.advanceTestClock(clock.id, d('2026-06-01T00:00:00Z'));
    const june = await latest(sub);
    expect(june).toMatchObject({ status: 'open', attemptCount: 0, periodStart: d('2026-06-01T00:00:00Z') });
    const good = await saveCard(customerId, TEST_CARDS.success);
    await p.billing.setPaymentMethod({ subscriptionId: sub.id, paymentMethodId: good });
    await p.billing.payInvoice({ invoiceId: june.id });
    expect((await get(sub)).status).toBe('active');
  });

  it('a retry that succeeds makes it active again', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    const failing = await saveCard(customerId, TEST_CARDS.declineAfterAttach);
    await p.billing.setPaymentMethod({ subscriptionId: sub.id, paymentMethodId: failing });
    await p.billing.advanceTestClock(clock.id, d('2026-05-02T00:00:00Z'));
    await p.billing.setPaymentMethod({ subscriptionId: sub.id, paymentMethodId: pm });
    expect((await get(sub)).status).toBe('past_due');
    await p.billing.advanceTestClock(clock.id, d('2026-05-04T00:00:00Z'));
    expect((await get(sub)).status).toBe('active');
    expect(await latest(sub)).toMatchObject({ status: 'paid', attemptCount: 2 });
  });

  it('ends canceled after the retries when so configured, its invoice void', async () => {
    const strict = createEmbeddedPayments({
      db: t.deps.db,
      secret,
      dunning: { retryDays: [1], afterRetries: 'canceled' },
    });
    const { clock, customerId, pm } = await setup('2026-04-01T00:00:00Z', TEST_CARDS.success, strict);
    const sub = await strict.billing.createSubscription({
      customerId,
      paymentMethodId: pm,
      price: BEGINNER,
      idempotencyKey: key(),
    });
    const failing = await saveCard(customerId, TEST_CARDS.declineAfterAttach, strict);
    await strict.billing.setPaymentMethod({ subscriptionId: sub.id, paymentMethodId: failing });
    await strict.billing.advanceTestClock(clock.id, d('2026-05-02T00:00:00Z'));
    const ended = (await strict.billing.retrieveSubscription(sub.id))!;
    expect(ended).toMatchObject({ status: 'canceled', endedAt: d('2026-05-02T00:00:00Z') });
    expect((await strict.billing.retrieveInvoice(ended.latestInvoiceId!))!.status).toBe('void');
  });
});

describe('plan changes', () => {
  it('an upgrade halfway through charges the difference for the unused half at once', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    await p.billing.advanceTestClock(clock.id, d('2026-04-16T00:00:00Z'));
    const k = key();
    const { subscription, invoice } = await p.billing.changePlan({
      subscriptionId: sub.id,
      price: PRO,
      idempotencyKey: k,
    });
    expect(subscription).toMatchObject({
      status: 'active',
      price: PRO,
      currentPeriodEnd: d('2026-05-01T00:00:00Z'),
    });
    expect(invoice).toMatchObject({
      billingReason: 'subscription_update',
      status: 'paid',
      subtotalCents: 1000,
      amountPaidCents: 1000,
    });
    expect(invoice!.lines.map((l) => [l.amountCents, l.proration])).toEqual([
      [-500, true],
      [1500, true],
    ]);
    // The same key again changes nothing and charges nothing.
    const again = await p.billing.changePlan({ subscriptionId: sub.id, price: PRO, idempotencyKey: k });
    expect(again.invoice?.id).toBe(invoice!.id);
    expect(await chargesOf(invoice!)).toHaveLength(1);
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'));
    expect(await latest(sub)).toMatchObject({ amountPaidCents: 3000 });
  });

  it('a downgrade credits the difference to the next invoices, charging nothing now', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm, { price: PRO });
    await p.billing.advanceTestClock(clock.id, d('2026-04-16T00:00:00Z'));
    const { subscription, invoice } = await p.billing.changePlan({
      subscriptionId: sub.id,
      price: BEGINNER,
      idempotencyKey: key(),
    });
    expect(invoice).toMatchObject({
      subtotalCents: -1000,
      amountDueCents: 0,
      status: 'paid',
      chargeId: null,
    });
    expect(subscription.creditBalanceCents).toBe(1000);
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'));
    expect(await latest(sub)).toMatchObject({ creditAppliedCents: 1000, amountDueCents: 0, status: 'paid' });
    expect((await get(sub)).creditBalanceCents).toBe(0);
    await p.billing.advanceTestClock(clock.id, d('2026-06-01T00:00:00Z'));
    expect(await latest(sub)).toMatchObject({ creditAppliedCents: 0, amountPaidCents: 1000 });
  });

  it('monthly to yearly starts a new yearly period now, less the unused month', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    await p.billing.advanceTestClock(clock.id, d('2026-04-16T00:00:00Z'));
    const yearly = { ...BEGINNER, interval: 'year' as const, unitAmountCents: 10000 };
    const { subscription, invoice } = await p.billing.changePlan({
      subscriptionId: sub.id,
      price: yearly,
      idempotencyKey: key(),
    });
    expect(subscription).toMatchObject({
      currentPeriodStart: d('2026-04-16T00:00:00Z'),
      currentPeriodEnd: d('2027-04-16T00:00:00Z'),
    });
    expect(invoice).toMatchObject({ subtotalCents: 9500, amountPaidCents: 9500 });
  });

  it('create_prorations waits for the renewal invoice; none changes the price only', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    await p.billing.advanceTestClock(clock.id, d('2026-04-16T00:00:00Z'));
    const later = await p.billing.changePlan({
      subscriptionId: sub.id,
      price: PRO,
      prorationBehavior: 'create_prorations',
      idempotencyKey: key(),
    });
    expect(later.invoice).toBeNull();
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'));
    expect(await latest(sub)).toMatchObject({ subtotalCents: 4000, amountPaidCents: 4000 });
    const none = await p.billing.changePlan({
      subscriptionId: sub.id,
      price: BEGINNER,
      prorationBehavior: 'none',
      idempotencyKey: key(),
    });
    expect([none.invoice, none.subscription.price]).toEqual([null, BEGINNER]);
    await p.billing.advanceTestClock(clock.id, d('2026-06-01T00:00:00Z'));
    expect((await latest(sub)).amountPaidCents).toBe(1000);
  });

  it('prorates net of the discount', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm, {
      coupon: { id: 'HALF', percentOff: 50, durationMonths: null },
    });
    expect((await latest(sub)).amountPaidCents).toBe(500);
    await p.billing.advanceTestClock(clock.id, d('2026-04-16T00:00:00Z'));
    const { invoice } = await p.billing.changePlan({
      subscriptionId: sub.id,
      price: PRO,
      idempotencyKey: key(),
    });
    expect(invoice!.lines.map((l) => l.amountCents)).toEqual([-250, 750]);
    expect(invoice).toMatchObject({ discountCents: 0, amountPaidCents: 500 });
  });

  it('during a trial the price changes without an invoice; an ended subscription refuses', async () => {
    const { customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm, { trialDays: 14 });
    const changed = await p.billing.changePlan({ subscriptionId: sub.id, price: PRO, idempotencyKey: key() });
    expect([changed.invoice, changed.subscription.status, changed.subscription.price]).toEqual([
      null,
      'trialing',
      PRO,
    ]);
    await p.billing.cancelNow(sub.id);
    expect(
      (
        await failure(
          p.billing.changePlan({ subscriptionId: sub.id, price: BEGINNER, idempotencyKey: key() }),
        )
      ).code,
    ).toBe('INVALID');
  });

  it('a declined upgrade keeps the new plan and is past_due', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    const failing = await saveCard(customerId, TEST_CARDS.declineAfterAttach);
    await p.billing.setPaymentMethod({ subscriptionId: sub.id, paymentMethodId: failing });
    await p.billing.advanceTestClock(clock.id, d('2026-04-16T00:00:00Z'));
    const { subscription, invoice } = await p.billing.changePlan({
      subscriptionId: sub.id,
      price: PRO,
      idempotencyKey: key(),
    });
    expect(subscription).toMatchObject({ status: 'past_due', price: PRO });
    expect(invoice).toMatchObject({ status: 'open', nextPaymentAttempt: d('2026-04-19T00:00:00Z') });
  });
});

describe('pause and resume', () => {
  it.each([
    ['keep_as_draft', 'draft'],
    ['mark_uncollectible', 'uncollectible'],
    ['void', 'void'],
  ] as const)(
    'paused with %s: the passing period invoice is %s and nothing is charged',
    async (behavior, status) => {
      const { clock, customerId, pm } = await setup();
      const sub = await subscribe(customerId, pm);
      const paused = await p.billing.pause({ subscriptionId: sub.id, behavior });
      expect(paused).toMatchObject({ status: 'paused', pauseCollection: { behavior, resumesAt: null } });
      await p.billing.advanceTestClock(clock.id, d('2026-05-10T00:00:00Z'));
      const inv = await latest(sub);
      expect(inv).toMatchObject({ status, attemptCount: 0, periodStart: d('2026-05-01T00:00:00Z') });
      expect(await chargesOf(inv)).toHaveLength(0);
      const resumed = await p.billing.resume(sub.id);
      expect(resumed).toMatchObject({
        status: 'active',
        pauseCollection: null,
        currentPeriodEnd: d('2026-06-01T00:00:00Z'),
      });
      await p.billing.advanceTestClock(clock.id, d('2026-06-01T00:00:00Z'));
      expect(await latest(sub)).toMatchObject({ status: 'paid', amountPaidCents: 1000 });
      if (behavior === 'keep_as_draft') {
        // The draft can still be collected after the resume.
        expect((await p.billing.payInvoice({ invoiceId: inv.id })).status).toBe('paid');
      }
    },
  );

  it('a past_due subscription paused stops being retried; resumed, it is retried at once', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    const failing = await saveCard(customerId, TEST_CARDS.declineAfterAttach);
    await p.billing.setPaymentMethod({ subscriptionId: sub.id, paymentMethodId: failing });
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'));
    await p.billing.pause({ subscriptionId: sub.id, behavior: 'mark_uncollectible' });
    await p.billing.advanceTestClock(clock.id, d('2026-05-20T00:00:00Z'));
    expect(await latest(sub)).toMatchObject({ status: 'open', attemptCount: 1, nextPaymentAttempt: null });
    await p.billing.setPaymentMethod({ subscriptionId: sub.id, paymentMethodId: pm });
    expect(await p.billing.resume(sub.id)).toMatchObject({ status: 'past_due' });
    await p.billing.advanceTestClock(clock.id, d('2026-05-20T00:00:01Z'));
    expect(await get(sub)).toMatchObject({ status: 'active' });
    expect(await latest(sub)).toMatchObject({ status: 'paid', attemptCount: 2 });
  });

  it('resumes itself on the resume date', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm, { trialDays: 30 });
    await p.billing.pause({ subscriptionId: sub.id, behavior: 'void', resumesAt: d('2026-04-10T00:00:00Z') });
    events = [];
    await p.billing.advanceTestClock(clock.id, d('2026-04-12T00:00:00Z'));
    expect(await get(sub)).toMatchObject({ status: 'trialing', pauseCollection: null });
    expect(events.map((e) => [e.type, e.previousStatus])).toEqual([
      ['customer.subscription.updated', 'paused'],
    ]);
  });

  it('refuses to pause what is not live, to resume what is not paused, and a past resume date', async () => {
    const { customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    expect((await failure(p.billing.resume(sub.id))).code).toBe('INVALID');
    const past = p.billing.pause({
      subscriptionId: sub.id,
      behavior: 'void',
      resumesAt: d('2026-03-01T00:00:00Z'),
    });
    expect((await failure(past)).code).toBe('INVALID');
    const odd = p.billing.pause({ subscriptionId: sub.id, behavior: 'sleep' as 'void' });
    expect((await failure(odd)).code).toBe('INVALID');
    await p.billing.cancelNow(sub.id);
    expect((await failure(p.billing.pause({ subscriptionId: sub.id, behavior: 'void' }))).code).toBe(
      'INVALID',
    );
    expect((await failure(p.billing.resume('sub_nothing'))).code).toBe('NOT_FOUND');
  });
});

describe('cancel and reactivate', () => {
  it('cancel at period end keeps it until then, then ends it without another invoice', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    await p.billing.advanceTestClock(clock.id, d('2026-04-10T00:00:00Z'));
    const asked = await p.billing.cancelAtPeriodEnd(sub.id);
    expect(asked).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      canceledAt: d('2026-04-10T00:00:00Z'),
    });
    events = [];
    await p.billing.advanceTestClock(clock.id, d('2026-05-02T00:00:00Z'));
    expect(await get(sub)).toMatchObject({ status: 'canceled', endedAt: d('2026-05-01T00:00:00Z') });
    expect(await invoices(sub)).toHaveLength(1);
    expect(types()).toEqual(['customer.subscription.deleted']);
  });

  it('reactivate before the end clears the cancellation; after it, starts a new subscription', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    await p.billing.cancelAtPeriodEnd(sub.id);
    const kept = await p.billing.reactivate({ subscriptionId: sub.id, idempotencyKey: key() });
    expect(kept).toMatchObject({ id: sub.id, cancelAtPeriodEnd: false, canceledAt: null, status: 'active' });
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'));
    expect((await get(sub)).status).toBe('active');
    await p.billing.cancelNow(sub.id);
    const k = key();
    const fresh = await p.billing.reactivate({ subscriptionId: sub.id, idempotencyKey: k });
    expect(fresh.id).not.toBe(sub.id);
    expect(fresh).toMatchObject({
      status: 'active',
      price: BEGINNER,
      customerId,
      metadata: { store_id: '1' },
      currentPeriodStart: d('2026-05-01T00:00:00Z'),
    });
    expect((await p.billing.reactivate({ subscriptionId: sub.id, idempotencyKey: k })).id).toBe(fresh.id);
    expect(await invoices(fresh)).toHaveLength(1);
  });

  it('cancel now ends it at once, voids what is unpaid and is idempotent', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    const failing = await saveCard(customerId, TEST_CARDS.declineAfterAttach);
    await p.billing.setPaymentMethod({ subscriptionId: sub.id, paymentMethodId: failing });
    await p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'));
    const ended = await p.billing.cancelNow(sub.id);
    expect(ended).toMatchObject({ status: 'canceled', endedAt: d('2026-05-01T00:00:00Z') });
    expect((await latest(sub)).status).toBe('void');
    expect((await p.billing.cancelNow(sub.id)).version).toBe(ended.version);
    await p.billing.advanceTestClock(clock.id, d('2026-07-01T00:00:00Z'));
    expect(await invoices(sub)).toHaveLength(2);
  });
});

describe('coupons', () => {
  it("the survey's 40% for 3 months discounts the next three renewals, then the price is full again", async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm, { price: { ...BEGINNER, unitAmountCents: 2999 } });
    await p.billing.advanceTestClock(clock.id, d('2026-04-20T00:00:00Z'));
    const survey = { id: 'SURVEY40', percentOff: 40, durationMonths: 3 };
    const discounted = await p.billing.applyCoupon({ subscriptionId: sub.id, coupon: survey });
    expect(discounted.discount).toMatchObject({ couponId: 'SURVEY40', end: d('2026-07-20T00:00:00Z') });
    expect((await p.billing.applyCoupon({ subscriptionId: sub.id, coupon: survey })).version).toBe(
      discounted.version,
    );
    await p.billing.advanceTestClock(clock.id, d('2026-08-02T00:00:00Z'));
    const paid = (await invoices(sub)).slice(1).map((i) => [i.discountCents, i.amountPaidCents]);
    expect(paid).toEqual([
      [1200, 1799],
      [1200, 1799],
      [1200, 1799],
      [0, 2999],
    ]);
    expect((await get(sub)).discount).toBeNull();
  });
});

describe('events', () => {
  it('a handler that fails gets the same event again, and later events of that subscription wait', async () => {
    const { clock, customerId, pm } = await setup();
    const sub = await subscribe(customerId, pm);
    let fail = true;
    const seen: string[] = [];
    p.billing.onEvent(async (e) => {
      if (e.subscription.id !== sub.id) return;
      if (fail && e.type === 'invoice.created') throw new Error('handler down');
      seen.push(`${e.type}:${e.id}`);
    });
    try {
      await expect(p.billing.advanceTestClock(clock.id, d('2026-05-01T00:00:00Z'))).rejects.toThrow(
        'handler down',
      );
      expect(seen).toEqual([]);
      fail = false;
      expect(await p.billing.deliverEvents()).toBeGreaterThanOrEqual(3);
      expect(seen.map((s) => s.split(':')[0])).toEqual([
        'invoice.created',
        'invoice.paid',
        'customer.subscription.updated',
      ]);
      expect(await p.billing.deliverEvents()).toBe(0);
    } finally {
      p.billing.onEvent(async (e) => {
        events.push(e);
      });
    }
  });

  it('posts no webhooks: receiveWebhook is 404', async () => {
    expect((await failure(p.billing.receiveWebhook('{}', 't=1,v1=x'))).code).toBe('NOT_FOUND');
  });

  it('a test clock only moves forward', async () => {
    const { clock } = await setup();
    expect((await failure(p.billing.advanceTestClock(clock.id, d('2026-03-01T00:00:00Z')))).code).toBe(
      'INVALID',
    );
    expect((await failure(p.billing.advanceTestClock('clock_none', d('2027-03-01T00:00:00Z')))).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('concurrent calls', () => {
  it('concurrent payments of one invoice and concurrent replays of one plan change charge once', async () => {
    const { customerId, pm } = await setup('2026-04-01T00:00:00Z', TEST_CARDS.decline);
    const sub = await subscribe(customerId, pm);
    const good = await saveCard(customerId, TEST_CARDS.success);
    const paid = await Promise.all(
      [1, 2, 3, 4].map(() =>
        p.billing.payInvoice({ invoiceId: sub.latestInvoiceId!, paymentMethodId: good }),
      ),
    );
    expect(paid.every((i) => i.status === 'paid')).toBe(true);
    const charges = await chargesOf(paid[0]!);
    expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
    const k = key();
    const changes = await Promise.all(
      [1, 2, 3].map(() => p.billing.changePlan({ subscriptionId: sub.id, price: PRO, idempotencyKey: k })),
    );
    const ids = new Set(changes.map((c) => c.invoice?.id));
    expect(ids.size).toBe(1);
    expect((await invoices(sub)).filter((i) => i.billingReason === 'subscription_update')).toHaveLength(1);
  });
});

describe('the processor clock and runDue', () => {
  it('survives a restart: a new processor instance renews what the first one started', async () => {
    realNow = d('2030-01-15T00:00:00Z');
    const customerId = await p.createCustomer({ email: null, storeId: 3_000_000 + ++storeSeq });
    const pm = await saveCard(customerId, TEST_CARDS.success);
    const sub = await subscribe(customerId, pm);
    expect(sub.testClockId).toBeNull();
    const restarted = createEmbeddedPayments({ db: t.deps.db, secret, now: () => realNow });
    expect(await restarted.billing.retrieveSubscription(sub.id)).toEqual(await get(sub));
    realNow = d('2030-02-15T00:00:01Z');
    expect(await restarted.billing.runDue()).toBeGreaterThanOrEqual(1);
    expect(await get(sub)).toMatchObject({ currentPeriodStart: d('2030-02-15T00:00:00Z'), status: 'active' });
  });

  it('charges a period exactly once under concurrent runDue calls from two instances', async () => {
    realNow = d('2030-03-01T00:00:00Z');
    const customerId = await p.createCustomer({ email: null, storeId: 3_000_000 + ++storeSeq });
    const pm = await saveCard(customerId, TEST_CARDS.success);
    const sub = await subscribe(customerId, pm);
    const other = createEmbeddedPayments({ db: t.deps.db, secret, now: () => realNow });
    realNow = d('2030-04-01T00:00:00Z');
    await Promise.all([
      p.billing.runDue(),
      other.billing.runDue(),
      p.billing.runDue(),
      other.billing.runDue(d('2030-04-01T00:00:00Z')),
    ]);
    const all = await invoices(sub);
    expect(all).toHaveLength(2);
    expect(await chargesOf(all[1]!)).toHaveLength(1);
    expect(all[1]).toMatchObject({ status: 'paid', attemptCount: 1 });
  });
});
