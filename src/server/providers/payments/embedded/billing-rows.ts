import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type DiscountJson,
  type InvoiceLineJson,
  processorBillingEvents,
  processorClockCustomers,
  processorInvoices,
  processorSubscriptions,
  processorTestClocks,
} from '../../../db/schema/processor-billing';
import { invalid, notFound } from '../../../http/errors';
import { addIntervals, invoiceTotals } from '../billing-math';
import type {
  BillingEventType,
  CouponInput,
  Invoice,
  InvoiceLine,
  Subscription,
  SubscriptionDiscount,
  SubscriptionStatus,
} from '../billing-types';
import { newId } from './store';

// The embedded billing's rows: subscriptions and invoices as the interface shows them, the clock a
// subscription lives at, and the events recorded with each change (in the change's transaction).

export type SubRow = typeof processorSubscriptions.$inferSelect;
export type InvoiceRow = typeof processorInvoices.$inferSelect;

export const ENDED: SubscriptionStatus[] = ['canceled', 'incomplete_expired'];
export const isEnded = (row: SubRow) => ENDED.includes(row.status);

const toDiscount = (d: DiscountJson | null): SubscriptionDiscount | null =>
  d && {
    couponId: d.couponId,
    percentOff: d.percentOff,
    durationMonths: d.durationMonths,
    promotionCode: d.promotionCode,
    start: new Date(d.start),
    end: d.end ? new Date(d.end) : null,
  };

export const toSubscription = (row: SubRow): Subscription => ({
  id: row.id,
  customerId: row.customerId,
  status: row.status,
  price: {
    planType: row.planType,
    interval: row.interval,
    unitAmountCents: row.unitAmountCents,
    currency: row.currency,
  },
  defaultPaymentMethodId: row.defaultPaymentMethod,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  trialStart: row.trialStart,
  trialEnd: row.trialEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  canceledAt: row.canceledAt,
  endedAt: row.endedAt,
  pauseCollection:
    row.status === 'paused' && row.pauseBehavior
      ? { behavior: row.pauseBehavior, resumesAt: row.pauseResumesAt }
      : null,
  discount: toDiscount(row.discount),
  creditBalanceCents: row.creditBalanceCents,
  latestInvoiceId: row.latestInvoiceId,
  testClockId: row.testClockId,
  version: row.version,
  created: row.created,
  metadata: row.metadata,
});

const toLine = (l: InvoiceLineJson): InvoiceLine => ({
  description: l.description,
  amountCents: l.amountCents,
  proration: l.proration,
  periodStart: new Date(l.periodStart),
  periodEnd: new Date(l.periodEnd),
});

export const lineJson = (
  description: string,
  amountCents: number,
  proration: boolean,
  periodStart: Date,
  periodEnd: Date,
): InvoiceLineJson => ({
  description,
  amountCents,
  proration,
  periodStart: periodStart.toISOString(),
  periodEnd: periodEnd.toISOString(),
});

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  subscriptionId: row.subscriptionId,
  customerId: row.customerId,
  status: row.status,
  billingReason: row.billingReason,
  currency: row.currency,
  subtotalCents: row.subtotalCents,
  discountCents: row.discountCents,
  creditAppliedCents: row.creditAppliedCents,
  amountDueCents: row.amountDueCents,
  amountPaidCents: row.amountPaidCents,
  lines: row.lines.map(toLine),
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  attemptCount: row.attemptCount,
  nextPaymentAttempt: row.nextPaymentAttempt,
  lastDeclineCode: row.lastDeclineCode,
  chargeId: row.chargeId,
  challengeId: row.challengeId,
  created: row.created,
  paidAt: row.paidAt,
});

export async function lockSubscription(d: Db, id: string): Promise<SubRow> {
  const [row] = await d
    .select()
    .from(processorSubscriptions)
    .where(eq(processorSubscriptions.id, id))
    .for('update');
  if (!row) throw notFound('Subscription');
  return row;
}

export async function invoiceById(d: Db, id: string | null): Promise<InvoiceRow | null> {
  if (!id) return null;
  const [row] = await d.select().from(processorInvoices).where(eq(processorInvoices.id, id));
  return row ?? null;
}

export async function listInvoiceRows(d: Db, subscriptionId: string, limit: number) {
  return d
    .select()
    .from(processorInvoices)
    .where(eq(processorInvoices.subscriptionId, subscriptionId))
    .orderBy(desc(processorInvoices.created), desc(processorInvoices.id))
    .limit(Math.max(1, Math.min(limit, 100)));
}

/** Open or draft invoices of a subscription (to void when it ends). */
export async function voidUnpaid(d: Db, subscriptionId: string) {
  await d
    .update(processorInvoices)
    .set({ status: 'void', nextPaymentAttempt: null })
    .where(
      and(
        eq(processorInvoices.subscriptionId, subscriptionId),
        inArray(processorInvoices.status, ['open', 'draft']),
      ),
    );
}

/** The test clock a customer was created on, if any. */
export async function customerClock(d: Db, customerId: string) {
  const [row] = await d
    .select({ id: processorTestClocks.id, frozenTime: processorTestClocks.frozenTime })
    .from(processorClockCustomers)
    .innerJoin(processorTestClocks, eq(processorTestClocks.id, processorClockCustomers.clockId))
    .where(eq(processorClockCustomers.customerId, customerId));
  return row ?? null;
}

/** The time a subscription lives at: its test clock's, or the processor's. */
export async function clockTime(d: Db, row: { testClockId: string | null }, now: () => Date) {
  if (!row.testClockId) return now();
  const [clock] = await d
    .select({ frozenTime: processorTestClocks.frozenTime })
    .from(processorTestClocks)
    .where(eq(processorTestClocks.id, row.testClockId));
  return clock?.frozenTime ?? now();
}

export async function recordEvent(
  d: Db,
  input: {
    type: BillingEventType;
    subscriptionId: string;
    invoiceId?: string | null;
    previousStatus?: SubscriptionStatus | null;
    at: Date;
  },
) {
  await d.insert(processorBillingEvents).values({
    id: newId('evt'),
    type: input.type,
    subscriptionId: input.subscriptionId,
    invoiceId: input.invoiceId ?? null,
    previousStatus: input.previousStatus ?? null,
    created: input.at,
  });
}

/** Write the subscription's changes, bump its version and record customer.subscription.updated. */
export async function saveSubscription(
  d: Db,
  before: SubRow,
  changes: Partial<SubRow>,
  at: Date,
  type: BillingEventType = 'customer.subscription.updated',
): Promise<SubRow> {
  const [row] = await d
    .update(processorSubscriptions)
    .set({ ...changes, version: before.version + 1 })
    .where(eq(processorSubscriptions.id, before.id))
    .returning();
  const after = row!;
  await recordEvent(d, {
    type,
    subscriptionId: after.id,
    previousStatus: after.status !== before.status ? before.status : null,
    at,
  });
  return after;
}

/** The discount the coupon gives from `at` (its end after durationMonths months; null: forever). */
export function discountFrom(coupon: CouponInput, at: Date): DiscountJson {
  return {
    couponId: coupon.id,
    percentOff: coupon.percentOff,
    durationMonths: coupon.durationMonths,
    promotionCode: coupon.promotionCode ?? null,
    start: at.toISOString(),
    end:
      coupon.durationMonths == null ? null : addIntervals(at, 'month', coupon.durationMonths).toISOString(),
  };
}

/** The discount still applies to a period that starts at `periodStart`. */
export const discountApplies = (d: DiscountJson | null, periodStart: Date): d is DiscountJson =>
  !!d && (d.end === null || periodStart < new Date(d.end));

export function couponProblems(coupon: CouponInput) {
  if (!coupon.id || coupon.id.length > 64) throw invalid('A coupon needs an id of at most 64 characters');
  if (!(coupon.percentOff > 0 && coupon.percentOff <= 100)) {
    throw invalid('A coupon takes off more than 0 and at most 100 percent', [
      { path: 'body.coupon.percentOff', message: 'Between 0 (excluded) and 100' },
    ]);
  }
  if (
    coupon.durationMonths !== null &&
    (!Number.isInteger(coupon.durationMonths) || coupon.durationMonths < 1 || coupon.durationMonths > 120)
  ) {
    throw invalid('A coupon lasts a whole number of months (1 to 120), or forever', [
      { path: 'body.coupon.durationMonths', message: '1 to 120, or null for forever' },
    ]);
  }
}

/**
 * A new invoice of the subscription, its totals from the lines, the discount when it applies to the
 * period and the customer's credit. Once per `uniqueKey`: null when that invoice already exists.
 */
export async function insertInvoice(
  d: Db,
  sub: SubRow,
  input: {
    uniqueKey: string;
    reason: InvoiceRow['billingReason'];
    lines: InvoiceLineJson[];
    periodStart: Date;
    periodEnd: Date;
    at: Date;
  },
): Promise<{ invoice: InvoiceRow; creditBalanceCents: number } | null> {
  const percentOff = discountApplies(sub.discount, input.periodStart) ? sub.discount.percentOff : null;
  const totals = invoiceTotals({
    lines: input.lines,
    percentOff,
    creditBalanceCents: sub.creditBalanceCents,
  });
  const [row] = await d
    .insert(processorInvoices)
    .values({
      id: newId('in'),
      subscriptionId: sub.id,
      customerId: sub.customerId,
      uniqueKey: input.uniqueKey,
      status: 'open',
      billingReason: input.reason,
      currency: sub.currency,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      creditAppliedCents: totals.creditAppliedCents,
      amountDueCents: totals.amountDueCents,
      lines: input.lines,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      created: input.at,
    })
    .onConflictDoNothing({ target: processorInvoices.uniqueKey })
    .returning();
  if (!row) return null;
  await recordEvent(d, { type: 'invoice.created', subscriptionId: sub.id, invoiceId: row.id, at: input.at });
  return { invoice: row, creditBalanceCents: totals.creditBalanceCents };
}

export async function updateInvoice(d: Db, id: string, changes: Partial<InvoiceRow>): Promise<InvoiceRow> {
  const [row] = await d
    .update(processorInvoices)
    .set(changes)
    .where(eq(processorInvoices.id, id))
    .returning();
  return row!;
}
