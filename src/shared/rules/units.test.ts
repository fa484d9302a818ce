import { describe, expect, it } from 'vitest';
import { GRAMS_PER_POUND, gramsToPounds, poundsToGrams } from './units';

describe('weight units', () => {
  it('uses the exact international pound', () => {
    expect(GRAMS_PER_POUND).toBe(453.59237);
    expect(gramsToPounds(453.59237)).toBe(1);
    expect(poundsToGrams(1)).toBe(453.59);
  });

  it('rounds to two decimals by default and to the requested precision', () => {
    expect(gramsToPounds(1000)).toBe(2.2);
    expect(gramsToPounds(1000, 4)).toBe(2.2046);
    expect(gramsToPounds(1000, 0)).toBe(2);
    expect(poundsToGrams(2.5, 0)).toBe(1134);
    expect(poundsToGrams(0.1, 3)).toBe(45.359);
  });

  it('handles zero and negative values symmetrically', () => {
    expect(gramsToPounds(0)).toBe(0);
    expect(gramsToPounds(-1000)).toBe(-2.2);
    expect(poundsToGrams(-1)).toBe(-453.59);
  });

  it('round-trips within rounding tolerance', () => {
    for (const pounds of [0.25, 1, 3.3, 12.75, 150]) {
      expect(gramsToPounds(poundsToGrams(pounds, 6), 2)).toBe(pounds);
    }
  });
});
