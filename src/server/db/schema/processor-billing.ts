import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The embedded payments processor's subscription billing (providers/payments/embedded/billing*): its own
// books, like the processor_* tables of payments.ts. Owned by src/server/providers: Quarry's modules reach
// subscriptions only through PaymentsProvider.billing, as they would Stripe Billing.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A test clock (Stripe test clocks): the customers attached to it live at its frozen time. */
export const processorTestClocks = pgTable('processor_test_clocks', {
  id: text('id').primaryKey(),
  name: text('name'),
  frozenTime: ts('frozen_time').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Which customers follow a test clock (a customer is created on one, as in Stripe). */
export const processorClockCustomers = pgTable(
  'processor_clock_customers',
  {
    customerId: text('customer_id').primaryKey(),
    clockId: text('clock_id').notNull(),
  },
  (t) => [index('processor_clock_customers_clock_idx').on(t.clockId)],
);

export type DiscountJson = {
  couponId: string;
  percentOff: number;
  durationMonths: number | null;
  promotionCode: string | null;
  start: string;
  end: string | null;
};

export type InvoiceLineJson = {
  description: string;
  amountCents: number;
  proration: boolean;
  periodStart: string;
  periodEnd: string;
};

export const processorSubscriptions = pgTable(
  'processor_subscriptions',
  {
    id: text('id').primaryKey(),
    /** The creating call's key (a replay answers this subscription) and what it asked, to refuse a reuse. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    customerId: text('customer_id').notNull(),
    status: text('status', {
      enum: [
        'trialing',
        'active',
        'past_due',
        'unpaid',
        'canceled',
        'incomplete',
        'incomplete_expired',
        'paused',
      ],
    }).notNull(),
    planType: text('plan_type').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    currency: text('currency').notNull(),
    defaultPaymentMethod: text('default_payment_method'),
    /** Periods are counted from here (a Jan 31 anchor renews Feb 28, then Mar 31). */
    billingCycleAnchor: ts('billing_cycle_anchor').notNull(),
    currentPeriodStart: ts('current_period_start').notNull(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    trialStart: ts('trial_start'),
    trialEnd: ts('trial_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: ts('canceled_at'),
    endedAt: ts('ended_at'),
    pauseBehavior: text('pause_behavior', { enum: ['keep_as_draft', 'mark_uncollectible', 'void'] }),
    pauseResumesAt: ts('pause_resumes_at'),
    /** The status to go back to on resume (active or trialing). */
    statusBeforePause: text('status_before_pause'),
    discount: jsonb('discount').$type<DiscountJson>(),
    creditBalanceCents: integer('credit_balance_cents').notNull().default(0),
    /** Proration lines (create_prorations) that wait for the next renewal invoice. */
    pendingLines: jsonb('pending_lines').$type<InvoiceLineJson[]>().notNull().default([]),
    latestInvoiceId: text('latest_invoice_id'),
    /** The last plan change's idempotency key (a replay of it changes nothing). */
    lastChangeKey: text('last_change_key'),
    testClockId: text('test_clock_id'),
    version: integer('version').notNull().default(1),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** At the processor's clock (the test clock's time for a customer on one). */
    created: ts('created').notNull(),
  },
  (t) => [
    uniqueIndex('processor_subscriptions_idempotency_idx').on(t.idempotencyKey),
    index('processor_subscriptions_customer_idx').on(t.customerId),
    index('processor_subscriptions_clock_idx').on(t.testClockId),
    index('processor_subscriptions_live_idx')
      .on(t.currentPeriodEnd)
      .where(sql`status not in ('canceled', 'incomplete_expired')`),
    check('processor_subscriptions_amount_positive', sql`${t.unitAmountCents} > 0`),
    check('processor_subscriptions_credit_nonnegative', sql`${t.creditBalanceCents} >= 0`),
  ],
);

export const processorInvoices = pgTable(
  'processor_invoices',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** One invoice per subscription and reason and period (or per plan change's key): never two. */
    uniqueKey: text('unique_key').notNull(),
    status: text('status', { enum: ['draft', 'open', 'paid', 'uncollectible', 'void'] }).notNull(),
    billingReason: text('billing_reason', {
      enum: ['subscription_create', 'subscription_cycle', 'subscription_update'],
    }).notNull(),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    creditAppliedCents: integer('credit_applied_cents').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    lines: jsonb('lines').$type<InvoiceLineJson[]>().notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** When the first attempt failed: dunning retries are counted from here. */
    firstFailedAt: ts('first_failed_at'),
    nextPaymentAttempt: ts('next_payment_attempt'),
    lastDeclineCode: text('last_decline_code'),
    chargeId: text('charge_id'),
    challengeId: text('challenge_id'),
    created: ts('created').notNull(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    uniqueIndex('processor_invoices_unique_key_idx').on(t.uniqueKey),
    index('processor_invoices_subscription_idx').on(t.subscriptionId, t.created),
    check('processor_invoices_due_nonnegative', sql`${t.amountDueCents} >= 0`),
  ],
);

/** Events to hand to the subscriptions module's handler, in `seq` order, at least once. */
export const processorBillingEvents = pgTable(
  'processor_billing_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    invoiceId: text('invoice_id'),
    previousStatus: text('previous_status'),
    created: ts('created').notNull(),
    /** A deliverer holds the event until then (another instance takes it after, if that one died). */
    claimedUntil: ts('claimed_until'),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    uniqueIndex('processor_billing_events_id_idx').on(t.id),
    index('processor_billing_events_pending_idx').on(t.seq).where(sql`delivered_at is null`),
  ],
);
