import { describe, expect, it } from 'vitest';
import {
  SURVEY_NO_SAMPLES,
  SURVEY_OFFER,
  SURVEY_ORDER,
  SURVEY_QUESTIONS,
  SURVEY_RATING_BANDS,
  SURVEY_REASONS,
  surveyOutcome,
} from './cancellation-survey';
import {
  findPlanPromoCode,
  isSubscriptionActive,
  isSubscriptionPastDue,
  isSubscriptionPaused,
  MODULES,
  PLAN_COPY,
  PLAN_TIERS,
  PLANS,
  planLabel,
  requiredPlanFor,
  SIGNUP_CREDIT_BUNDLES,
  upgradePath,
} from './plans';

describe('plans as data', () => {
  it('has the four tiers with both namings where the spec shows them', () => {
    expect(PLAN_TIERS).toEqual(['TIER_1', 'TIER_2', 'TIER_2_5', 'TIER_3']);
    expect(PLAN_TIERS.map(planLabel)).toEqual([
      'Free',
      'Beginner (Essentials)',
      'Scaling',
      'Professional (Business)',
    ]);
  });

  it('prices in integer cents, yearly cheaper than twelve months, higher tiers cost more', () => {
    for (const t of PLAN_TIERS) {
      const p = PLANS[t].priceCents;
      expect(Number.isInteger(p.MONTHLY) && Number.isInteger(p.YEARLY)).toBe(true);
      if (t !== 'TIER_1') expect(p.YEARLY).toBeLessThan(p.MONTHLY * 12);
    }
    expect(PLANS.TIER_2.priceCents.MONTHLY).toBeLessThan(PLANS.TIER_2_5.priceCents.MONTHLY);
    expect(PLANS.TIER_2_5.priceCents.MONTHLY).toBeLessThan(PLANS.TIER_3.priceCents.MONTHLY);
  });

  it('each tier keeps the modules of the one below', () => {
    for (let i = 1; i < PLAN_TIERS.length; i++)
      for (const m of PLANS[PLAN_TIERS[i - 1]!].modules) expect(PLANS[PLAN_TIERS[i]!].modules).toContain(m);
    expect(PLANS.TIER_3.modules).toEqual(expect.arrayContaining([...MODULES]));
    expect(requiredPlanFor('FULFILLMENT')).toBe('TIER_2');
    expect(requiredPlanFor('ANALYTICS')).toBe('TIER_2_5');
    expect(requiredPlanFor('AI_ASSISTANTS')).toBe('TIER_3');
    expect(requiredPlanFor('PRODUCT_DESIGN')).toBe('TIER_1');
  });

  it('carries the §9 copy: fulfilment fee by plan, fees, SMS, visitor id, signup credits', () => {
    expect(PLANS.TIER_2.fulfillmentFeePerOrderCents).toBe(150);
    expect(PLANS.TIER_3.fulfillmentFeePerOrderCents).toBe(115);
    expect(PLANS.TIER_3.shippingCreditPerMonthCents).toBe(5_000);
    expect(PLAN_COPY).toMatchObject({
      storagePerBinPerSkuCents: 100,
      storefrontPaymentFeeBasisPoints: 500,
      salesChannelFeeBasisPoints: 100,
      cashBackBasisPoints: 100,
      smsTextCents: 2,
      smsMediaCents: 4,
      visitorIdFromCentsPerEmail: 16,
    });
    const credits = new Set(
      PLAN_TIERS.flatMap((t) => [PLANS[t].signupCreditsCents.MONTHLY, PLANS[t].signupCreditsCents.YEARLY]),
    );
    for (const c of SIGNUP_CREDIT_BUNDLES) expect(credits).toContain(c);
  });

  it('upgrade path of §4: Free → Beginner, Beginner and Scaling → Professional, none from Professional', () => {
    expect(upgradePath('TIER_1')).toBe('TIER_2');
    expect(upgradePath('TIER_2')).toBe('TIER_3');
    expect(upgradePath('TIER_2_5')).toBe('TIER_3');
    expect(upgradePath('TIER_3')).toBeNull();
  });

  it('subscription helpers of §4', () => {
    const s = (status: string | null, id: string | null = 'sub_1', pausedAt: string | null = null) => ({
      blueprintSubscriptionId: id,
      blueprintSubscriptionStatus: status,
      blueprintSubscriptionPausedAt: pausedAt,
    });
    expect(['active', 'trialing', 'past_due', 'TRIALING'].map((x) => isSubscriptionActive(s(x)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isSubscriptionActive(s('active', null))).toBe(false);
    expect(isSubscriptionActive(s('canceled'))).toBe(false);
    expect(isSubscriptionPaused(s('active', 'sub_1', '2026-01-01T00:00:00Z'))).toBe(true);
    expect(isSubscriptionPaused(s('canceled', 'sub_1', '2026-01-01T00:00:00Z'))).toBe(false);
    expect(isSubscriptionPastDue(s('PAST_DUE'))).toBe(true);
  });

  it('plan promo codes are not the cart codes', () => {
    expect(findPlanPromoCode(' launch20 ')?.percentOff).toBe(20);
    expect(findPlanPromoCode('PRODUCTS10')).toBeNull();
    expect(findPlanPromoCode('DESIGN50')).toBeNull();
  });
});

describe('cancellation survey', () => {
  it('asks in the spec order: reason, rating, book call, why no samples, 40% offer, suggestions, final action', () => {
    expect(SURVEY_ORDER).toEqual([
      'reason',
      'rating',
      'bookCall',
      'noSamplesReason',
      'offer',
      'suggestions',
      'finalAction',
    ]);
    expect(SURVEY_QUESTIONS.map((q) => q.kind)).toEqual([
      'choice',
      'choice',
      'choice',
      'choice',
      'choice',
      'text',
      'button',
    ]);
  });

  it('has the spec choices and bands', () => {
    expect(SURVEY_REASONS).toHaveLength(6);
    expect(SURVEY_RATING_BANDS.map((b) => b.value)).toEqual(['0-3', '4-6', '7-9', '10']);
    expect(SURVEY_NO_SAMPLES).toHaveLength(5);
    expect(SURVEY_OFFER.map((o) => o.value)).toEqual(['YES', 'MAYBE_LATER', 'NO']);
  });

  it('the offer wins over the final action', () => {
    expect(surveyOutcome({ offer: 'YES', finalAction: 'CANCEL' })).toBe('OFFER_ACCEPTED');
    expect(surveyOutcome({ offer: 'NO', finalAction: 'BOOK_CALL' })).toBe('BOOKED_CALL');
    expect(surveyOutcome({ offer: 'MAYBE_LATER', finalAction: 'CANCEL' })).toBe('CANCELED');
  });
});
