import { describe, expect, it } from 'vitest';
import { mondayOfPayoutId, orderFeeCents, payoutIdOf } from './payouts';

describe('payout ids and fees', () => {
  it('names a week by its Monday and reads it back', () => {
    expect(payoutIdOf('2026-11-23')).toBe(20261123);
    expect(mondayOfPayoutId(20261123)?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
  it('refuses ids that are not a Monday or not a date', () => {
    expect(mondayOfPayoutId(20261124)).toBeNull();
    expect(mondayOfPayoutId(20261399)).toBeNull();
    expect(mondayOfPayoutId(1)).toBeNull();
  });
  it('takes 5% per order, rounded to the cent', () => {
    expect(orderFeeCents(4200)).toBe(210);
    expect(orderFeeCents(1999)).toBe(100);
    expect(orderFeeCents(0)).toBe(0);
  });
});
