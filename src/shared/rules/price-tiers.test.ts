import { describe, expect, it } from 'vitest';
import { lowestUnitPrice, priceTierProblems } from './price-tiers';

const tier = (minQuantity: number, unitPriceCents: number) => ({ minQuantity, unitPriceCents });

describe('priceTierProblems', () => {
  it('accepts tiers that start at the MOQ and get cheaper, in any order', () => {
    expect(priceTierProblems([tier(500, 400), tier(100, 450), tier(1000, 400)], 100)).toEqual([]);
    expect(priceTierProblems([tier(1, 99)], 1)).toEqual([]);
  });

  it('wants the first tier at the MOQ', () => {
    expect(priceTierProblems([tier(200, 450), tier(500, 400)], 100)).toEqual([
      { index: 0, field: 'minQuantity', message: 'The first price tier starts at the MOQ (100 units)' },
    ]);
  });

  it('names two tiers that start at the same quantity', () => {
    expect(priceTierProblems([tier(100, 450), tier(500, 400), tier(500, 380)], 100)).toEqual([
      { index: 2, field: 'minQuantity', message: 'Tiers 2 and 3 both start at 500 units' },
    ]);
  });

  it('refuses a larger quantity that costs more per unit', () => {
    expect(priceTierProblems([tier(100, 450), tier(1000, 460), tier(500, 400)], 100)).toEqual([
      { index: 1, field: 'unitPriceCents', message: "1000 units can't cost more per unit than 500" },
    ]);
  });
});

describe('lowestUnitPrice', () => {
  it('is the cheapest tier', () => expect(lowestUnitPrice([tier(1, 300), tier(10, 250)])).toBe(250));
});
