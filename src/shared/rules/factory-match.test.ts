import { describe, expect, it } from 'vitest';
import {
  dutyPercentFor,
  MATCH_WEIGHTS,
  type MatchBrief,
  type MatchSupplier,
  matchWords,
  rankFactories,
  scoreFactory,
  unitPriceAt,
} from './factory-match';

const brief: MatchBrief = {
  words: matchWords('Apparel Cotton tees'),
  quantity: 500,
  targetUnitCostCents: 400,
  countryOfOrigin: 'VN',
  hts: null,
  entryDate: '2026-01-01',
};

const supplier = (over: Partial<MatchSupplier> & { id: number }): MatchSupplier => ({
  name: `Supplier ${over.id}`,
  countryCode: 'CN',
  categoryNames: [],
  capabilities: [],
  baseProducts: [],
  moq: null,
  tariffRatePercent: 0,
  reviewAverage: null,
  reviewCount: 0,
  isVerified: false,
  product: null,
  ...over,
});

// Hand-computed below, component by component.
const knitter = supplier({
  id: 3,
  countryCode: 'VN',
  categoryNames: ['Apparel', 'Tops', 'T-shirts'],
  capabilities: ['Cotton knitting'],
  baseProducts: ['Tee'],
  moq: 300,
  tariffRatePercent: 12.5,
  reviewAverage: 4.5,
  reviewCount: 20,
  isVerified: true,
  replies: { asked: 4, answered: 3, medianReplySeconds: 5 * 3600 },
  product: {
    id: 30,
    title: 'Cotton tee',
    priceTiers: [
      { minQuantity: 100, unitPriceCents: 450 },
      { minQuantity: 500, unitPriceCents: 380 },
    ],
  },
});
const hoodies = supplier({
  id: 1,
  categoryNames: ['Apparel'],
  baseProducts: ['Hoodies'],
  moq: 1000,
  tariffRatePercent: 25,
  reviewAverage: 4,
  reviewCount: 5,
  product: { id: 10, title: 'Fleece hoodie', priceTiers: [{ minQuantity: 1000, unitPriceCents: 600 }] },
});
const printer = supplier({
  id: 2,
  countryCode: 'VN',
  categoryNames: ['Apparel', 'Tees'],
  capabilities: ['Screen printing'],
  tariffRatePercent: 7.5,
  isVerified: true,
  // Answered 1 of 2, slowly (100 h): 5 × 0.5 × 0.25 = 0.625 → 1.
  replies: { asked: 2, answered: 1, medianReplySeconds: 100 * 3600 },
});
const printerTwin = { ...printer, id: 4, name: 'Supplier 4' };

const points = (m: ReturnType<typeof scoreFactory>) =>
  Object.fromEntries(m.reasons.map((r) => [r.component, [r.points, r.maxPoints]]));

describe('matchWords', () => {
  it('keeps the telling words, singular, unique', () => {
    expect(matchWords('Custom cotton Tote Bags, the boxes and candies, bags 2024')).toEqual([
      'cotton',
      'tote',
      'bag',
      'box',
      'candy',
    ]);
  });
});

describe('unitPriceAt', () => {
  const tiers = [
    { minQuantity: 1000, unitPriceCents: 320 },
    { minQuantity: 100, unitPriceCents: 450 },
  ];
  it('takes the tier the quantity falls in, and the first tier below them all', () => {
    expect(unitPriceAt(tiers, 999)).toBe(450);
    expect(unitPriceAt(tiers, 1000)).toBe(320);
    expect(unitPriceAt(tiers, 10)).toBe(450);
  });
});

describe('scoreFactory', () => {
  it('weights sum to 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('scores a supplier that fits on every count', () => {
    const m = scoreFactory(brief, knitter);
    // fit 3/3 words → 30; MOQ 300 ≤ 500 → 15; $3.80 at 500 ≤ $4.00 → 20; VN asked → 5;
    // 12.5% duty → 10 × (1 − 12.5/25) = 5; 4.5★ × 20 reviews → 10 × 0.9 = 9; verified → 5;
    // answered 3 of 4 within a day → 5 × 0.75 = 3.75 → 4.
    expect(points(m)).toEqual({
      FIT: [30, 30],
      MOQ: [15, 15],
      PRICE: [20, 20],
      COUNTRY: [5, 5],
      TARIFF: [5, 10],
      REVIEWS: [9, 10],
      VERIFIED: [5, 5],
      REPLIES: [4, 5],
    });
    expect(m.score).toBe(93);
    expect(m.reasons.map((r) => r.text)).toEqual([
      'Its categories and capabilities match 3 of 3 words: apparel, cotton, tee',
      'Its MOQ of 300 fits your 500 units',
      '$3.80 a unit at 500 for “Cotton tee”, within your $4.00 target',
      'Made in VN, the country you asked for',
      "US duty of 12.5% from VN (its country's average rate)",
      'Rated 4.5 of 5 from 20 reviews',
      'Verified by Quarry',
      'Answered 3 of 4 conversations stores started, first reply in 5 hours (median)',
    ]);
  });

  it('scores a partial fit, over the MOQ and over the target', () => {
    const m = scoreFactory(brief, hoodies);
    // fit 1/3 → 10; MOQ 1,000 for 500 → round(15 × 0.5) = 8; first tier $6.00 is 50% over
    // $4.00 → round(20 × 0.5) = 10; CN, not VN → 0; 25% duty → 0; 4.0★ × 5 reviews → 10 × 0.8 × 0.5 = 4.
    expect(points(m)).toEqual({
      FIT: [10, 30],
      MOQ: [8, 15],
      PRICE: [10, 20],
      COUNTRY: [0, 5],
      TARIFF: [0, 10],
      REVIEWS: [4, 10],
      VERIFIED: [0, 5],
      REPLIES: [0, 0],
    });
    expect(m.score).toBe(32);
    const text = Object.fromEntries(m.reasons.map((r) => [r.component, r.text]));
    expect(text.FIT).toBe('Its categories and capabilities match 1 of 3 words: apparel');
    expect(text.MOQ).toBe('Its MOQ of 1,000 is 500 over your 500 units');
    expect(text.PRICE).toBe('$6.00 a unit at 500 for “Fleece hoodie”, $2.00 over your $4.00 target');
    expect(text.COUNTRY).toBe('Made in CN, not VN as you asked');
    expect(text.REVIEWS).toBe('Rated 4.0 of 5 from 5 reviews');
    expect(text.REPLIES).toBe('No conversations with stores yet to show how it replies');
  });

  it('leaves the price out when no product gives one, and says so', () => {
    const m = scoreFactory(brief, printer);
    // fit 2/3 → 20; MOQ by quote → 8; no price → 0 of 0; VN → 5; 7.5% → 7; no reviews → 0; verified → 5;
    // replies → 1.
    expect(points(m)).toEqual({
      FIT: [20, 30],
      MOQ: [8, 15],
      PRICE: [0, 0],
      COUNTRY: [5, 5],
      TARIFF: [7, 10],
      REVIEWS: [0, 10],
      VERIFIED: [5, 5],
      REPLIES: [1, 5],
    });
    expect(m.score).toBe(46);
    const text = Object.fromEntries(m.reasons.map((r) => [r.component, r.text]));
    expect(text.PRICE).toBe('No price to compare: none of its products matching the tech pack lists one');
    expect(text.MOQ).toBe('Its minimum order is set per quote: ask it');
    expect(text.REVIEWS).toBe('No reviews yet');
    expect(text.REPLIES).toBe('Answered 1 of 2 conversations stores started, first reply in 4 days (median)');
  });

  it('compares nothing it was not given: no quantity, target or country', () => {
    const m = scoreFactory(
      { ...brief, quantity: null, targetUnitCostCents: null, countryOfOrigin: null },
      knitter,
    );
    expect(points(m)).toMatchObject({ MOQ: [0, 0], PRICE: [0, 0], COUNTRY: [0, 0] });
    const text = Object.fromEntries(m.reasons.map((r) => [r.component, r.text]));
    expect(text.MOQ).toBe('No quantity on the tech pack to compare with its MOQ of 300');
    // Without a quantity, the price of the first tier.
    expect(text.PRICE).toBe('No target cost to compare with $4.50 a unit at 100 for “Cotton tee”');
    expect(text.COUNTRY).toBe('Made in VN; you named no country');
  });

  it("uses the tariff table's duty for the HTS candidate, per country", () => {
    // 6109.10.00: 16.5% general; from CN also Section 301 list 4A, 7.5% since 2020-02-14.
    expect(dutyPercentFor('61091000', 'VN', '2026-01-01')).toBe(16.5);
    expect(dutyPercentFor('6109.10.00', 'CN', '2026-01-01')).toBe(24);
    expect(dutyPercentFor('9999.99.99', 'CN', '2026-01-01')).toBeNull();
    const withHts = { ...brief, hts: '6109.10.00' };
    const vn = scoreFactory(withHts, knitter).reasons.find((r) => r.component === 'TARIFF')!;
    expect(vn).toEqual({
      component: 'TARIFF',
      points: 3, // 10 × (1 − 16.5/25) = 3.4
      maxPoints: 10,
      text: 'US duty of 16.5% on HTS 6109.10.00 from VN (tariff table, estimate)',
    });
    const cn = scoreFactory(withHts, hoodies).reasons.find((r) => r.component === 'TARIFF')!;
    expect(cn).toMatchObject({
      points: 0,
      text: 'US duty of 24% on HTS 6109.10.00 from CN (tariff table, estimate)',
    });
  });
});

describe('rankFactories', () => {
  it('orders by score, equal scores by supplier id', () => {
    const ranked = rankFactories(brief, [hoodies, printerTwin, knitter, printer]);
    expect(ranked.map((m) => [m.supplierId, m.score])).toEqual([
      [3, 93],
      [2, 46],
      [4, 46],
      [1, 32],
    ]);
  });
});
