import { describe, expect, it } from 'vitest';
import { FOUNDER_SETTABLE_STATUSES, ITEM_STATUSES } from '../../../shared/rules/order-items';
import { canMove, ITEM_TRANSITIONS } from './item-transitions';

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
