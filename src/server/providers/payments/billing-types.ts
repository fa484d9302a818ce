// Subscription billing on the payments processor, modelled on Stripe Billing (decision 035). The embedded
// processor keeps real subscriptions, invoices and test clocks in its own processor_billing_* tables; the
// Stripe adapter maps the same calls onto /v1/subscriptions, /v1/invoices, /v1/coupons,
// /v1/promotion_codes and /v1/test_helpers/test_clocks. Quarry's subscriptions module talks only to this
// interface (through `PaymentsProvider.billing`). Money is integer cents; times are Dates (Stripe: seconds).
//
// How the subscriptions module wires it:
// - At start: `payments.billing.onEvent(handler)` — ONE handler, for both processors. The embedded processor
//   calls it for each event it records (from `deliverEvents()`, which `runDue` and `advanceTestClock` call);
//   in Stripe mode the module's webhook route passes the raw body and the Stripe-Signature header to
//   `payments.billing.receiveWebhook(rawBody, header)`, which verifies, maps and calls the same handler.
// - A job calls `payments.billing.runDue()` every minute or so: renewals, trial ends, dunning retries,
//   scheduled resumes, incomplete → incomplete_expired, cancel at period end, then event delivery
//   (Stripe: a no-op apart from nothing to deliver — Stripe runs its own clock and posts webhooks).
// - Each mutating call answers the subscription as it is after the call: the module may record it at once
//   (the same snapshot arrives again through the handler; apply a snapshot only when its `version` is not
//   older than the one recorded).
// - Call billing outside the module's own database transaction, as `charge` is called: the embedded
//   processor commits in its own transactions, and after a mutating call commits it hands the events
//   recorded so far to the handler before answering (a handler's failure there is not the caller's: the
//   event stays for the next delivery). The handler must not be called inside a transaction either.

/** Stripe's subscription statuses. `paused`: collection is paused (Stripe: `pause_collection` is set). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type BillingInterval = 'month' | 'year';

/**
 * What a paused subscription does with the invoices of the periods that pass while it is paused (Stripe's
 * `pause_collection.behavior`): `keep_as_draft` keeps each as a draft (collected after resume only if the
 * module calls `payInvoice`), `mark_uncollectible` finalises each and marks it uncollectible (never charged),
 * `void` finalises and voids each. None is charged while paused.
 */
export const PAUSE_BEHAVIORS = ['keep_as_draft', 'mark_uncollectible', 'void'] as const;
export type PauseBehavior = (typeof PAUSE_BEHAVIORS)[number];

/**
 * The price a subscription bills: Quarry's plan and interval and the amount per interval. Stripe: a Price
 * with `lookup_key` = `quarry:${planType}:${interval}:${currency}:${unitAmountCents}` and `metadata.plan_type`
 * (the adapter finds it by lookup key or creates it, with its product), so a new amount is a new Price.
 */
export type PlanPrice = {
  /** Quarry's plan, e.g. TIER_2 (the subscriptions module's catalogue; the processor only echoes it). */
  planType: string;
  interval: BillingInterval;
  /** Per interval, > 0. */
  unitAmountCents: number;
  /** 3-letter code; answered upper case (USD). */
  currency: string;
};

/**
 * A percent-off coupon (Stripe Coupon). `id` is the module's stable name for it (e.g. SURVEY40); the
 * processor creates it on first use. `durationMonths`: null = forever, 1 = the next invoice only (Stripe
 * `once` when applied at a period start), N = the invoices of the next N months (Stripe `repeating`).
 * `promotionCode`: the customer-facing code when the coupon came from one (Stripe PromotionCode; shown on
 * the discount); otherwise null.
 */
export type CouponInput = {
  id: string;
  percentOff: number;
  durationMonths: number | null;
  promotionCode?: string | null;
};

export type SubscriptionDiscount = {
  couponId: string;
  percentOff: number;
  durationMonths: number | null;
  promotionCode: string | null;
  start: Date;
  /** null: forever. Invoices of periods that start before this get the discount. */
  end: Date | null;
};

export type Subscription = {
  /** sub_… */
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  price: PlanPrice;
  /** The pm_ invoices are charged from; null only for a trial started without a card. */
  defaultPaymentMethodId: string | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialStart: Date | null;
  trialEnd: Date | null;
  /** The subscription ends at currentPeriodEnd (no renewal); `reactivate` undoes it. */
  cancelAtPeriodEnd: boolean;
  /** When the cancellation was asked (now or at period end). */
  canceledAt: Date | null;
  /** When it ended (status canceled or incomplete_expired). */
  endedAt: Date | null;
  /** Set while status is `paused`. `resumesAt` null: until `resume` is called. */
  pauseCollection: { behavior: PauseBehavior; resumesAt: Date | null } | null;
  discount: SubscriptionDiscount | null;
  /**
   * Credit for the next invoices (from a downgrade's proration), cents ≥ 0. Embedded: kept on the
   * subscription; Stripe: the customer's balance.
   */
  creditBalanceCents: number;
  latestInvoiceId: string | null;
  /** The test clock the customer follows, if any. */
  testClockId: string | null;
  /**
   * Orders snapshots of one subscription: a snapshot with a lower version is older (embedded: a counter
   * bumped on every change; Stripe: when the adapter read it, in ms).
   */
  version: number;
  created: Date;
  /** The module's own keys (e.g. store_id), echoed. */
  metadata: Record<string, string>;
};

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type InvoiceLine = {
  description: string;
  /** Negative for a proration credit. */
  amountCents: number;
  proration: boolean;
  periodStart: Date;
  periodEnd: Date;
};

export type Invoice = {
  /** in_… */
  id: string;
  subscriptionId: string;
  customerId: string;
  status: InvoiceStatus;
  /** Stripe's `billing_reason`. */
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  currency: string;
  /** Sum of the lines. */
  subtotalCents: number;
  /** The coupon's share (≥ 0). */
  discountCents: number;
  /** Credit balance applied (≥ 0). */
  creditAppliedCents: number;
  /** subtotal − discount − credit, never below 0 (a negative rest goes to the credit balance). */
  amountDueCents: number;
  amountPaidCents: number;
  lines: InvoiceLine[];
  periodStart: Date;
  periodEnd: Date;
  /** Payment attempts made (each with its own idempotency key `${invoice.id}:attempt:${n}`). */
  attemptCount: number;
  /** When the processor tries again (dunning); null when it will not. */
  nextPaymentAttempt: Date | null;
  /** The decline code of the last failed attempt (generic_decline, insufficient_funds, no_payment_method…). */
  lastDeclineCode: string | null;
  /** The last attempt's charge (embedded ch_…, Stripe pi_…). */
  chargeId: string | null;
  /** Set when the last attempt waits for 3-D Secure: the payer answers it, then `payInvoice` again. */
  challengeId: string | null;
  created: Date;
  paidAt: Date | null;
};

/**
 * customer.subscription.created: made (any status). customer.subscription.updated: any change (status,
 * period, price, pause, cancel at period end, coupon, card). customer.subscription.deleted: it ended
 * (canceled, or incomplete_expired). invoice.created / invoice.paid / invoice.payment_failed: an invoice
 * was made / paid / an attempt failed (declined, no usable card, or waiting for 3-D Secure: `challengeId`).
 */
export const BILLING_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.created',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type BillingEventType = (typeof BILLING_EVENT_TYPES)[number];

/**
 * One event (Stripe: a webhook event). Delivered at least once: the handler must be idempotent by `id`
 * (a redelivery after a crash or a Stripe retry has the same id). `subscription` is the subscription as the
 * processor knew it when the event was delivered (compare `version` before recording it).
 */
export type BillingEvent = {
  /** evt_… */
  id: string;
  type: BillingEventType;
  created: Date;
  subscription: Subscription;
  /** The invoice of invoice.* events; null for customer.subscription.* events. */
  invoice: Invoice | null;
  /** For customer.subscription.updated: the status before the change (null when the status did not change). */
  previousStatus: SubscriptionStatus | null;
};

export type BillingEventHandler = (event: BillingEvent) => Promise<void>;

export type TestClock = {
  /** clock_… */
  id: string;
  frozenTime: Date;
  /** Stripe: `advancing` while it catches up; the adapter waits for `ready` before answering. */
  status: 'ready' | 'advancing';
};

/**
 * Dunning (Stripe's retry schedule): after a renewal's first failed attempt, retries this many days after
 * that first failure; after the last one fails the subscription becomes `afterRetries`.
 */
export type DunningSchedule = { retryDays: number[]; afterRetries: 'unpaid' | 'canceled' };
export const DEFAULT_DUNNING: DunningSchedule = { retryDays: [3, 5, 7], afterRetries: 'unpaid' };

/** A first invoice not paid within this many hours: incomplete → incomplete_expired (Stripe: 23 h). */
export const INCOMPLETE_EXPIRES_HOURS = 23;

/**
 * `always_invoice` (default): an invoice now with the credit for the unused time of the old price and the
 * charge for the rest of the period at the new one, paid at once (a negative total becomes credit for the
 * next invoices); `create_prorations`: the same two lines wait for the next renewal invoice; `none`: the
 * new price from the next renewal, nothing now.
 */
export type ProrationBehavior = 'always_invoice' | 'create_prorations' | 'none';

export interface BillingProvider {
  /**
   * Start a subscription for a customer of this processor (createCustomer) with one of its payment methods.
   * - With `trialDays` > 0: status `trialing`, a $0 invoice (paid), the first charge at trial end.
   * - Otherwise the first invoice is charged now: paid → `active`; declined or waiting for 3-D Secure →
   *   `incomplete` (the module shows the decline or the challenge; `payInvoice` retries), and
   *   `incomplete_expired` after 23 h unpaid (its invoice voided).
   * - `coupon`: applied from the first invoice (see CouponInput).
   * - The same `idempotencyKey` answers the subscription the first call made (400-free replay); with other
   *   parameters → 409 CONFLICT.
   * Bad input (amount ≤ 0, bad currency, unknown customer or someone else's payment method) → 400.
   */
  createSubscription(input: {
    customerId: string;
    /** null only with trialDays > 0 (the trial ends with past_due unless a card is set by then). */
    paymentMethodId: string | null;
    price: PlanPrice;
    trialDays?: number;
    coupon?: CouponInput | null;
    metadata?: Record<string, string>;
    idempotencyKey: string;
  }): Promise<Subscription>;

  /** The subscription, or null when this processor has no such id. */
  retrieveSubscription(subscriptionId: string): Promise<Subscription | null>;

  /**
   * Move to another plan or interval. Proration in integer cents over the unused time of the current
   * period, to the second: credit = round(oldNet × unused / period), charge = round(newNet × unused /
   * period), where net is the price after the discount. A change of interval starts a new period now
   * (Stripe resets the billing cycle anchor): the whole new price is charged, less the credit.
   * While `trialing`: the price changes, nothing is charged. A declined proration invoice leaves the new
   * plan in place and the subscription `past_due` (Stripe's default `allow_incomplete`), with dunning.
   * Refused (400) when incomplete, paused or ended; another currency → 400. Replays by idempotencyKey.
   */
  changePlan(input: {
    subscriptionId: string;
    price: PlanPrice;
    prorationBehavior?: ProrationBehavior;
    idempotencyKey: string;
  }): Promise<{ subscription: Subscription; invoice: Invoice | null }>;

  /**
   * Pause collection (status `paused`). Periods keep passing; their invoices follow `behavior`. With
   * `resumesAt`, runDue resumes it then. Refused (400) unless active, trialing or past_due.
   */
  pause(input: {
    subscriptionId: string;
    behavior: PauseBehavior;
    resumesAt?: Date | null;
  }): Promise<Subscription>;

  /**
   * Resume collection now: back to `active` (or `trialing` if the trial still runs). The current period
   * and its dates stay (Stripe: billing_cycle_anchor unchanged); the next renewal is charged as usual.
   * Refused (400) unless paused.
   */
  resume(subscriptionId: string): Promise<Subscription>;

  /** Cancel at the end of the current period (access stays until then). Refused when already ended. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<Subscription>;

  /**
   * Undo a cancellation. If `cancelAtPeriodEnd` is set and the subscription has not ended: clears it, same
   * id. If the subscription is `canceled` (or incomplete_expired): a NEW subscription with the same
   * customer, price, payment method (or `paymentMethodId`) and metadata, charged now as createSubscription
   * without trial; the answer then has another id. Replays by idempotencyKey.
   */
  reactivate(input: {
    subscriptionId: string;
    paymentMethodId?: string | null;
    idempotencyKey: string;
  }): Promise<Subscription>;

  /** End now (status `canceled`, no proration credit, open invoices voided). Idempotent. */
  cancelNow(subscriptionId: string): Promise<Subscription>;

  /**
   * Apply a coupon (replacing any current discount) from the next invoice: e.g. the cancellation survey's
   * { id: 'SURVEY40', percentOff: 40, durationMonths: 3 }. Applying the discount it already has is a no-op.
   * Refused (400) when ended.
   */
  applyCoupon(input: { subscriptionId: string; coupon: CouponInput }): Promise<Subscription>;

  /** The payment method later invoices (and `payInvoice`) charge. Must be the customer's (400 otherwise). */
  setPaymentMethod(input: { subscriptionId: string; paymentMethodId: string }): Promise<Subscription>;

  /**
   * Try to collect an open (or draft) invoice now — after the payer fixed the card, answered 3-D Secure or
   * resumed after keep_as_draft. Paid: an `incomplete`, `past_due` or `unpaid` subscription whose latest
   * invoice this is becomes `active`. Paying a paid invoice answers it unchanged (never charges twice).
   */
  payInvoice(input: { invoiceId: string; paymentMethodId?: string | null }): Promise<Invoice>;

  /** The subscription's invoices, newest first, at most `limit` (≤ 100). */
  listInvoices(subscriptionId: string, limit: number): Promise<Invoice[]>;
  retrieveInvoice(invoiceId: string): Promise<Invoice | null>;

  /**
   * Everything due at `now` (default: the processor's clock) for subscriptions on no test clock: trial
   * ends, renewals (one invoice per period, charged once under any number of concurrent calls), dunning
   * retries, scheduled resumes, cancel at period end, incomplete expiry; then `deliverEvents()`. Answers
   * how many subscriptions moved. A handler's failure is thrown after everything due was done (its events
   * stay for the next call). Stripe: nothing to do (Stripe keeps its own clock); answers 0.
   */
  runDue(now?: Date): Promise<number>;

  /** The ONE handler events go to (a second call replaces the first). */
  onEvent(handler: BillingEventHandler): void;

  /**
   * Embedded: hand recorded, undelivered events to the handler in order (a handler that throws leaves its
   * event for the next call; later events of that subscription wait behind it). Answers how many were
   * delivered. Stripe: 0 (Stripe posts webhooks).
   */
  deliverEvents(): Promise<number>;

  /**
   * Stripe: verify the Stripe-Signature header (tolerance 300 s), map the event and call the handler; an
   * event type outside BILLING_EVENT_TYPES is acknowledged and ignored. A bad or stale signature → 400
   * (AppError INVALID). Embedded: 404 (it posts no webhooks).
   */
  receiveWebhook(rawBody: string, signatureHeader: string | undefined): Promise<void>;

  /** A test clock frozen at `frozenTime` (pass its id to createCustomer's `testClockId`). */
  createTestClock(input: { frozenTime: Date; name?: string }): Promise<TestClock>;
  /**
   * Move a test clock forward to `to` (never back: 400) and run everything due for its customers'
   * subscriptions, period by period, as if the time had passed; events are delivered before it answers.
   */
  advanceTestClock(clockId: string, to: Date): Promise<TestClock>;
}
