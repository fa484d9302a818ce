import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../shared/rules/payments';
import { AI_IMAGE_CREDIT_CENTS, PLANS } from '../../../shared/rules/plans';
import { users } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/email';
import { paymentCustomers } from '../../db/schema/payments';
import { billingEventsSeen, cancellationSurveys } from '../../db/schema/subscriptions';
import { USER_CHANGED } from '../../http/auth-cache';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { createBillingEventHandler, recordSubscription } from './record';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const DAY = 86_400_000;
const year = new Date().getUTCFullYear() + 2;

/** A new Free store whose processor customer lives on its own test clock, with a saved card. */
async function storeOnClock(card: string = TEST_CARDS.success) {
  const s = await registerStore(t, `Plan store ${randomUUID().slice(0, 6)}`);
  const storeId = s.storeId as number;
  const clock = await t.deps.payments.billing.createTestClock({ frozenTime: new Date() });
  const customer = await t.deps.payments.createCustomer({ email: s.email, storeId, testClockId: clock.id });
  await t.deps.db.insert(paymentCustomers).values({ storeId, customerRef: customer });
  const token = await call(
    'POST',
    '/payments/tokens',
    {},
    { number: card, expMonth: 11, expYear: year, cvc: '123' },
  );
  const pm = await call('POST', '/web/payment-methods', s.auth, { token: token.json().id, setDefault: true });
  expect(pm.statusCode, pm.body).toBe(200);
  let now = clock.frozenTime;
  const advance = async (days: number) => {
    now = new Date(now.getTime() + days * DAY);
    await t.deps.payments.billing.advanceTestClock(clock.id, now);
  };
  return { ...s, storeId, pmId: pm.json().id as string, advance };
}
type PlanStore = Awaited<ReturnType<typeof storeOnClock>>;

const key = () => ({ 'idempotency-key': randomUUID() });
const subscribe = (s: PlanStore, body: Record<string, unknown>, headers = key()) =>
  call('POST', '/web/subscriptions', { ...s.auth, ...headers }, { paymentMethodId: s.pmId, ...body });
const view = async (s: PlanStore) => (await call('GET', '/web/subscriptions/current', s.auth)).json();
const session = async (s: PlanStore) => (await call('GET', '/web/session', s.auth)).json();

describe('subscribe', () => {
  it('starts the trial, opens the modules at once (auth cache cleared), and turns active at trial end with signup credits', async () => {
    const s = await storeOnClock();
    expect((await session(s)).billingOption.planType).toBe('TIER_1');
    expect((await session(s)).storeModules.FULFILLMENT).toBe('NOT_ACTIVE');
    const res = await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      planType: 'TIER_2',
      subscription: { status: 'trialing', planType: 'TIER_2' },
    });
    const after = await session(s);
    expect(after.billingOption).toEqual({ planType: 'TIER_2', interval: 'MONTHLY' });
    expect(after.storeModules.FULFILLMENT).toBe('ACTIVE');
    expect(after.store.blueprintSubscriptionStatus).toBe('trialing');
    expect((await view(s)).creditBalanceCents).toBe(0);

    await s.advance(15);
    const active = await view(s);
    expect(active.subscription.status).toBe('active');
    expect(active.creditBalanceCents).toBe(PLANS.TIER_2.signupCreditsCents.MONTHLY);
    const invoices = (await call('GET', '/web/subscriptions/invoices', s.auth)).json();
    expect(invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: PLANS.TIER_2.priceCents.MONTHLY });
  });

  it('refuses an unknown promo code and a second subscription; takes a plan promo code', async () => {
    const s = await storeOnClock();
    const bad = await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY', promoCode: 'PRODUCTS10' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('body.promoCode');
    const ok = await subscribe(s, {
      planType: 'TIER_2',
      interval: 'YEARLY',
      promoCode: 'launch20',
      trialOff: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().subscription).toMatchObject({ status: 'active', discount: { percentOff: 20 } });
    const invoices = (await call('GET', '/web/subscriptions/invoices', s.auth)).json();
    const price = PLANS.TIER_2.priceCents.YEARLY;
    expect(invoices[0].amountPaidCents).toBe(price - Math.round(price * 0.2));
    expect((await subscribe(s, { planType: 'TIER_3', interval: 'MONTHLY' })).statusCode).toBe(409);
  });

  it('charges once under concurrent retries with one Idempotency-Key', async () => {
    const s = await storeOnClock();
    const headers = key();
    const body = { planType: 'TIER_2_5', interval: 'MONTHLY', trialOff: true };
    const answers = await Promise.all([1, 2, 3, 4].map(() => subscribe(s, body, headers)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const r of answers) expect([200, 409]).toContain(r.statusCode);
    expect(new Set(ok.map((r) => r.json().subscription.id)).size).toBe(1);
    expect((await subscribe(s, body, headers)).json().subscription.id).toBe(ok[0]!.json().subscription.id);
    const invoices = (await call('GET', '/web/subscriptions/invoices', s.auth)).json();
    expect(invoices.filter((i: { status: string }) => i.status === 'paid')).toHaveLength(1);
  });

  it('a declined first payment leaves the store on Free with the problem shown', async () => {
    const s = await storeOnClock(TEST_CARDS.declineAfterAttach);
    const res = await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY', trialOff: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ planType: 'TIER_1', subscription: { status: 'incomplete' } });
    expect(res.json().paymentProblem).toMatch(/did not go through/);
  });
});

describe('change, pause, resume, renewals', () => {
  it('prorates an upgrade in cents and a failed renewal makes it past due', async () => {
    const s = await storeOnClock();
    await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY', trialOff: true });
    await s.advance(10);
    const up = await call(
      'PUT',
      '/web/subscriptions/plan',
      { ...s.auth, ...key() },
      { planType: 'TIER_3', interval: 'MONTHLY' },
    );
    expect(up.statusCode, up.body).toBe(200);
    const { view: v, invoice } = up.json();
    expect(v.planType).toBe('TIER_3');
    const credit = invoice.lines.find((l: { amountCents: number }) => l.amountCents < 0).amountCents;
    const charge = invoice.lines.find((l: { amountCents: number }) => l.amountCents > 0).amountCents;
    expect(Number.isInteger(credit) && Number.isInteger(charge)).toBe(true);
    expect(-credit).toBeLessThan(PLANS.TIER_2.priceCents.MONTHLY);
    expect(charge).toBeLessThan(PLANS.TIER_3.priceCents.MONTHLY);
    expect(invoice.amountDueCents).toBe(charge + credit);
    expect((await session(s)).storeModules.AI_ASSISTANTS).toBe('ACTIVE');
    const same = await call(
      'PUT',
      '/web/subscriptions/plan',
      { ...s.auth, ...key() },
      { planType: 'TIER_3', interval: 'MONTHLY' },
    );
    expect(same.statusCode).toBe(400);
  });

  it('goes past due when a renewal is declined, keeping the plan', async () => {
    const s = await storeOnClock(TEST_CARDS.declineAfterAttach);
    // The trial needs no charge; the renewal at its end fails.
    await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY' });
    await s.advance(15);
    const v = await view(s);
    expect(v.subscription.status).toBe('past_due');
    expect(v.planType).toBe('TIER_2');
    expect((await session(s)).store.blueprintSubscriptionStatus).toBe('past_due');
  });

  it('pauses with a behaviour and a resume date (modules EXPIRED), resumes on request', async () => {
    const s = await storeOnClock();
    await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY', trialOff: true });
    const resumesAt = new Date(Date.now() + 30 * DAY).toISOString();
    const far = await call('POST', '/web/subscriptions/pause', s.auth, {
      behavior: 'void',
      resumesAt: new Date(Date.now() + 400 * DAY).toISOString(),
    });
    expect(far.statusCode).toBe(400);
    const paused = await call('POST', '/web/subscriptions/pause', s.auth, {
      behavior: 'keep_as_draft',
      resumesAt,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      planType: 'TIER_1',
      subscription: { status: 'paused', pauseBehavior: 'keep_as_draft' },
    });
    const me = await session(s);
    expect(me.store.blueprintSubscriptionPausedAt).not.toBeNull();
    expect(me.store.blueprintSubscriptionBehavior).toBe('keep_as_draft');
    expect(me.storeModules.FULFILLMENT).toBe('EXPIRED');
    const resumed = await call('POST', '/web/subscriptions/resume', s.auth);
    expect(resumed.json()).toMatchObject({
      planType: 'TIER_2',
      subscription: { status: 'active', pausedAt: null },
    });
    expect((await session(s)).storeModules.FULFILLMENT).toBe('ACTIVE');
  });
});

const survey = {
  reason: 'LOW_FUNDS',
  rating: '7-9',
  bookCall: 'NO',
  noSamplesReason: 'TOO_MUCH_WORK',
  suggestions: 'Cheaper plans',
};

describe('cancellation survey', () => {
  it('takes the 40% offer: applied to the next invoices, plan kept, answers stored', async () => {
    const s = await storeOnClock();
    await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY', trialOff: true });
    const res = await call('POST', '/web/subscriptions/cancellation-survey', s.auth, {
      ...survey,
      offer: 'YES',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'OFFER_ACCEPTED',
      view: { planType: 'TIER_2', subscription: { cancelAtPeriodEnd: false, discount: { percentOff: 40 } } },
    });
    const price = PLANS.TIER_2.priceCents.MONTHLY;
    expect(res.json().view.subscription.nextInvoice.amountCents).toBe(price - Math.round(price * 0.4));
    await s.advance(31);
    const invoices = (await call('GET', '/web/subscriptions/invoices', s.auth)).json();
    expect(invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: price - Math.round(price * 0.4) });
    const [row] = await t.deps.db
      .select()
      .from(cancellationSurveys)
      .where(eq(cancellationSurveys.storeId, s.storeId));
    expect(row).toMatchObject({
      reason: 'LOW_FUNDS',
      rating: '7-9',
      offer: 'YES',
      outcome: 'OFFER_ACCEPTED',
      suggestions: 'Cheaper plans',
    });
  });

  it('cancels at period end, EXPIRED after it; REACTIVATE starts it again', async () => {
    const s = await storeOnClock();
    await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY', trialOff: true });
    const missing = await call('POST', '/web/subscriptions/cancellation-survey', s.auth, {
      ...survey,
      offer: 'NO',
    });
    expect(missing.statusCode).toBe(400);
    const res = await call('POST', '/web/subscriptions/cancellation-survey', s.auth, {
      ...survey,
      offer: 'NO',
      finalAction: 'CANCEL',
    });
    expect(res.json()).toMatchObject({
      outcome: 'CANCELED',
      view: { planType: 'TIER_2', subscription: { cancelAtPeriodEnd: true } },
    });
    await s.advance(32);
    const me = await session(s);
    expect(me.billingOption.planType).toBe('TIER_1');
    expect(me.storeModules.FULFILLMENT).toBe('EXPIRED');
    expect(me.store.blueprintSubscriptionStatus).toBe('canceled');
    const wrong = await call(
      'POST',
      '/web/subscriptions/reactivate',
      { ...s.auth, ...key() },
      { keyword: 'reactivate' },
    );
    expect(wrong.statusCode).toBe(400);
    const again = await call(
      'POST',
      '/web/subscriptions/reactivate',
      { ...s.auth, ...key() },
      { keyword: 'REACTIVATE' },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ planType: 'TIER_2', subscription: { status: 'active' } });
  });

  it('reports reasons and saves to staff only', async () => {
    const s = await storeOnClock();
    expect((await call('GET', '/admin/subscriptions/cancellation-report', s.auth)).statusCode).toBe(403);
    const [staff] = await t.deps.db
      .update(users)
      .set({ role: 'ADMIN', storeId: null })
      .where(eq(users.email, s.email))
      .returning({ id: users.id });
    t.deps.bus.publish(USER_CHANGED, staff!.id);
    const res = await call('GET', '/admin/subscriptions/cancellation-report', s.auth);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.total).toBeGreaterThanOrEqual(2);
    expect(report.saved).toBeGreaterThanOrEqual(1);
    expect(report.byReason.find((r: { reason: string }) => r.reason === 'LOW_FUNDS')).toBeTruthy();
  });
});

describe('gated routes and credits', () => {
  it('answers 403 PLAN_REQUIRED with the plan that opens a gated route, and opens it after subscribing', async () => {
    const s = await storeOnClock();
    const url = '/web/creator-order-items/999999/update-stored-at-fbp';
    const res = await call('PUT', url, s.auth, { storedAtFbp: true });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_REQUIRED',
      details: { requiredPlan: 'TIER_2', module: 'FULFILLMENT' },
    });
    await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY' });
    expect((await call('PUT', url, s.auth, { storedAtFbp: true })).statusCode).toBe(404);
  });

  it('deductCredits spends the balance; short of credits is 422', async () => {
    const s = await storeOnClock();
    const body = { prompt: 'a linen tote bag', numImages: 1, deductCredits: true };
    const short = await call('POST', '/commons/ai/gpt-images', s.auth, body);
    expect(short.statusCode).toBe(422);
    await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY', trialOff: true });
    const before = (await view(s)).creditBalanceCents;
    expect(before).toBe(PLANS.TIER_2.signupCreditsCents.MONTHLY);
    const ok = await call('POST', '/commons/ai/gpt-images', s.auth, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await view(s)).creditBalanceCents).toBe(before - AI_IMAGE_CREDIT_CENTS);
  });
});

describe('billing webhooks', () => {
  it('the embedded processor posts none: its webhook route answers 404; Stripe signatures are the adapter’s', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/main/payments/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"customer.subscription.updated"}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('recording the processor state', () => {
  it('never applies an older snapshot, and applies a redelivered event once', async () => {
    const s = await storeOnClock();
    const sub = (await subscribe(s, { planType: 'TIER_2', interval: 'MONTHLY', trialOff: true })).json()
      .subscription;
    const current = await t.deps.payments.billing.retrieveSubscription(sub.id);
    await recordSubscription(t.deps, { ...current!, version: current!.version - 1, status: 'canceled' });
    expect((await view(s)).subscription.status).toBe('active');

    const handle = createBillingEventHandler(t.deps);
    const event = {
      id: `evt_test_${randomUUID()}`,
      type: 'invoice.paid' as const,
      created: new Date(),
      subscription: current!,
      invoice: { ...(await t.deps.payments.billing.listInvoices(sub.id, 1))[0]! },
      previousStatus: null,
    };
    const before = (await view(s)).creditBalanceCents;
    await handle(event);
    await handle(event);
    expect((await view(s)).creditBalanceCents).toBe(before);
    const seen = await t.deps.db
      .select()
      .from(billingEventsSeen)
      .where(eq(billingEventsSeen.eventId, event.id));
    expect(seen).toHaveLength(1);
  });
});

describe('booking a demo', () => {
  it('books a free slot with a meeting link and an email; one per store, one founder per slot', async () => {
    const a = await registerStore(t, `Demo A ${randomUUID().slice(0, 6)}`);
    const b = await registerStore(t, `Demo B ${randomUUID().slice(0, 6)}`);
    const slots = (await call('GET', '/web/demo-bookings/slots', a.auth)).json();
    expect(slots.kind).toBe('SPECIALIST');
    const free = slots.slots.filter((s: { available: boolean }) => s.available);
    const [first, second] = free as { startsAt: string }[];

    expect(
      (await call('POST', '/web/demo-bookings', a.auth, { startsAt: '2020-01-01T15:00:00Z' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/web/demo-bookings', a.auth, { startsAt: first!.startsAt, x: 1 })).statusCode,
    ).toBe(400);
    const booked = await call('POST', '/web/demo-bookings', a.auth, { startsAt: first!.startsAt });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({
      kind: 'SPECIALIST',
      startsAt: first!.startsAt,
      durationMinutes: 30,
      canceled: false,
    });
    expect(booked.json().joinUrl).toMatch(/^https?:\/\//);
    const [mail] = await t.deps.db
      .select({ to: emailOutbox.to, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.ref, `demo-booking:${booked.json().id}`));
    expect(mail).toEqual({ to: [a.email], subject: 'Booked: Demo with a Quarry specialist' });

    // One upcoming demo per store; the slot is taken for everyone else.
    expect(
      (await call('POST', '/web/demo-bookings', a.auth, { startsAt: second!.startsAt })).statusCode,
    ).toBe(409);
    expect((await call('POST', '/web/demo-bookings', b.auth, { startsAt: first!.startsAt })).statusCode).toBe(
      409,
    );
    const seen = (await call('GET', '/web/demo-bookings/slots', b.auth)).json();
    expect(seen.slots.find((s: { startsAt: string }) => s.startsAt === first!.startsAt).available).toBe(
      false,
    );

    // Another store's booking is not found; cancelling frees the slot.
    expect((await call('DELETE', `/web/demo-bookings/${booked.json().id}`, b.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/web/demo-bookings/${booked.json().id}`, a.auth)).json().canceled).toBe(
      true,
    );
    expect((await call('POST', '/web/demo-bookings', b.auth, { startsAt: first!.startsAt })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/web/demo-bookings', a.auth)).json()).toEqual([
      expect.objectContaining({ canceled: true }),
    ]);
  });

  it('a Professional store books its onboarding with its own specialist', async () => {
    const s = await storeOnClock();
    await subscribe(s, { planType: 'TIER_3', interval: 'MONTHLY', trialOff: true });
    expect((await call('GET', '/web/demo-bookings/slots', s.auth)).json().kind).toBe(
      'PROFESSIONAL_ONBOARDING',
    );
  });
});
