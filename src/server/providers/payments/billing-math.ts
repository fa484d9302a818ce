import type { BillingInterval, DunningSchedule } from './billing-types';

// Billing arithmetic, pure: billing periods from an anchor, proration to the second in integer cents, the
// discount of a price, and the dunning schedule. The embedded processor and the tests use it.

const DAY_MS = 86_400_000;

/**
 * The anchor moved by n intervals, on the anchor's day of month clamped to the month's last day (Stripe: a
 * Jan 31 anchor renews Feb 28 (29), Mar 31, Apr 30…), at the anchor's time of day.
 */
export function addIntervals(anchor: Date, interval: BillingInterval, n: number): Date {
  const months = anchor.getUTCMonth() + (interval === 'year' ? 12 * n : n);
  const first = new Date(
    Date.UTC(
      anchor.getUTCFullYear(),
      months,
      1,
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return first;
}

/** The first period boundary of this anchor strictly after `after`. */
export function nextPeriodEnd(anchor: Date, interval: BillingInterval, after: Date): Date {
  const perInterval = interval === 'year' ? 12 : 1;
  const monthsApart =
    (after.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + after.getUTCMonth() - anchor.getUTCMonth();
  let n = Math.max(1, Math.floor(monthsApart / perInterval));
  while (n > 1 && addIntervals(anchor, interval, n - 1) > after) n--;
  while (addIntervals(anchor, interval, n) <= after) n++;
  return addIntervals(anchor, interval, n);
}

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
export const addHours = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

/** The price less a percent-off coupon, in cents (the discount rounded to the nearest cent). */
export function discountOf(amountCents: number, percentOff: number): number {
  return Math.round((amountCents * percentOff) / 100);
}

/**
 * Proration of a change at `at` inside [periodStart, periodEnd), in whole seconds: the credit for the unused
 * time of the old price and the charge for it at the new one, each rounded to the cent (amounts are what
 * the customer pays per period, after any discount).
 */
export function prorate(input: {
  oldAmountCents: number;
  newAmountCents: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}): { creditCents: number; chargeCents: number; unusedSeconds: number; periodSeconds: number } {
  const periodSeconds = Math.max(
    1,
    Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / 1000),
  );
  const unusedSeconds = Math.min(
    periodSeconds,
    Math.max(0, Math.floor((input.periodEnd.getTime() - input.at.getTime()) / 1000)),
  );
  return {
    creditCents: Math.round((input.oldAmountCents * unusedSeconds) / periodSeconds),
    chargeCents: Math.round((input.newAmountCents * unusedSeconds) / periodSeconds),
    unusedSeconds,
    periodSeconds,
  };
}

/**
 * An invoice's totals: the lines' sum, the discount on the non-proration lines (proration lines are
 * already net of it), and the customer's credit applied. A negative rest becomes credit.
 */
export function invoiceTotals(input: {
  lines: { amountCents: number; proration: boolean }[];
  percentOff: number | null;
  creditBalanceCents: number;
}): {
  subtotalCents: number;
  discountCents: number;
  creditAppliedCents: number;
  amountDueCents: number;
  creditBalanceCents: number;
} {
  const subtotalCents = input.lines.reduce((sum, l) => sum + l.amountCents, 0);
  const discountable = input.lines
    .filter((l) => !l.proration && l.amountCents > 0)
    .reduce((sum, l) => sum + l.amountCents, 0);
  const discountCents = input.percentOff ? discountOf(discountable, input.percentOff) : 0;
  const rest = subtotalCents - discountCents;
  if (rest <= 0) {
    return {
      subtotalCents,
      discountCents,
      creditAppliedCents: 0,
      amountDueCents: 0,
      creditBalanceCents: input.creditBalanceCents - rest,
    };
  }
  const creditAppliedCents = Math.min(rest, input.creditBalanceCents);
  return {
    subtotalCents,
    discountCents,
    creditAppliedCents,
    amountDueCents: rest - creditAppliedCents,
    creditBalanceCents: input.creditBalanceCents - creditAppliedCents,
  };
}

/** When the next dunning retry is, after `attemptsMade` attempts that all failed (null: no more). */
export function nextRetryAt(
  schedule: DunningSchedule,
  firstFailedAt: Date,
  attemptsMade: number,
): Date | null {
  const days = schedule.retryDays[attemptsMade - 1];
  return days === undefined ? null : addDays(firstFailedAt, days);
}
