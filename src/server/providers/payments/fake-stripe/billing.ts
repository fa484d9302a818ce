import { addIntervals, nextPeriodEnd, prorate } from '../billing-math';
import type { FakeInvoice, FakeLine, FakePrice, FakeSubscription } from './billing-books';
import { confirmIntent } from './payment-intents';
import { error, intentJson, missing } from './replies';
import type { FakeStripeState, Intent, Reply, ResourceCall } from './state';

// Stripe Billing in the fake: prices, coupons, promotion codes, subscriptions, invoices and test clocks,
// with Stripe's behaviour where the adapter depends on it (allow_incomplete first payments, proration
// invoices, pause_collection, dunning retries, the 23 h incomplete expiry, events for the webhook).

const DAY = 86_400;
const realNow = () => Math.floor(Date.now() / 1000);
const toDate = (s: number) => new Date(s * 1000);
const toSec = (d: Date) => Math.floor(d.getTime() / 1000);
const ENDED = ['canceled', 'incomplete_expired'];

/** Every form key must match one of these (Stripe refuses unknown parameters). */
function unknownParam(f: Record<string, string>, allowed: RegExp[]): Reply | null {
  for (const k of Object.keys(f)) {
    if (!allowed.some((re) => re.test(k))) {
      return error(400, {
        type: 'invalid_request_error',
        message: `Received unknown parameter: ${k}`,
        param: k,
      });
    }
  }
  return null;
}
const invalidParam = (message: string, param?: string) =>
  error(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const metadataOf = (f: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) out[m[1]!] = v;
  }
  return out;
};
const expansions = (q: URLSearchParams, f: Record<string, string>) => [
  ...q.getAll('expand[]'),
  ...Object.entries(f)
    .filter(([k]) => /^expand\[\d*\]$/.test(k))
    .map(([, v]) => v),
];

export function timeFor(s: FakeStripeState, customerId: string): number {
  const clock = s.customers.get(customerId)?.test_clock;
  return clock ? s.billing.clocks.get(clock)!.frozen_time : realNow();
}

// ---- JSON shapes

const priceJson = (p: FakePrice) => ({
  id: p.id,
  object: 'price',
  active: true,
  product: p.product,
  currency: p.currency,
  unit_amount: p.unit_amount,
  recurring: { interval: p.interval, interval_count: 1 },
  lookup_key: p.lookup_key,
  metadata: p.metadata,
  type: 'recurring',
});

function couponJson(s: FakeStripeState, id: string) {
  const c = s.billing.coupons.get(id)!;
  return { object: 'coupon', valid: true, ...c };
}

function subJson(s: FakeStripeState, sub: FakeSubscription, expand: string[] = []) {
  const customer = s.customers.get(sub.customer)!;
  const promo = sub.discount?.promotion_code
    ? s.billing.promotionCodes.get(sub.discount.promotion_code)
    : null;
  return {
    id: sub.id,
    object: 'subscription',
    customer: expand.includes('customer')
      ? { id: customer.id, object: 'customer', email: customer.email, balance: customer.balance }
      : sub.customer,
    status: sub.status,
    items: {
      object: 'list',
      data: [
        { id: sub.item_id, object: 'subscription_item', price: priceJson(s.billing.prices.get(sub.price)!) },
      ],
    },
    billing_cycle_anchor: sub.billing_cycle_anchor,
    current_period_start: sub.current_period_start,
    current_period_end: sub.current_period_end,
    trial_start: sub.trial_start,
    trial_end: sub.trial_end,
    cancel_at_period_end: sub.cancel_at_period_end,
    canceled_at: sub.canceled_at,
    ended_at: sub.ended_at,
    pause_collection: sub.pause_collection,
    // Applied through `discounts`: the deprecated singular `discount` stays null, as Stripe answers it.
    discount: null,
    discounts: sub.discount
      ? [
          expand.includes('discounts')
            ? {
                id: `di_${sub.id}`,
                object: 'discount',
                coupon: couponJson(s, sub.discount.coupon),
                promotion_code:
                  promo && expand.includes('discounts.promotion_code')
                    ? { id: promo.id, object: 'promotion_code', code: promo.code }
                    : (promo?.id ?? null),
                start: sub.discount.start,
                end: sub.discount.end,
              }
            : `di_${sub.id}`,
        ]
      : [],
    default_payment_method: sub.default_payment_method,
    latest_invoice: sub.latest_invoice,
    test_clock: customer.test_clock,
    metadata: sub.metadata,
    created: sub.created,
  };
}

function invoiceJson(s: FakeStripeState, inv: FakeInvoice, expandIntent = false) {
  const pi = inv.payment_intent ? s.intents.get(inv.payment_intent) : undefined;
  return {
    id: inv.id,
    object: 'invoice',
    subscription: inv.subscription,
    customer: inv.customer,
    status: inv.status,
    billing_reason: inv.billing_reason,
    currency: inv.currency,
    subtotal: inv.subtotal,
    total: inv.total,
    total_discount_amounts: inv.discount ? [{ amount: inv.discount, discount: 'di_fake' }] : [],
    starting_balance: inv.starting_balance,
    ending_balance: inv.ending_balance,
    amount_due: inv.amount_due,
    amount_paid: inv.amount_paid,
    amount_remaining: inv.status === 'paid' ? 0 : inv.amount_due,
    lines: {
      object: 'list',
      data: inv.lines.map((l, i) => ({
        id: `il_${inv.id}_${i}`,
        object: 'line_item',
        description: l.description,
        amount: l.amount,
        proration: l.proration,
        period: { start: l.start, end: l.end },
      })),
    },
    period_start: inv.period_start,
    period_end: inv.period_end,
    attempt_count: inv.attempt_count,
    attempted: inv.attempt_count > 0,
    next_payment_attempt: inv.next_payment_attempt,
    payment_intent: expandIntent && pi ? intentJson(s, pi, false) : inv.payment_intent,
    created: inv.created,
    status_transitions: { paid_at: inv.paid_at },
  };
}

// ---- Events

function emit(s: FakeStripeState, type: string, object: unknown, previous?: Record<string, unknown>) {
  const event = {
    id: s.id('evt'),
    object: 'event' as const,
    type,
    created: realNow(),
    api_version: '2024-06-20',
    livemode: false as const,
    data: { object, ...(previous ? { previous_attributes: previous } : {}) },
  };
  s.billing.events.push(event);
  s.billing.onEvent?.(event);
}
const subEvent = (
  s: FakeStripeState,
  sub: FakeSubscription,
  type: string,
  previous?: Record<string, unknown>,
) => emit(s, type, subJson(s, sub), previous);
const invoiceEvent = (s: FakeStripeState, inv: FakeInvoice, type: string) =>
  emit(s, type, invoiceJson(s, inv));

function setStatus(s: FakeStripeState, sub: FakeSubscription, status: string) {
  const previous = sub.status;
  sub.status = status;
  if (ENDED.includes(status)) subEvent(s, sub, 'customer.subscription.deleted', { status: previous });
  else subEvent(s, sub, 'customer.subscription.updated', previous !== status ? { status: previous } : {});
}

// ---- Invoices and payment

const priceLine = (p: FakePrice, start: number, end: number): FakeLine => ({
  description: `1 × ${p.product} (at $${(p.unit_amount / 100).toFixed(2)} / ${p.interval})`,
  amount: p.unit_amount,
  proration: false,
  start,
  end,
});

function discountPercent(s: FakeStripeState, sub: FakeSubscription, periodStart: number): number {
  const d = sub.discount;
  if (!d || (d.end !== null && periodStart >= d.end)) return 0;
  return s.billing.coupons.get(d.coupon)!.percent_off;
}

function makeInvoice(
  s: FakeStripeState,
  sub: FakeSubscription,
  reason: string,
  lines: FakeLine[],
  periodStart: number,
  periodEnd: number,
  at: number,
): FakeInvoice {
  const customer = s.customers.get(sub.customer)!;
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const pct = discountPercent(s, sub, periodStart);
  const discountable = lines
    .filter((l) => !l.proration && l.amount > 0)
    .reduce((sum, l) => sum + l.amount, 0);
  const discount = Math.round((discountable * pct) / 100);
  const total = subtotal - discount;
  const starting = customer.balance;
  const amountDue = Math.max(0, total + starting);
  const ending = Math.min(0, total + starting);
  customer.balance = ending;
  const inv: FakeInvoice = {
    id: s.id('in'),
    subscription: sub.id,
    customer: sub.customer,
    status: 'open',
    billing_reason: reason,
    currency: s.billing.prices.get(sub.price)!.currency,
    lines,
    subtotal,
    discount,
    total,
    starting_balance: starting,
    ending_balance: ending,
    amount_due: amountDue,
    amount_paid: 0,
    period_start: periodStart,
    period_end: periodEnd,
    attempt_count: 0,
    first_failed_at: null,
    next_payment_attempt: null,
    payment_intent: null,
    created: at,
    paid_at: null,
  };
  s.billing.invoices.set(inv.id, inv);
  sub.latest_invoice = inv.id;
  invoiceEvent(s, inv, 'invoice.created');
  return inv;
}

/** One payment attempt on an open invoice, with its own payment intent. */
function attempt(s: FakeStripeState, inv: FakeInvoice, pmId: string | null, at: number): Intent | null {
  inv.attempt_count++;
  const paid = () => {
    inv.status = 'paid';
    inv.amount_paid = inv.amount_due;
    inv.paid_at = at;
    inv.next_payment_attempt = null;
    invoiceEvent(s, inv, 'invoice.paid');
  };
  if (inv.amount_due === 0) {
    paid();
    return null;
  }
  const pm = pmId ? s.methods.get(pmId) : undefined;
  let pi: Intent | null = null;
  if (pm) {
    pi = {
      id: s.id('pi'),
      status: 'requires_confirmation',
      amount: inv.amount_due,
      currency: inv.currency,
      customer: inv.customer,
      payment_method: pm.id,
      description: `Invoice ${inv.id}`,
      metadata: { invoice: inv.id },
      last_payment_error: null,
      latest_charge: null,
    };
    s.intents.set(pi.id, pi);
    confirmIntent(s, pi, pm.card);
    inv.payment_intent = pi.id;
  }
  if (pi?.status === 'succeeded') paid();
  else {
    inv.first_failed_at ??= at;
    invoiceEvent(s, inv, 'invoice.payment_failed');
  }
  return pi;
}

/** After a failed renewal or plan-change attempt: the next retry, or the end of dunning. */
function dunning(s: FakeStripeState, sub: FakeSubscription, inv: FakeInvoice, at: number) {
  const days = s.billing.dunning.retryDays[inv.attempt_count - 1];
  if (days !== undefined) {
    inv.next_payment_attempt = (inv.first_failed_at ?? at) + days * DAY;
    return 'past_due';
  }
  inv.next_payment_attempt = null;
  if (s.billing.dunning.after === 'canceled') {
    sub.canceled_at = at;
    sub.ended_at = at;
    return 'canceled';
  }
  return 'unpaid';
}

// ---- The clock

function renew(s: FakeStripeState, sub: FakeSubscription, at: number) {
  const price = s.billing.prices.get(sub.price)!;
  const start = sub.current_period_end;
  const end = toSec(nextPeriodEnd(toDate(sub.billing_cycle_anchor), price.interval, toDate(start)));
  if (sub.discount?.end != null && start >= sub.discount.end) sub.discount = null;
  for (const inv of s.billing.invoices.values()) {
    if (inv.subscription === sub.id && inv.status === 'open') inv.next_payment_attempt = null;
  }
  const lines = [priceLine(price, start, end), ...sub.pending];
  sub.pending = [];
  sub.current_period_start = start;
  sub.current_period_end = end;
  const inv = makeInvoice(s, sub, 'subscription_cycle', lines, start, end, at);
  if (sub.pause_collection) {
    const b = sub.pause_collection.behavior;
    inv.status = b === 'keep_as_draft' ? 'draft' : b === 'void' ? 'void' : 'uncollectible';
    return setStatus(s, sub, sub.status);
  }
  if (sub.status === 'unpaid') return setStatus(s, sub, 'unpaid');
  attempt(s, inv, sub.default_payment_method, at);
  setStatus(s, sub, inv.status === 'paid' ? 'active' : dunning(s, sub, inv, at));
}

/** Everything due for a subscription up to `to`, in time order. */
export function advanceSubscription(s: FakeStripeState, sub: FakeSubscription, to: number) {
  for (let step = 0; step < 10_000; step++) {
    if (ENDED.includes(sub.status)) return;
    if (sub.status === 'incomplete') {
      const expires = sub.created + 23 * 3600;
      if (expires > to) return;
      const inv = sub.latest_invoice ? s.billing.invoices.get(sub.latest_invoice) : undefined;
      if (inv && inv.status === 'open') inv.status = 'void';
      sub.ended_at = expires;
      setStatus(s, sub, 'incomplete_expired');
      return;
    }
    const latest = sub.latest_invoice ? s.billing.invoices.get(sub.latest_invoice) : undefined;
    const resumeAt = sub.pause_collection?.resumes_at ?? null;
    const retryAt =
      sub.status === 'past_due' && latest?.status === 'open' && !sub.pause_collection
        ? latest.next_payment_attempt
        : null;
    const dues: [number, string][] = [];
    if (resumeAt !== null) dues.push([resumeAt, 'resume']);
    if (retryAt !== null) dues.push([retryAt, 'retry']);
    dues.push([sub.current_period_end, 'period_end']);
    const [at, kind] = dues.reduce((a, b) => (b[0] < a[0] ? b : a));
    if (at > to) return;
    if (kind === 'resume') {
      const previous = sub.pause_collection;
      sub.pause_collection = null;
      subEvent(s, sub, 'customer.subscription.updated', { pause_collection: previous });
    } else if (kind === 'retry') {
      attempt(s, latest!, sub.default_payment_method, at);
      const status = latest!.status === 'paid' ? 'active' : dunning(s, sub, latest!, at);
      if (status !== sub.status) setStatus(s, sub, status);
    } else if (sub.cancel_at_period_end) {
      sub.ended_at = at;
      sub.canceled_at ??= at;
      setStatus(s, sub, 'canceled');
    } else {
      renew(s, sub, at);
    }
  }
}

// ---- Routes

function pmProblem(
  s: FakeStripeState,
  customer: string,
  pm: string | undefined,
  param: string,
): Reply | null {
  if (pm === undefined) return null;
  if (s.methods.get(pm)?.customer !== customer) {
    return invalidParam(`The customer does not have a payment method with the ID ${pm}.`, param);
  }
  return null;
}

/** `discounts[0][coupon]` or `discounts[0][promotion_code]` → the discount from `at`, or a 400. */
function discountFrom(s: FakeStripeState, f: Record<string, string>, at: number) {
  let couponId = f['discounts[0][coupon]'];
  let promo: string | null = null;
  if (f['discounts[0][promotion_code]'] !== undefined) {
    const p = s.billing.promotionCodes.get(f['discounts[0][promotion_code]']);
    if (!p?.active) return { reply: missing('promotion_code', 'discounts[0][promotion_code]') };
    couponId = p.coupon;
    promo = p.id;
  }
  if (couponId === undefined) return { discount: undefined };
  const c = s.billing.coupons.get(couponId);
  if (!c) return { reply: missing('coupon', 'discounts[0][coupon]') };
  const months = c.duration === 'forever' ? null : c.duration === 'once' ? 1 : c.duration_in_months;
  return {
    discount: {
      coupon: c.id,
      promotion_code: promo,
      start: at,
      end: months === null ? null : toSec(addIntervals(toDate(at), 'month', months)),
    },
  };
}

const SUB_CREATE: RegExp[] = [
  /^customer$/,
  /^items\[0\]\[price\]$/,
  /^default_payment_method$/,
  /^trial_period_days$/,
  /^payment_behavior$/,
  /^discounts\[0\]\[(coupon|promotion_code)\]$/,
  /^metadata\[.+\]$/,
  /^expand\[\d*\]$/,
];
const SUB_UPDATE: RegExp[] = [
  /^items\[0\]\[(id|price)\]$/,
  /^proration_behavior$/,
  /^payment_behavior$/,
  /^cancel_at_period_end$/,
  /^pause_collection(\[(behavior|resumes_at)\])?$/,
  /^default_payment_method$/,
  /^discounts\[0\]\[(coupon|promotion_code)\]$/,
  /^metadata\[.+\]$/,
  /^expand\[\d*\]$/,
];

function createSubscription(s: FakeStripeState, q: URLSearchParams, f: Record<string, string>): Reply {
  const bad = unknownParam(f, SUB_CREATE);
  if (bad) return bad;
  const customer = s.customers.get(f.customer ?? '');
  if (!customer) return missing('customer', 'customer');
  const price = s.billing.prices.get(f['items[0][price]'] ?? '');
  if (!price) return missing('price', 'items[0][price]');
  const pmBad = pmProblem(s, customer.id, f.default_payment_method, 'default_payment_method');
  if (pmBad) return pmBad;
  const trialDays = f.trial_period_days ? Number(f.trial_period_days) : 0;
  if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 730) {
    return invalidParam('Invalid trial_period_days', 'trial_period_days');
  }
  const pm = f.default_payment_method ?? customer.default_pm;
  if (!pm && trialDays === 0) {
    return invalidParam('This customer has no attached payment source or default payment method.');
  }
  const at = timeFor(s, customer.id);
  const disc = discountFrom(s, f, at);
  if (disc.reply) return disc.reply;
  const trialEnd = trialDays > 0 ? at + trialDays * DAY : null;
  const anchor = trialEnd ?? at;
  const sub: FakeSubscription = {
    id: s.id('sub'),
    customer: customer.id,
    status: trialEnd ? 'trialing' : 'incomplete',
    item_id: s.id('si'),
    price: price.id,
    billing_cycle_anchor: anchor,
    current_period_start: at,
    current_period_end: trialEnd ?? toSec(addIntervals(toDate(anchor), price.interval, 1)),
    trial_start: trialEnd ? at : null,
    trial_end: trialEnd,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    pause_collection: null,
    discount: disc.discount ?? null,
    default_payment_method: f.default_payment_method ?? null,
    latest_invoice: null,
    pending: [],
    metadata: metadataOf(f),
    created: at,
  };
  s.billing.subscriptions.set(sub.id, sub);
  const lines = trialEnd
    ? [
        {
          description: `Trial period for ${price.product}`,
          amount: 0,
          proration: false,
          start: at,
          end: trialEnd,
        },
      ]
    : [priceLine(price, at, sub.current_period_end)];
  subEvent(s, sub, 'customer.subscription.created');
  const inv = makeInvoice(s, sub, 'subscription_create', lines, at, sub.current_period_end, at);
  attempt(s, inv, pm, at);
  if (!trialEnd && inv.status === 'paid') setStatus(s, sub, 'active');
  return { status: 200, body: subJson(s, sub, expansions(q, f)) };
}

function updateSubscription(
  s: FakeStripeState,
  sub: FakeSubscription,
  q: URLSearchParams,
  f: Record<string, string>,
): Reply {
  const bad = unknownParam(f, SUB_UPDATE);
  if (bad) return bad;
  if (ENDED.includes(sub.status)) {
    return invalidParam('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const at = timeFor(s, sub.customer);
  const previous: Record<string, unknown> = {};
  const pmBad = pmProblem(s, sub.customer, f.default_payment_method, 'default_payment_method');
  if (pmBad) return pmBad;
  const disc = discountFrom(s, f, at);
  if (disc.reply) return disc.reply;
  if (f.default_payment_method !== undefined) {
    previous.default_payment_method = sub.default_payment_method;
    sub.default_payment_method = f.default_payment_method;
  }
  if (disc.discount) {
    previous.discount = sub.discount;
    sub.discount = disc.discount;
  }
  if (f.cancel_at_period_end !== undefined) {
    previous.cancel_at_period_end = sub.cancel_at_period_end;
    sub.cancel_at_period_end = f.cancel_at_period_end === 'true';
    sub.canceled_at = sub.cancel_at_period_end ? at : null;
  }
  if (f.pause_collection === '') {
    previous.pause_collection = sub.pause_collection;
    sub.pause_collection = null;
  } else if (f['pause_collection[behavior]'] !== undefined) {
    const behavior = f['pause_collection[behavior]'];
    if (!['keep_as_draft', 'mark_uncollectible', 'void'].includes(behavior)) {
      return invalidParam('Invalid pause_collection[behavior]', 'pause_collection[behavior]');
    }
    const resumes = f['pause_collection[resumes_at]'];
    previous.pause_collection = sub.pause_collection;
    sub.pause_collection = { behavior, resumes_at: resumes ? Number(resumes) : null };
  }
  let statusAfter = sub.status;
  if (f['items[0][price]'] !== undefined) {
    if (f['items[0][id]'] !== sub.item_id) return missing('subscription_item', 'items[0][id]');
    const price = s.billing.prices.get(f['items[0][price]']);
    if (!price) return missing('price', 'items[0][price]');
    const old = s.billing.prices.get(sub.price)!;
    if (price.currency !== old.currency) return invalidParam('The currency cannot change', 'items[0][price]');
    const behavior = f.proration_behavior ?? 'create_prorations';
    previous.items = { data: [{ price: { id: old.id } }] };
    sub.price = price.id;
    if (sub.status !== 'trialing' && price.id !== old.id) {
      const pct = discountPercent(s, sub, sub.current_period_start);
      const net = (amount: number) => amount - Math.round((amount * pct) / 100);
      const p = prorate({
        oldAmountCents: net(old.unit_amount),
        newAmountCents: net(price.unit_amount),
        periodStart: toDate(sub.current_period_start),
        periodEnd: toDate(sub.current_period_end),
        at: toDate(at),
      });
      const credit: FakeLine = {
        description: `Unused time on ${old.product}`,
        amount: -p.creditCents,
        proration: true,
        start: at,
        end: sub.current_period_end,
      };
      let lines: FakeLine[] | null = null;
      if (price.interval !== old.interval) {
        // A new interval resets the billing cycle anchor to now and invoices at once.
        const end = toSec(addIntervals(toDate(at), price.interval, 1));
        lines = [...(behavior === 'none' || p.creditCents === 0 ? [] : [credit]), priceLine(price, at, end)];
        sub.billing_cycle_anchor = at;
        sub.current_period_start = at;
        sub.current_period_end = end;
      } else if (behavior !== 'none') {
        const charge: FakeLine = {
          description: `Remaining time on ${price.product}`,
          amount: p.chargeCents,
          proration: true,
          start: at,
          end: sub.current_period_end,
        };
        const prorations = [credit, charge].filter((l) => l.amount !== 0);
        if (behavior === 'always_invoice') lines = prorations;
        else sub.pending.push(...prorations);
      }
      if (lines) {
        lines.push(...sub.pending);
        sub.pending = [];
        const reason = 'subscription_update';
        const inv = makeInvoice(s, sub, reason, lines, sub.current_period_start, sub.current_period_end, at);
        attempt(s, inv, sub.default_payment_method, at);
        statusAfter = inv.status === 'paid' ? 'active' : dunning(s, sub, inv, at);
      }
    }
  }
  for (const [k, v] of Object.entries(metadataOf(f))) sub.metadata[k] = v;
  if (statusAfter !== sub.status) setStatus(s, sub, statusAfter);
  else subEvent(s, sub, 'customer.subscription.updated', previous);
  return { status: 200, body: subJson(s, sub, expansions(q, f)) };
}

/** /v1/subscriptions */
export function routeSubscriptions(
  s: FakeStripeState,
  { method, oid, q, f }: ResourceCall,
): Reply | undefined {
  if (method === 'POST' && !oid) return createSubscription(s, q, f);
  const sub = oid ? s.billing.subscriptions.get(oid) : undefined;
  if (!sub) return missing('subscription', 'id');
  if (method === 'GET') return { status: 200, body: subJson(s, sub, expansions(q, f)) };
  if (method === 'POST') return updateSubscription(s, sub, q, f);
  if (method === 'DELETE') {
    if (ENDED.includes(sub.status)) {
      return invalidParam('This subscription has already been canceled.');
    }
    const at = timeFor(s, sub.customer);
    sub.canceled_at ??= at;
    sub.ended_at = at;
    for (const inv of s.billing.invoices.values()) {
      if (inv.subscription === sub.id && inv.status === 'draft') inv.status = 'void';
      if (inv.subscription === sub.id) inv.next_payment_attempt = null;
    }
    setStatus(s, sub, 'canceled');
    return { status: 200, body: subJson(s, sub) };
  }
  return undefined;
}

/** /v1/invoices: list by subscription, read, finalize a draft, pay. */
export function routeInvoices(
  s: FakeStripeState,
  { method, oid, action, q, f }: ResourceCall,
): Reply | undefined {
  const expandIntent = (path: string) => expansions(q, f).includes(path);
  if (method === 'GET' && !oid) {
    const limit = Number(q.get('limit') ?? 10);
    const data = [...s.billing.invoices.values()]
      .filter((i) => !q.get('subscription') || i.subscription === q.get('subscription'))
      .reverse()
      .slice(0, limit)
      .map((i) => invoiceJson(s, i, expandIntent('data.payment_intent')));
    return { status: 200, body: { object: 'list', data, has_more: false } };
  }
  const inv = oid ? s.billing.invoices.get(oid) : undefined;
  if (!inv) return missing('invoice', 'invoice');
  if (method === 'GET') return { status: 200, body: invoiceJson(s, inv, expandIntent('payment_intent')) };
  if (method !== 'POST') return undefined;
  if (action === 'finalize') {
    if (inv.status !== 'draft') return invalidParam('This invoice is already finalized.');
    inv.status = 'open';
    return { status: 200, body: invoiceJson(s, inv) };
  }
  if (action === 'pay') {
    const bad = unknownParam(f, [/^payment_method$/, /^expand\[\d*\]$/]);
    if (bad) return bad;
    if (inv.status === 'paid') return invalidParam('Invoice is already paid');
    if (inv.status !== 'open')
      return invalidParam(`You can only pay an open invoice; this one is ${inv.status}.`);
    const sub = s.billing.subscriptions.get(inv.subscription)!;
    const pmBad = pmProblem(s, inv.customer, f.payment_method, 'payment_method');
    if (pmBad) return pmBad;
    const at = timeFor(s, inv.customer);
    const pi = attempt(s, inv, f.payment_method ?? sub.default_payment_method, at);
    // (attempt moved the status on)
    if ((inv.status as FakeInvoice['status']) === 'paid') {
      if (sub.latest_invoice === inv.id && ['incomplete', 'past_due', 'unpaid'].includes(sub.status)) {
        setStatus(s, sub, 'active');
      }
      return { status: 200, body: invoiceJson(s, inv) };
    }
    const err = pi?.last_payment_error;
    return error(402, {
      type: 'card_error',
      code: err?.code ?? 'card_declined',
      decline_code: err?.decline_code,
      message: err?.message ?? 'The invoice could not be paid',
    });
  }
  return undefined;
}

/** /v1/prices: find by lookup key, create (with product_data), read. */
export function routePrices(s: FakeStripeState, { method, oid, q, f }: ResourceCall): Reply | undefined {
  if (method === 'GET' && !oid) {
    const keys = q.getAll('lookup_keys[]');
    const data = [...s.billing.prices.values()].filter(
      (p) => !keys.length || keys.includes(p.lookup_key ?? ''),
    );
    return { status: 200, body: { object: 'list', data: data.map(priceJson), has_more: false } };
  }
  if (method === 'POST' && !oid) {
    const bad = unknownParam(f, [
      /^currency$/,
      /^unit_amount$/,
      /^recurring\[interval\]$/,
      /^lookup_key$/,
      /^product_data\[name\]$/,
      /^metadata\[.+\]$/,
    ]);
    if (bad) return bad;
    const amount = Number(f.unit_amount);
    if (!Number.isInteger(amount) || amount < 0) return invalidParam('Invalid integer', 'unit_amount');
    const interval = f['recurring[interval]'];
    if (interval !== 'month' && interval !== 'year')
      return invalidParam('Invalid interval', 'recurring[interval]');
    if (!f['product_data[name]']) return invalidParam('Missing required param: product.', 'product');
    const taken = [...s.billing.prices.values()].find((p) => f.lookup_key && p.lookup_key === f.lookup_key);
    if (taken) return invalidParam(`A price (\`${taken.id}\`) already uses that lookup key.`, 'lookup_key');
    const price: FakePrice = {
      id: s.id('price'),
      product: f['product_data[name]'],
      unit_amount: amount,
      currency: (f.currency ?? '').toLowerCase(),
      interval,
      lookup_key: f.lookup_key ?? null,
      metadata: metadataOf(f),
    };
    s.billing.prices.set(price.id, price);
    return { status: 200, body: priceJson(price) };
  }
  const price = oid ? s.billing.prices.get(oid) : undefined;
  if (!price) return missing('price', 'price');
  return method === 'GET' ? { status: 200, body: priceJson(price) } : undefined;
}

/** /v1/coupons: create (an existing id → resource_already_exists), read. */
export function routeCoupons(s: FakeStripeState, { method, oid, f }: ResourceCall): Reply | undefined {
  if (method === 'POST' && !oid) {
    const bad = unknownParam(f, [/^id$/, /^percent_off$/, /^duration$/, /^duration_in_months$/, /^name$/]);
    if (bad) return bad;
    if (f.id && s.billing.coupons.has(f.id)) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_already_exists',
        message: 'Coupon already exists.',
        param: 'id',
      });
    }
    const pct = Number(f.percent_off);
    if (!(pct > 0 && pct <= 100)) return invalidParam('Invalid percent_off', 'percent_off');
    const duration = f.duration as 'once' | 'repeating' | 'forever';
    if (!['once', 'repeating', 'forever'].includes(duration))
      return invalidParam('Invalid duration', 'duration');
    const months = f.duration_in_months ? Number(f.duration_in_months) : null;
    if (duration === 'repeating' && !(months && Number.isInteger(months) && months > 0)) {
      return invalidParam('duration_in_months is required for a repeating coupon', 'duration_in_months');
    }
    const coupon = {
      id: f.id ?? s.id('coupon'),
      percent_off: pct,
      duration,
      duration_in_months: duration === 'repeating' ? months : null,
      created: realNow(),
    };
    s.billing.coupons.set(coupon.id, coupon);
    return { status: 200, body: couponJson(s, coupon.id) };
  }
  if (method === 'GET' && oid) {
    return s.billing.coupons.has(oid)
      ? { status: 200, body: couponJson(s, oid) }
      : missing('coupon', 'coupon');
  }
  return undefined;
}

/** /v1/promotion_codes: find by code, create for a coupon. */
export function routePromotionCodes(
  s: FakeStripeState,
  { method, oid, q, f }: ResourceCall,
): Reply | undefined {
  const json = (p: { id: string; code: string; coupon: string; active: boolean }) => ({
    id: p.id,
    object: 'promotion_code',
    code: p.code,
    active: p.active,
    coupon: couponJson(s, p.coupon),
  });
  if (method === 'GET' && !oid) {
    const data = [...s.billing.promotionCodes.values()].filter(
      (p) => (!q.get('code') || p.code === q.get('code')) && (q.get('active') !== 'true' || p.active),
    );
    return { status: 200, body: { object: 'list', data: data.map(json), has_more: false } };
  }
  if (method === 'POST' && !oid) {
    const bad = unknownParam(f, [/^coupon$/, /^code$/]);
    if (bad) return bad;
    if (!s.billing.coupons.has(f.coupon ?? '')) return missing('coupon', 'coupon');
    if ([...s.billing.promotionCodes.values()].some((p) => p.active && p.code === f.code)) {
      return invalidParam('An active promotion code with `code` already exists.', 'code');
    }
    const promo = { id: s.id('promo'), code: f.code ?? s.id('CODE'), coupon: f.coupon!, active: true };
    s.billing.promotionCodes.set(promo.id, promo);
    return { status: 200, body: json(promo) };
  }
  return undefined;
}

/** /v1/test_helpers/test_clocks: create, read, advance (answers `advancing`; the next read says `ready`). */
export function routeTestClocks(
  s: FakeStripeState,
  { method, oid, action, f }: ResourceCall,
): Reply | undefined {
  const json = (c: { id: string; name: string | null; frozen_time: number }, status = 'ready') => ({
    id: c.id,
    object: 'test_helpers.test_clock',
    name: c.name,
    frozen_time: c.frozen_time,
    status,
  });
  if (method === 'POST' && !oid) {
    const t = Number(f.frozen_time);
    if (!Number.isInteger(t)) return invalidParam('Missing required param: frozen_time.', 'frozen_time');
    const clock = { id: s.id('clock'), name: f.name ?? null, frozen_time: t, advancedAt: null };
    s.billing.clocks.set(clock.id, clock);
    return { status: 200, body: json(clock) };
  }
  const clock = oid ? s.billing.clocks.get(oid) : undefined;
  if (!clock) return missing('test_clock', 'test_clock');
  if (method === 'GET') return { status: 200, body: json(clock) };
  if (method === 'POST' && action === 'advance') {
    const to = Number(f.frozen_time);
    if (!Number.isInteger(to) || to <= clock.frozen_time) {
      return invalidParam(
        'The frozen time must be after the current frozen time of the test clock.',
        'frozen_time',
      );
    }
    clock.frozen_time = to;
    for (const sub of s.billing.subscriptions.values()) {
      if (s.customers.get(sub.customer)?.test_clock === clock.id) advanceSubscription(s, sub, to);
    }
    return { status: 200, body: json(clock, 'advancing') };
  }
  return undefined;
}
