import { describe, expect, it } from 'vitest';
import { abbreviateNumber, centsToDollars, dollarsToCents, formatMoney, formatMoneyShort } from './money';

describe('formatMoney', () => {
  it('formats cents as US dollars with grouping', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123456789012)).toBe('$1,234,567,890.12');
  });

  it('puts the minus sign before the symbol and never shows -$0.00', () => {
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.4)).toBe('$0.00');
  });

  it('rounds fractional cents half away from zero', () => {
    expect(formatMoney(100.5)).toBe('$1.01');
    expect(formatMoney(-100.5)).toBe('-$1.01');
  });

  it('respects other currencies and their minor units', () => {
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(1234, 'jpy')).toBe('¥1,234');
  });

  it('throws on non-finite amounts and unknown currencies', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatMoney(100, 'DOLLARS')).toThrow(RangeError);
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [999.5, '999.5'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1150, '1.2k'],
    [1250, '1.3k'],
    [12_000, '12k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_960, '1m'],
    [1_000_000, '1m'],
    [1_500_000, '1.5m'],
    [2_540_000_000, '2540m'],
    [-1234, '-1.2k'],
    [-0.001, '0'],
  ])('%d → %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });

  it('throws on non-finite values', () => {
    expect(() => abbreviateNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatMoneyShort', () => {
  it.each([
    [95_000, '$950'],
    [999, '$9.99'],
    [99_999, '$999.99'],
    [100_000, '$1k'],
    [123_456, '$1.2k'],
    [1_200_000, '$12k'],
    [150_000_000, '$1.5m'],
    [-50_000, '-$500'],
    [-123_456, '-$1.2k'],
    [0, '$0'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatMoneyShort(cents)).toBe(text);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [19.99, 1999],
    [0.285, 29],
    [1.005, 101],
    [-0.285, -29],
    [0.1 + 0.2, 30],
    [1234.5, 123450],
    [0.004, 0],
    [-0.004, 0],
  ])('%d → %d', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('returns integers and never -0', () => {
    expect(Number.isInteger(dollarsToCents(4.35))).toBe(true);
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true);
  });

  it('throws on non-finite input', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('centsToDollars', () => {
  it('divides exactly and round-trips with dollarsToCents', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(-5)).toBe(-0.05);
    for (const cents of [0, 1, 29, 1999, 100_001, -435]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});
