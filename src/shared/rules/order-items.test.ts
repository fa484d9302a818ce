import { describe, expect, it } from 'vitest';
import { feeKindOf, quantityProblem, unitPriceFor } from './order-items';

const tiers = [
  { minQuantity: 1000, unitPriceCents: 320 },
  { minQuantity: 100, unitPriceCents: 450 },
  { minQuantity: 500, unitPriceCents: 400 },
];

describe('prices and quantities', () => {
  it('prices samples at the supplier sample price, else the MOQ tier; inventory by tier', () => {
    expect(unitPriceFor('SAMPLES', tiers, 3, 2500)).toBe(2500);
    expect(unitPriceFor('SAMPLES', tiers, 3, null)).toBe(450);
    expect(unitPriceFor('INVENTORY', tiers, 100, null)).toBe(450);
    expect(unitPriceFor('INVENTORY', tiers, 999, null)).toBe(400);
    expect(unitPriceFor('INVENTORY', tiers, 1000, null)).toBe(320);
  });

  it('says why a quantity cannot be ordered', () => {
    expect(quantityProblem('SAMPLES', 0, 100)).toBe('Quantity is at least 1');
    expect(quantityProblem('SAMPLES', 11, 100)).toBe('Order at most 10 samples of a product');
    expect(quantityProblem('INVENTORY', 99, 100)).toBe('The minimum order is 100 units');
    expect(quantityProblem('INVENTORY', 1.5, 1)).toBe('Quantity is at least 1');
    expect(quantityProblem('PACKAGING', 1200, 1000)).toBeNull();
  });

  it('charges goods by order type and catalog tab', () => {
    expect(feeKindOf('SAMPLES', 'PRODUCTS')).toBe('PRODUCT');
    expect(feeKindOf('INVENTORY', 'ECOMMERCE_PACKAGING')).toBe('PACKAGING');
    expect(feeKindOf('INVENTORY', 'BUSINESS_CREATIVE_SERVICES')).toBe('SERVICES');
    expect(feeKindOf('SMART_SETUP_SERVICES', null)).toBe('SERVICES');
  });
});
