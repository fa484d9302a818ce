import { describe, expect, it } from 'vitest';
import { isDomesticCountry, shippingScope } from './shipping';

describe('shipping scope', () => {
  it.each(['US', 'us', 'Us', ' US '])('%j is domestic', (code) => {
    expect(isDomesticCountry(code)).toBe(true);
    expect(shippingScope(code)).toBe('DOMESTIC');
  });

  it.each(['CA', 'GB', 'USA', 'U', 'UM', 'PR', ''])('%j is international', (code) => {
    expect(isDomesticCountry(code)).toBe(false);
    expect(shippingScope(code)).toBe('INTERNATIONAL');
  });

  it('treats a missing country as international', () => {
    expect(shippingScope(null)).toBe('INTERNATIONAL');
    expect(shippingScope(undefined)).toBe('INTERNATIONAL');
  });
});
