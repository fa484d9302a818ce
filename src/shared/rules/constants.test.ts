import { describe, expect, it } from 'vitest';
import {
  BRAND_KIT_BRAND_IMAGES,
  BRAND_KIT_MOODBOARD_IMAGES,
  CUSTOM_PRODUCT_OPTIONS,
  DEFAULT_PROJECT_INTRO_MESSAGE,
  DEFAULT_SELECTED_PRODUCT_IDEAS,
  FULFILLMENT_FEE_CENTS_ESSENTIALS,
  FULFILLMENT_FEE_CENTS_PROFESSIONAL,
  IMAGES_PER_GENERATION,
  PROMO_CODES,
  REQUEST_TIMEOUT_MS,
  SALES_MILESTONES,
  SERVICE_CATEGORIES,
  SIGNUP_CREDITS_CENTS,
} from './constants';

describe('business constants', () => {
  it('keeps the request timeout at two minutes', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(2 * 60 * 1000);
  });

  it('fills the brand kit image slots in whole generations', () => {
    expect(BRAND_KIT_BRAND_IMAGES % IMAGES_PER_GENERATION).toBe(0);
    expect(BRAND_KIT_MOODBOARD_IMAGES % IMAGES_PER_GENERATION).toBe(0);
    expect(DEFAULT_SELECTED_PRODUCT_IDEAS).toBeGreaterThan(0);
  });

  it('lists sales milestones in the order they are reached, with rising thresholds', () => {
    expect(SALES_MILESTONES.map((milestone) => milestone.key)).toEqual([
      'DEFAULT',
      'FIRST_SALE',
      '1k',
      '5k',
      '10k',
      '50k',
      '100k',
      '500k',
      '1MM',
      '5MM',
    ]);
    const thresholds = SALES_MILESTONES.flatMap((milestone) =>
      milestone.thresholdDollars === null ? [] : [milestone.thresholdDollars],
    );
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    expect(new Set(thresholds).size).toBe(thresholds.length);
    expect(thresholds.at(-1)).toBe(5_000_000);
  });

  it('keeps promo codes unique and upper-case', () => {
    expect(PROMO_CODES).toEqual(['PRODUCTS10', 'DESIGN50']);
    for (const code of PROMO_CODES) expect(code).toBe(code.toUpperCase());
  });

  it('makes the professional fulfillment fee the cheaper one', () => {
    expect(FULFILLMENT_FEE_CENTS_PROFESSIONAL).toBeLessThan(FULFILLMENT_FEE_CENTS_ESSENTIALS);
    expect(SIGNUP_CREDITS_CENTS).toEqual([2500, 5000, 7500, 10000]);
  });

  it('keeps the spec wording of project copy', () => {
    expect(DEFAULT_PROJECT_INTRO_MESSAGE).toBe(
      "Hello, I'd like to start a project. The details of this project are listed here.",
    );
    expect(CUSTOM_PRODUCT_OPTIONS.map((option) => option.label)).toEqual([
      'Stock products with slight customizations',
      'Custom products that look exactly like my designs & references',
    ]);
    expect(SERVICE_CATEGORIES).toHaveLength(9);
    expect(new Set(SERVICE_CATEGORIES).size).toBe(SERVICE_CATEGORIES.length);
  });
});
