import { describe, expect, it } from 'vitest';
import {
  canMove,
  FOUNDER_SETTABLE_STATUSES,
  feeKindOf,
  ITEM_STATUSES,
  ITEM_TRANSITIONS,
  quantityProblem,
  unitPriceFor,
} from './order-items';

const tiers = [
  { minQuantity: 1000, unitPriceCents: 320 },
  { minQuantity: 100, unitPriceCents: 450 },
  { minQuantity: 500, unitPriceCents: 400 },
];

describe('the order item transition table', () => {
  it('takes a cart item through payment to shipment, and back to the cart on a decline', () => {
    expect(canMove('IN_SHOPPING_CART', 'CHARGE_PENDING')).toBe(true);
    expect(canMove('CHARGE_PENDING', 'IN_PRODUCTION')).toBe(true);
    expect(canMove('CHARGE_PENDING', 'IN_SHOPPING_CART')).toBe(true);
    expect(canMove('IN_PRODUCTION', 'SHIPPED')).toBe(true);
  });

  it('never skips payment, and final statuses stay final', () => {
    expect(canMove('IN_SHOPPING_CART', 'IN_PRODUCTION')).toBe(false);
    expect(canMove('NOT_PURCHASED', 'CHARGE_PENDING')).toBe(false);
    expect(ITEM_TRANSITIONS.SHIPPED).toEqual([]);
    expect(ITEM_TRANSITIONS.CANCELED).toEqual([]);
    for (const from of ITEM_STATUSES) expect(canMove(from, from)).toBe(false);
  });

  it('lets a founder set only cart states, every one reachable from the cart', () => {
    expect([...FOUNDER_SETTABLE_STATUSES].sort()).toEqual(['CANCELED', 'IN_SHOPPING_CART', 'NOT_PURCHASED']);
    for (const to of FOUNDER_SETTABLE_STATUSES.filter((s) => s !== 'IN_SHOPPING_CART'))
      expect(canMove('IN_SHOPPING_CART', to)).toBe(true);
  });
});

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
