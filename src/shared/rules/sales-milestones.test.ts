import { describe, expect, it } from 'vitest';
import { MILESTONE_INFO, milestoneFor, nextMilestone, SALES_MILESTONES } from './sales-milestones';

describe('sales milestones', () => {
  it('has the spec order and thresholds 1k … 5MM in dollars', () => {
    expect(SALES_MILESTONES.slice(2).map((m) => MILESTONE_INFO[m].thresholdCents / 100)).toEqual([
      1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000,
    ]);
  });
  it('is DEFAULT without sales and FIRST_SALE after any order below $1k', () => {
    expect(milestoneFor(0, 0)).toBe('DEFAULT');
    expect(milestoneFor(0, 1)).toBe('FIRST_SALE');
    expect(milestoneFor(99_999, 3)).toBe('FIRST_SALE');
  });
  it('reaches a threshold exactly at it, not a cent before', () => {
    expect(milestoneFor(100_000, 1)).toBe('SALES_1K');
    expect(milestoneFor(499_999, 1)).toBe('SALES_1K');
    expect(milestoneFor(500_000, 1)).toBe('SALES_5K');
    expect(milestoneFor(99_999_999, 1)).toBe('SALES_500K');
    expect(milestoneFor(100_000_000, 1)).toBe('SALES_1MM');
    expect(milestoneFor(500_000_000, 1)).toBe('SALES_5MM');
    expect(milestoneFor(9_000_000_000, 1)).toBe('SALES_5MM');
  });
  it('names the next milestone, none after 5MM', () => {
    expect(nextMilestone('DEFAULT')).toBe('FIRST_SALE');
    expect(nextMilestone('SALES_1MM')).toBe('SALES_5MM');
    expect(nextMilestone('SALES_5MM')).toBeNull();
  });
  it('has a message for every milestone', () => {
    for (const m of SALES_MILESTONES) expect(MILESTONE_INFO[m].message.length).toBeGreaterThan(10);
  });
});
