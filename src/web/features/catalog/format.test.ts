import { describe, expect, it } from 'vitest';
import {
  countryFlag,
  formatMoq,
  formatProductionTime,
  formatSamplePrice,
  stockLabel,
  tierRange,
} from './format';

describe('catalog display helpers', () => {
  it('turns a country code into its flag', () => {
    expect(countryFlag('cn')).toBe('🇨🇳');
    expect(countryFlag('USA')).toBe('');
  });

  it('shows production time in days or months', () => {
    expect(formatProductionTime(1)).toBe('1 day');
    expect(formatProductionTime(21)).toBe('21 days');
    expect(formatProductionTime(30)).toBe('1 month');
    expect(formatProductionTime(75)).toBe('2.5 months');
  });

  it('says custom for a null MOQ or sample price', () => {
    expect(formatMoq(null)).toBe('Custom MOQ');
    expect(formatMoq(1500)).toBe('MOQ 1,500');
    expect(formatSamplePrice(null)).toBe('Custom quote');
    expect(formatSamplePrice(2500)).toBe('$25.00');
  });

  it('names quantity ranges of price tiers', () => {
    const tiers = [{ minQuantity: 100 }, { minQuantity: 500 }, { minQuantity: 1000 }];
    expect([0, 1, 2].map((i) => tierRange(tiers, i))).toEqual(['100–499', '500–999', '1,000+']);
  });

  it('labels stock statuses', () => {
    expect(stockLabel('NOT_AVAILABLE_IN_STOCK')).toBe('Made to order');
  });
});
