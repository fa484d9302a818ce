import { createHmac, timingSafeEqual } from 'node:crypto';
import { conflict, invalid, notFound } from '../../http/errors';
import {
  BILLING_EVENT_TYPES,
  type BillingEventHandler,
  type BillingEventType,
  type BillingProvider,
  type CouponInput,
  type Invoice,
  type PlanPrice,
  type Subscription,
  type SubscriptionStatus,
} from './billing-types';
import {
  type Form,
  type StripeCall,
  type StripeError,
  type StripeIntent,
  unavailable,
} from './stripe-client';

// Subscription billing through Stripe Billing (BillingProvider): /v1/subscriptions, /v1/invoices,
// /v1/prices (found by lookup key), /v1/coupons and /v1/promotion_codes, /v1/test_helpers/test_clocks, and
// the webhook events Stripe posts, verified with the endpoint's signing secret. Stripe keeps the clock and
// runs renewals and dunning itself: runDue and deliverEvents have nothing to do here.

/** How old a signed webhook may be (Stripe's libraries' default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeEvent = {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
};

/** The Stripe-Signature header for a payload: `t=…,v1=HMAC-SHA256(secret, "${t}.${payload}")`. */
export function signStripeWebhook(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Verify a webhook as Stripe's libraries do: the header's timestamp within 300 s of `now`, and one of its
 * v1 signatures equal to HMAC-SHA256 of `${t}.${rawBody}` with the endpoint's secret (compared in constant
 * time). Answers the parsed event; anything else → 400 (AppError INVALID).
 */
export function verifyStripeWebhook(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now: Date,
): StripeEvent {
  const refuse = (why: string) => invalid(`The webhook was refused: ${why}`);
  if (!header) throw refuse('no Stripe-Signature header');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === 't' && v && /^\d+$/.test(v)) timestamp = Number(v);
    if (k === 'v1' && v) signatures.push(v);
  }
  if (timestamp === null || signatures.length === 0) throw refuse('the signature header is malformed');
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'),
    'utf8',
  );
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw refuse('no signature matches the payload');
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw refuse('the timestamp is outside the tolerance');
  }
  let event: StripeEvent;
  try {
    event = JSON.parse(rawBody) as StripeEvent;
  } catch {
    throw refuse('the payload is not JSON');
  }
  if (!event || typeof event.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
    throw refuse('the payload is not an event');
  }
  return event;
}

type StripePrice = {
  id: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: string } | null;
  lookup_key: string | null;
  metadata?: Record<string, string>;
};
type StripeCoupon = {
  id: string;
  percent_off: number | null;
  duration: string;
  duration_in_months: number | null;
};
type StripeDiscount = {
  coupon: StripeCoupon;
  promotion_code: string | { id: string; code: string } | null;
  start: number;
  end: number | null;
};
type StripeSubscription = {
  id: string;
  customer: string | { id: string; balance?: number };
  status: string;
  items: { data: { id: string; price: StripePrice }[] };
  current_period_start: number;
  current_period_end: number;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  pause_collection: { behavior: string; resumes_at: number | null } | null;
  /** Deprecated singular discount (a coupon applied with the old `coupon` parameter). */
  discount?: StripeDiscount | null;
  /** The discounts applied (ids, or objects when expanded): what `discounts[0][…]` sets. */
  discounts?: (string | StripeDiscount)[];
  default_payment_method: string | { id: string } | null;
  latest_invoice: string | { id: string } | null;
  test_clock: string | { id: string } | null;
  metadata: Record<string, string>;
  created: number;
};
type StripeInvoice = {
  id: string;
  subscription: string | { id: string } | null;
  customer: string | { id: string };
  status: string;
  billing_reason: string | null;
  currency: string;
  subtotal: number;
  total: number;
  total_discount_amounts?: { amount: number }[];
  amount_due: number;
  amount_paid: number;
  lines: {
    data: {
      description: string | null;
      amount: number;
      proration: boolean;
      period: { start: number; end: number };
    }[];
  };
  period_start: number;
  period_end: number;
  attempt_count: number;
  next_payment_attempt: number | null;
  payment_intent: string | StripeIntent | null;
  created: number;
  status_transitions?: { paid_at: number | null };
};
type StripeClock = { id: string; frozen_time: number; status: string };

const date = (s: number) => new Date(s * 1000);
const maybeDate = (s: number | null | undefined) => (s == null ? null : date(s));
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;

const STATUSES: SubscriptionStatus[] = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
];

/** Quarry's price key on a Stripe Price: one Price per plan, interval, currency and amount. */
export const priceLookupKey = (p: PlanPrice) =>
  `quarry:${p.planType}:${p.interval}:${p.currency.toLowerCase()}:${p.unitAmountCents}`;

export function toSubscription(s: StripeSubscription): Subscription {
  const item = s.items.data[0];
  const price = item?.price;
  const [, planFromKey, intervalFromKey] = (price?.lookup_key ?? '').split(':');
  let status = (
    STATUSES.includes(s.status as SubscriptionStatus) ? s.status : 'incomplete'
  ) as SubscriptionStatus;
  // Stripe keeps the status while collection is paused; Quarry calls that paused.
  if (s.pause_collection && ['active', 'trialing', 'past_due'].includes(status)) status = 'paused';
  const balance = typeof s.customer === 'object' ? (s.customer.balance ?? 0) : 0;
  const discount = s.discounts?.find((x): x is StripeDiscount => typeof x === 'object') ?? s.discount ?? null;
  return {
    id: s.id,
    customerId: idOf(s.customer)!,
    status,
    price: {
      planType: price?.metadata?.plan_type ?? planFromKey ?? '',
      interval: (price?.recurring?.interval ?? intervalFromKey) === 'year' ? 'year' : 'month',
      unitAmountCents: price?.unit_amount ?? 0,
      currency: (price?.currency ?? 'usd').toUpperCase(),
    },
    defaultPaymentMethodId: idOf(s.default_payment_method),
    currentPeriodStart: date(s.current_period_start),
    currentPeriodEnd: date(s.current_period_end),
    trialStart: maybeDate(s.trial_start),
    trialEnd: maybeDate(s.trial_end),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    canceledAt: maybeDate(s.canceled_at),
    endedAt: maybeDate(s.ended_at),
    pauseCollection:
      status === 'paused' && s.pause_collection
        ? {
            behavior: s.pause_collection.behavior as 'keep_as_draft' | 'mark_uncollectible' | 'void',
            resumesAt: maybeDate(s.pause_collection.resumes_at),
          }
        : null,
    discount: discount
      ? {
          couponId: discount.coupon.id,
          percentOff: discount.coupon.percent_off ?? 0,
          durationMonths:
            discount.coupon.duration === 'forever'
              ? null
              : discount.coupon.duration === 'once'
                ? 1
                : (discount.coupon.duration_in_months ?? 1),
          promotionCode:
            typeof discount.promotion_code === 'object' && discount.promotion_code
              ? discount.promotion_code.code
              : null,
          start: date(discount.start),
          end: maybeDate(discount.end),
        }
      : null,
    creditBalanceCents: balance < 0 ? -balance : 0,
    latestInvoiceId: idOf(s.latest_invoice),
    testClockId: idOf(s.test_clock),
    version: Date.now(),
    created: date(s.created),
    metadata: s.metadata ?? {},
  };
}

export function toInvoice(i: StripeInvoice): Invoice {
  const pi = typeof i.payment_intent === 'object' ? i.payment_intent : null;
  const err = pi?.last_payment_error;
  let decline = err ? (err.decline_code ?? err.code ?? 'generic_decline') : null;
  if (decline === 'card_declined') decline = 'generic_decline';
  const discountCents = (i.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
  const reason = i.billing_reason;
  return {
    id: i.id,
    subscriptionId: idOf(i.subscription) ?? '',
    customerId: idOf(i.customer)!,
    status: i.status as Invoice['status'],
    billingReason:
      reason === 'subscription_create' || reason === 'subscription_update' ? reason : 'subscription_cycle',
    currency: i.currency.toUpperCase(),
    subtotalCents: i.subtotal,
    discountCents,
    creditAppliedCents: i.total > 0 ? Math.max(0, i.total - i.amount_due) : 0,
    amountDueCents: i.amount_due,
    amountPaidCents: i.amount_paid,
    lines: i.lines.data.map((l) => ({
      description: l.description ?? '',
      amountCents: l.amount,
      proration: l.proration,
      periodStart: date(l.period.start),
      periodEnd: date(l.period.end),
    })),
    periodStart: date(i.period_start),
    periodEnd: date(i.period_end),
    attemptCount: i.attempt_count,
    nextPaymentAttempt: maybeDate(i.next_payment_attempt),
    lastDeclineCode: i.status === 'paid' ? null : decline,
    chargeId: idOf(i.payment_intent),
    challengeId: pi?.status === 'requires_action' ? pi.id : null,
    created: date(i.created),
    paidAt: maybeDate(i.status_transitions?.paid_at),
  };
}

const ENDED: SubscriptionStatus[] = ['canceled', 'incomplete_expired'];
/** What a subscription answer expands: the customer (its credit balance) and the discounts with their codes. */
const EXPAND: Form = {
  'expand[0]': 'customer',
  'expand[1]': 'discounts',
  'expand[2]': 'discounts.promotion_code',
};

export function createStripeBilling(
  call: StripeCall,
  opts: { keyPrefix: string; webhookSecret: string | null; now?: () => Date },
): BillingProvider {
  const now = opts.now ?? (() => new Date());
  const prices = new Map<string, string>();
  let handler: BillingEventHandler | null = null;

  const asInvalid = (err: StripeError, path: string) => {
    if (err.type === 'idempotency_error') {
      return conflict('This idempotency key was already used with other parameters');
    }
    return invalid(err.message ?? 'The payments service refused the request', [
      { path: err.param ? `body.${err.param}` : path, message: err.message ?? 'Refused' },
    ]);
  };

  async function priceId(p: PlanPrice) {
    const lookup = priceLookupKey(p);
    const known = prices.get(lookup);
    if (known) return known;
    const found = await call<{ data: StripePrice[] }>('GET', '/v1/prices', {
      query: [
        ['lookup_keys[]', lookup],
        ['active', 'true'],
      ],
    });
    if (found.error) throw asInvalid(found.error, 'body.price');
    let id = found.body.data[0]?.id;
    if (!id) {
      const made = await call<StripePrice>('POST', '/v1/prices', {
        form: {
          currency: p.currency.toLowerCase(),
          unit_amount: p.unitAmountCents,
          'recurring[interval]': p.interval,
          lookup_key: lookup,
          'product_data[name]': `Quarry ${p.planType}`,
          'metadata[plan_type]': p.planType,
        },
        idempotencyKey: `${opts.keyPrefix}-price-${lookup}`,
      });
      if (made.error) throw asInvalid(made.error, 'body.price');
      id = made.body.id;
    }
    prices.set(lookup, id);
    return id;
  }

  /** The coupon (made on first use) and, for a promotion code, that code: what `discounts[0]` takes. */
  async function discountParams(coupon: CouponInput): Promise<Form> {
    const made = await call<StripeCoupon>('POST', '/v1/coupons', {
      form: {
        id: coupon.id,
        percent_off: coupon.percentOff,
        duration: coupon.durationMonths == null ? 'forever' : 'repeating',
        duration_in_months: coupon.durationMonths ?? undefined,
      },
      idempotencyKey: `${opts.keyPrefix}-coupon-${coupon.id}-${coupon.percentOff}-${coupon.durationMonths}`,
    });
    if (made.error && made.error.code !== 'resource_already_exists')
      throw asInvalid(made.error, 'body.coupon');
    if (!coupon.promotionCode) return { 'discounts[0][coupon]': coupon.id };
    const found = await call<{ data: { id: string; coupon: StripeCoupon }[] }>('GET', '/v1/promotion_codes', {
      query: [
        ['code', coupon.promotionCode],
        ['active', 'true'],
      ],
    });
    if (found.error) throw asInvalid(found.error, 'body.coupon.promotionCode');
    let promo = found.body.data.find((p) => p.coupon.id === coupon.id)?.id;
    if (!promo) {
      const created = await call<{ id: string }>('POST', '/v1/promotion_codes', {
        form: { coupon: coupon.id, code: coupon.promotionCode },
        idempotencyKey: `${opts.keyPrefix}-promo-${coupon.id}-${coupon.promotionCode}`,
      });
      if (created.error) throw asInvalid(created.error, 'body.coupon.promotionCode');
      promo = created.body.id;
    }
    return { 'discounts[0][promotion_code]': promo };
  }

  async function getSub(id: string) {
    const res = await call<StripeSubscription>('GET', `/v1/subscriptions/${encodeURIComponent(id)}`, {
      query: [
        ['expand[]', 'customer'],
        ['expand[]', 'discounts'],
        ['expand[]', 'discounts.promotion_code'],
      ],
    });
    if (res.status === 404) return null;
    if (res.error) throw asInvalid(res.error, 'params.id');
    return res.body;
  }

  async function mustGet(id: string) {
    const sub = await getSub(id);
    if (!sub) throw notFound('Subscription');
    return sub;
  }

  async function update(id: string, form: Form, idempotencyKey?: string) {
    const res = await call<StripeSubscription>('POST', `/v1/subscriptions/${encodeURIComponent(id)}`, {
      form: { ...form, ...EXPAND },
      idempotencyKey,
    });
    if (res.status === 404) throw notFound('Subscription');
    if (res.error) throw asInvalid(res.error, 'body');
    return toSubscription(res.body);
  }

  async function getInvoice(id: string) {
    const res = await call<StripeInvoice>('GET', `/v1/invoices/${encodeURIComponent(id)}`, {
      query: [['expand[]', 'payment_intent']],
    });
    if (res.status === 404) return null;
    if (res.error) throw asInvalid(res.error, 'params.id');
    return toInvoice(res.body);
  }

  const notLive = (s: Subscription, what: string) =>
    invalid(`This subscription is ${s.status.replace('_', ' ')}: it cannot ${what}`);

  async function create(input: Parameters<BillingProvider['createSubscription']>[0]) {
    const form: Form = {
      customer: input.customerId,
      'items[0][price]': await priceId(input.price),
      default_payment_method: input.paymentMethodId ?? undefined,
      trial_period_days: input.trialDays && input.trialDays > 0 ? input.trialDays : undefined,
      payment_behavior: 'allow_incomplete',
      ...EXPAND,
      ...(input.coupon ? await discountParams(input.coupon) : {}),
    };
    for (const [k, v] of Object.entries(input.metadata ?? {})) form[`metadata[${k}]`] = v;
    const res = await call<StripeSubscription>('POST', '/v1/subscriptions', {
      form,
      idempotencyKey: `${opts.keyPrefix}-sub-${input.idempotencyKey}`,
    });
    if (res.error) throw asInvalid(res.error, 'body.paymentMethodId');
    return toSubscription(res.body);
  }

  const billing: BillingProvider = {
    async createSubscription(input) {
      if (!Number.isInteger(input.price.unitAmountCents) || input.price.unitAmountCents <= 0) {
        throw invalid('The price must be a positive number of cents', [
          { path: 'body.unitAmountCents', message: 'A positive whole number of cents' },
        ]);
      }
      if (!input.paymentMethodId && !(input.trialDays && input.trialDays > 0)) {
        throw invalid('A subscription without a trial needs a card', [
          { path: 'body.paymentMethodId', message: 'Required without a trial' },
        ]);
      }
      return create(input);
    },

    async retrieveSubscription(id) {
      const sub = await getSub(id);
      return sub ? toSubscription(sub) : null;
    },

    async changePlan(input) {
      const current = await mustGet(input.subscriptionId);
      const before = toSubscription(current);
      if (ENDED.includes(before.status) || before.status === 'paused' || before.status === 'incomplete') {
        throw notLive(before, 'change plan');
      }
      const behavior = before.status === 'trialing' ? 'none' : (input.prorationBehavior ?? 'always_invoice');
      const subscription = await update(
        input.subscriptionId,
        {
          'items[0][id]': current.items.data[0]?.id,
          'items[0][price]': await priceId(input.price),
          proration_behavior: behavior,
          payment_behavior: 'allow_incomplete',
        },
        `${opts.keyPrefix}-change-${input.subscriptionId}-${input.idempotencyKey}`,
      );
      const changedInvoice =
        behavior === 'always_invoice' || input.price.interval !== before.price.interval
          ? subscription.latestInvoiceId !== before.latestInvoiceId
          : false;
      const invoice =
        changedInvoice && subscription.latestInvoiceId
          ? await getInvoice(subscription.latestInvoiceId)
          : null;
      return { subscription, invoice };
    },

    async pause(input) {
      const before = toSubscription(await mustGet(input.subscriptionId));
      if (!['active', 'trialing', 'past_due'].includes(before.status)) throw notLive(before, 'be paused');
      if (input.resumesAt && input.resumesAt <= now()) {
        throw invalid('The resume date must be in the future', [
          { path: 'body.resumesAt', message: 'After now' },
        ]);
      }
      return update(input.subscriptionId, {
        'pause_collection[behavior]': input.behavior,
        'pause_collection[resumes_at]': input.resumesAt ? seconds(input.resumesAt) : undefined,
      });
    },

    async resume(id) {
      const before = toSubscription(await mustGet(id));
      if (before.status !== 'paused') throw notLive(before, 'be resumed');
      return update(id, { pause_collection: '' });
    },

    async cancelAtPeriodEnd(id) {
      const before = toSubscription(await mustGet(id));
      if (ENDED.includes(before.status)) throw notLive(before, 'be canceled');
      if (before.cancelAtPeriodEnd) return before;
      return update(id, { cancel_at_period_end: true });
    },

    async reactivate(input) {
      const current = await mustGet(input.subscriptionId);
      const before = toSubscription(current);
      if (!ENDED.includes(before.status)) {
        if (!before.cancelAtPeriodEnd) return before;
        return update(input.subscriptionId, { cancel_at_period_end: false });
      }
      return create({
        customerId: before.customerId,
        paymentMethodId: input.paymentMethodId ?? before.defaultPaymentMethodId,
        price: before.price,
        metadata: before.metadata,
        idempotencyKey: `reactivate-${input.idempotencyKey}`,
      });
    },

    async cancelNow(id) {
      const before = toSubscription(await mustGet(id));
      if (ENDED.includes(before.status)) return before;
      const res = await call<StripeSubscription>('DELETE', `/v1/subscriptions/${encodeURIComponent(id)}`, {
        idempotencyKey: `${opts.keyPrefix}-cancel-${id}`,
      });
      if (res.error) throw asInvalid(res.error, 'params.id');
      return toSubscription((await getSub(id)) ?? res.body);
    },

    async applyCoupon(input) {
      const before = toSubscription(await mustGet(input.subscriptionId));
      if (ENDED.includes(before.status)) throw notLive(before, 'take a coupon');
      const d = before.discount;
      if (
        d &&
        d.couponId === input.coupon.id &&
        (d.promotionCode ?? null) === (input.coupon.promotionCode ?? null)
      ) {
        return before;
      }
      return update(input.subscriptionId, await discountParams(input.coupon));
    },

    async setPaymentMethod(input) {
      return update(input.subscriptionId, { default_payment_method: input.paymentMethodId });
    },

    async payInvoice(input) {
      const inv = await getInvoice(input.invoiceId);
      if (!inv) throw notFound('Invoice');
      if (inv.status === 'paid') return inv;
      if (inv.status === 'void' || inv.status === 'uncollectible') {
        throw invalid(`This invoice is ${inv.status}: it cannot be paid`);
      }
      const path = `/v1/invoices/${encodeURIComponent(inv.id)}`;
      if (inv.status === 'draft') {
        const fin = await call('POST', `${path}/finalize`, {
          idempotencyKey: `${opts.keyPrefix}-finalize-${inv.id}`,
        });
        if (fin.error) throw asInvalid(fin.error, 'params.id');
      }
      const paid = await call<StripeInvoice>('POST', `${path}/pay`, {
        form: { payment_method: input.paymentMethodId ?? undefined },
      });
      // A declined payment answers 402 with the invoice still open: the invoice says what happened.
      if (paid.error && paid.error.type !== 'card_error') throw asInvalid(paid.error, 'body.paymentMethodId');
      return (await getInvoice(inv.id))!;
    },

    async listInvoices(subscriptionId, limit) {
      const res = await call<{ data: StripeInvoice[] }>('GET', '/v1/invoices', {
        query: [
          ['subscription', subscriptionId],
          ['limit', String(Math.max(1, Math.min(limit, 100)))],
          ['expand[]', 'data.payment_intent'],
        ],
      });
      if (res.error) throw asInvalid(res.error, 'params.id');
      return res.body.data.map(toInvoice);
    },

    retrieveInvoice: getInvoice,

    async runDue() {
      return 0;
    },

    onEvent(h) {
      handler = h;
    },

    async deliverEvents() {
      return 0;
    },

    async receiveWebhook(rawBody, signatureHeader) {
      if (!opts.webhookSecret) throw notFound('Webhook endpoint');
      const event = verifyStripeWebhook(rawBody, signatureHeader, opts.webhookSecret, now());
      if (!BILLING_EVENT_TYPES.includes(event.type as BillingEventType)) return;
      const object = event.data.object;
      const isInvoice = event.type.startsWith('invoice.');
      const subscriptionId = isInvoice
        ? idOf(object.subscription as string | { id: string } | null)
        : (object.id as string);
      // An invoice of no subscription (a one-off) is not billing's.
      if (!subscriptionId) return;
      const subscription = await getSub(subscriptionId);
      if (!subscription) return;
      const previous = event.data.previous_attributes?.status;
      if (!handler) throw unavailable('no billing event handler is registered');
      await handler({
        id: event.id,
        type: event.type as BillingEventType,
        created: date(event.created),
        subscription: toSubscription(subscription),
        invoice: isInvoice ? await getInvoice(object.id as string) : null,
        previousStatus: typeof previous === 'string' ? (previous as SubscriptionStatus) : null,
      });
    },

    async createTestClock(input) {
      const res = await call<StripeClock>('POST', '/v1/test_helpers/test_clocks', {
        form: { frozen_time: seconds(input.frozenTime), name: input.name ?? undefined },
      });
      if (res.error) throw asInvalid(res.error, 'body.frozenTime');
      return { id: res.body.id, frozenTime: date(res.body.frozen_time), status: 'ready' };
    },

    async advanceTestClock(clockId, to) {
      const path = `/v1/test_helpers/test_clocks/${encodeURIComponent(clockId)}`;
      const res = await call<StripeClock>('POST', `${path}/advance`, { form: { frozen_time: seconds(to) } });
      if (res.status === 404) throw notFound('Test clock');
      if (res.error) throw asInvalid(res.error, 'body.frozenTime');
      // Stripe advances in the background: wait until the clock is ready (each renewal made).
      let clock = res.body;
      for (let i = 0; clock.status !== 'ready'; i++) {
        if (i >= 120) throw unavailable('the test clock did not finish advancing');
        await new Promise((r) => setTimeout(r, i < 5 ? 50 : 500));
        const got = await call<StripeClock>('GET', path);
        if (got.error) throw asInvalid(got.error, 'params.id');
        clock = got.body;
        if (clock.status === 'internal_failure') throw unavailable('the test clock failed to advance');
      }
      return { id: clock.id, frozenTime: date(clock.frozen_time), status: 'ready' };
    },
  };
  return billing;
}
