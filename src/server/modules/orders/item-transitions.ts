// The order items' status machine, owned by the orders module: moveItems (move-items.ts) is the one mover
// and refuses any move this table does not allow.
import type { ItemStatus } from '../../../shared/rules/order-items';

/**
 * Every allowed move. NOT_PURCHASED is an item saved for later; the cart is IN_SHOPPING_CART. A payment
 * takes cart items to CHARGE_PENDING, then IN_PRODUCTION when the charge succeeds or back to the cart when
 * it is declined or undone (CANCELED: the items an invoice paid directly became). IN_SUBSCRIPTION items are
 * bought on a schedule; SHIPPED and CANCELED are final.
 */
export const ITEM_TRANSITIONS: Record<ItemStatus, readonly ItemStatus[]> = {
  NOT_PURCHASED: ['IN_SHOPPING_CART', 'CANCELED'],
  IN_SHOPPING_CART: ['NOT_PURCHASED', 'CHARGE_PENDING', 'CANCELED'],
  CHARGE_PENDING: ['IN_PRODUCTION', 'IN_SUBSCRIPTION', 'IN_SHOPPING_CART', 'CANCELED'],
  IN_PRODUCTION: ['SHIPPED', 'CANCELED'],
  IN_SUBSCRIPTION: ['SHIPPED', 'CANCELED'],
  SHIPPED: [],
  CANCELED: [],
};

export function canMove(from: ItemStatus, to: ItemStatus): boolean {
  return ITEM_TRANSITIONS[from].includes(to);
}
