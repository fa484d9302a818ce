import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEMO_KINDS } from '../../../shared/rules/demo-bookings';
import { users } from './auth';
import { stores } from './stores';

/**
 * The store's plan subscription as the payments processor last told us (one row per store: its current or
 * last subscription). `version` orders snapshots of one subscription; an older one is never applied.
 */
export const storeSubscriptions = pgTable('store_subscriptions', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  subscriptionId: text('subscription_id').notNull(),
  customerId: text('customer_id').notNull(),
  planType: text('plan_type', { enum: ['TIER_2', 'TIER_2_5', 'TIER_3'] }).notNull(),
  interval: text('interval', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
  /** Stripe's statuses, with `paused` while collection is paused. */
  status: text('status').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  subscriptionCreatedAt: timestamp('subscription_created_at', { withTimezone: true }).notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  pauseBehavior: text('pause_behavior', { enum: ['keep_as_draft', 'mark_uncollectible', 'void'] }),
  resumesAt: timestamp('resumes_at', { withTimezone: true }),
  /** The current discount: { couponId, percentOff, promotionCode, end }. */
  discount: jsonb('discount').$type<{
    couponId: string;
    percentOff: number;
    promotionCode: string | null;
    end: string | null;
  } | null>(),
  paymentMethodId: text('payment_method_id'),
  latestInvoiceId: text('latest_invoice_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Billing events already applied (delivered at least once: a redelivery is skipped by its id). */
export const billingEventsSeen = pgTable('billing_events_seen', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  storeId: integer('store_id'),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every answer of the cancellation survey, in the spec's order, with how it ended. */
export const cancellationSurveys = pgTable(
  'cancellation_surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id').notNull(),
    planType: text('plan_type').notNull(),
    reason: text('reason').notNull(),
    rating: text('rating').notNull(),
    bookCall: text('book_call').notNull(),
    noSamplesReason: text('no_samples_reason').notNull(),
    offer: text('offer').notNull(),
    suggestions: text('suggestions').notNull(),
    finalAction: text('final_action'),
    /** OFFER_ACCEPTED, BOOKED_CALL or CANCELED. */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cancellation_surveys_created_idx').on(t.createdAt)],
);

/**
 * The store's balance as a ledger of credits (+) and spends (−) in cents: signup credits, AI generations
 * paid with credits and their refunds. `ref` makes each entry happen once (signup:{storeId}, design:{id}).
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind', { enum: ['SIGNUP_CREDIT', 'DESIGN_GENERATION', 'DESIGN_REFUND'] }).notNull(),
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_credit_entries_ref_idx').on(t.ref),
    index('store_credit_entries_store_idx').on(t.storeId),
  ],
);

/**
 * A founder's booked demo with a specialist (the post-subscription modal's "Book a demo"): one founder per
 * slot and kind while it stands (partial unique index), one upcoming booking per store (checked under the
 * store's lock in the service). Canceling keeps the row.
 */
export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEMO_KINDS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    joinUrl: text('join_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('demo_bookings_slot_idx').on(t.kind, t.startsAt).where(sql`canceled_at is null`),
    index('demo_bookings_store_idx').on(t.storeId, t.startsAt),
  ],
);
