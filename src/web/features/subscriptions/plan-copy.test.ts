import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../api/error-catalogue';
import { planCopyLines, priceLabel } from './plan-copy';

describe('plan card copy', () => {
  it('shows the §9 figures by plan', () => {
    expect(planCopyLines('TIER_2', 'MONTHLY')).toEqual(
      expect.arrayContaining([
        'Fulfillment $1.50 per order',
        'Storage $1.00 per bin per SKU',
        'Storefront payment fee 5% · sales channel fee 1%',
        '1% cash back',
        'Visitor ID from $0.16 per email',
        '$25.00 signup credits for AI design',
      ]),
    );
    expect(planCopyLines('TIER_3', 'YEARLY')).toEqual(
      expect.arrayContaining([
        'Fulfillment $1.15 per order',
        'Up to $50.00 shipping credit per month',
        'SMS $0.02 per text, $0.04 per media message',
        '$100.00 signup credits for AI design',
      ]),
    );
    expect(planCopyLines('TIER_1', 'MONTHLY').join(' ')).not.toMatch(/Fulfillment \$|signup credits/);
    expect(priceLabel('TIER_1', 'YEARLY')).toBe('Free');
    expect(priceLabel('TIER_2_5', 'MONTHLY')).toBe('$79.00 / month');
  });

  it('a 403 PLAN_REQUIRED shows its message and keeps the session; other 403s sign out', () => {
    const base = {
      status: 403,
      serverMessage: 'Fulfillment is part of the Beginner plan',
      isExcludedPath: false,
    };
    expect(classifyFailure({ ...base, code: 'PLAN_REQUIRED' })).toEqual({
      action: 'show',
      message: 'Fulfillment is part of the Beginner plan',
    });
    // A member's role lacking the action (decision 037) keeps the session too.
    expect(classifyFailure({ ...base, code: 'ROLE_REQUIRED' }).action).toBe('show');
    expect(classifyFailure({ ...base, code: 'FORBIDDEN' }).action).toBe('sign-out');
  });
});
