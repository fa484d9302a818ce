import { describe, expect, it } from 'vitest';
import { addIntervals, discountOf, invoiceTotals, nextPeriodEnd, nextRetryAt, prorate } from './billing-math';
import { DEFAULT_DUNNING } from './billing-types';

const d = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it('keeps the anchor day, clamped to short months, at the anchor time', () => {
    const anchor = d('2026-01-31T10:30:00Z');
    expect(addIntervals(anchor, 'month', 1)).toEqual(d('2026-02-28T10:30:00Z'));
    expect(addIntervals(anchor, 'month', 2)).toEqual(d('2026-03-31T10:30:00Z'));
    expect(addIntervals(anchor, 'month', 3)).toEqual(d('2026-04-30T10:30:00Z'));
    expect(addIntervals(d('2028-01-31T00:00:00Z'), 'month', 1)).toEqual(d('2028-02-29T00:00:00Z'));
    expect(addIntervals(d('2028-02-29T00:00:00Z'), 'year', 1)).toEqual(d('2029-02-28T00:00:00Z'));
    expect(addIntervals(anchor, 'month', 12)).toEqual(d('2027-01-31T10:30:00Z'));
  });

  it('finds the next boundary after a time, from the anchor (not from the last period)', () => {
    const anchor = d('2026-01-31T10:30:00Z');
    expect(nextPeriodEnd(anchor, 'month', d('2026-02-28T10:30:00Z'))).toEqual(d('2026-03-31T10:30:00Z'));
    expect(nextPeriodEnd(anchor, 'month', d('2026-01-31T10:30:00Z'))).toEqual(d('2026-02-28T10:30:00Z'));
    expect(nextPeriodEnd(anchor, 'month', d('2026-06-15T00:00:00Z'))).toEqual(d('2026-06-30T10:30:00Z'));
    expect(nextPeriodEnd(anchor, 'year', d('2026-02-01T00:00:00Z'))).toEqual(d('2027-01-31T10:30:00Z'));
  });
});

describe('proration', () => {
  const period = { periodStart: d('2026-04-01T00:00:00Z'), periodEnd: d('2026-05-01T00:00:00Z') };

  it('credits the unused time of the old price and charges it at the new one, to the second', () => {
    const half = prorate({
      ...period,
      oldAmountCents: 1000,
      newAmountCents: 3000,
      at: d('2026-04-16T00:00:00Z'),
    });
    expect(half).toEqual({
      creditCents: 500,
      chargeCents: 1500,
      unusedSeconds: 15 * 86400,
      periodSeconds: 30 * 86400,
    });
    // One third of a 30-day month left: 1999 × 1/3 = 666.33 → 666; 2999 × 1/3 = 999.67 → 1000.
    const third = prorate({
      ...period,
      oldAmountCents: 1999,
      newAmountCents: 2999,
      at: d('2026-04-21T00:00:00Z'),
    });
    expect([third.creditCents, third.chargeCents]).toEqual([666, 1000]);
  });

  it('prorates nothing at the period end and everything at its start', () => {
    expect(
      prorate({ ...period, oldAmountCents: 1000, newAmountCents: 2000, at: period.periodEnd }),
    ).toMatchObject({
      creditCents: 0,
      chargeCents: 0,
    });
    expect(
      prorate({ ...period, oldAmountCents: 1000, newAmountCents: 2000, at: period.periodStart }),
    ).toMatchObject({
      creditCents: 1000,
      chargeCents: 2000,
    });
  });
});

describe('invoice totals', () => {
  it('discounts the price line, not proration lines, and applies the credit balance', () => {
    expect(
      invoiceTotals({
        lines: [
          { amountCents: 2900, proration: false },
          { amountCents: 500, proration: true },
        ],
        percentOff: 40,
        creditBalanceCents: 300,
      }),
    ).toEqual({
      subtotalCents: 3400,
      discountCents: 1160,
      creditAppliedCents: 300,
      amountDueCents: 1940,
      creditBalanceCents: 0,
    });
  });

  it('turns a negative total into credit and charges nothing', () => {
    expect(
      invoiceTotals({
        lines: [
          { amountCents: -1500, proration: true },
          { amountCents: 500, proration: true },
        ],
        percentOff: null,
        creditBalanceCents: 200,
      }),
    ).toEqual({
      subtotalCents: -1000,
      discountCents: 0,
      creditAppliedCents: 0,
      amountDueCents: 0,
      creditBalanceCents: 1200,
    });
  });

  it('rounds a percent to the cent', () => {
    expect(discountOf(2999, 40)).toBe(1200);
    expect(discountOf(999, 15)).toBe(150);
  });
});

describe('dunning schedule', () => {
  it('retries on the schedule days after the first failure, then stops', () => {
    const first = d('2026-03-01T00:00:00Z');
    expect(nextRetryAt(DEFAULT_DUNNING, first, 1)).toEqual(d('2026-03-04T00:00:00Z'));
    expect(nextRetryAt(DEFAULT_DUNNING, first, 2)).toEqual(d('2026-03-06T00:00:00Z'));
    expect(nextRetryAt(DEFAULT_DUNNING, first, 3)).toEqual(d('2026-03-08T00:00:00Z'));
    expect(nextRetryAt(DEFAULT_DUNNING, first, 4)).toBeNull();
  });
});
