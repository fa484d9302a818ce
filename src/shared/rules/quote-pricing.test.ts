import { describe, expect, it } from 'vitest';
import { applyBasisPoints, percentToBasisPoints, priceQuote, unitPriceAt } from './quote-pricing';

const tiers = [
  { minQuantity: 1000, unitPriceCents: 320 },
  { minQuantity: 100, unitPriceCents: 450 },
  { minQuantity: 500, unitPriceCents: 400 },
];

describe('unitPriceAt', () => {
  it('takes the tier with the largest minimum not above the quantity, whatever the order given', () => {
    expect(unitPriceAt(tiers, 100)).toBe(450);
    expect(unitPriceAt(tiers, 499)).toBe(450);
    expect(unitPriceAt(tiers, 500)).toBe(400);
    expect(unitPriceAt(tiers, 5000)).toBe(320);
  });
  it('below every tier pays the first tier', () => {
    expect(unitPriceAt(tiers, 10)).toBe(450);
  });
  it('refuses an empty tier list', () => {
    expect(() => unitPriceAt([], 10)).toThrow();
  });
});

describe('priceQuote', () => {
  it('computes goods, tariff rounded half up on the total, and landed cost', () => {
    // 600 × 400 = 240 000; 7.5 % → 18 000
    expect(priceQuote({ priceTiers: tiers, moq: 100 }, 600, 7.5)).toEqual({
      orderQuantity: 600,
      unitPriceCents: 400,
      goodsCents: 240_000,
      tariffCents: 18_000,
      landedCostCents: 258_000,
      landedUnitCents: 430,
    });
  });
  it('raises the quantity to the MOQ, which can reach a cheaper tier', () => {
    const p = priceQuote({ priceTiers: tiers, moq: 1000 }, 300, 0);
    expect(p).toMatchObject({
      orderQuantity: 1000,
      unitPriceCents: 320,
      goodsCents: 320_000,
      tariffCents: 0,
    });
  });
  it('rounds half a cent up', () => {
    // 1 × 3 cents at 50 % = 1.5 → 2
    expect(
      priceQuote({ priceTiers: [{ minQuantity: 1, unitPriceCents: 3 }], moq: 1 }, 1, 50).tariffCents,
    ).toBe(2);
    expect(applyBasisPoints(1, 4999)).toBe(0);
    expect(applyBasisPoints(1, 5000)).toBe(1);
    expect(percentToBasisPoints(7.25)).toBe(725);
  });
});
