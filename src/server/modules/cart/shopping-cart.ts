// The cart is a view over orders: a store's items IN_SHOPPING_CART, read and moved through the orders module.
import type { OrderItem } from '../../../shared/contract/cart';
import type { Db } from '../../db/client';
import type { StoreCtx } from '../../http/context';
import { findItemIdsInStatus, findPaymentIdOfItem, listItemsInStatus } from '../orders/list-order-items';
import { moveItems } from '../orders/move-items';
import { countPromoCodeUses } from '../payments/promo-code-uses';

export async function shoppingCart(db: Db, storeId: number): Promise<OrderItem[]> {
  return listItemsInStatus(db, storeId, 'IN_SHOPPING_CART');
}

/** Empties the cart: its items are canceled (kept, with their history), never deleted. */
export async function clearCart(db: Db, ctx: StoreCtx) {
  await db.transaction(async (tx) => {
    const ids = await findItemIdsInStatus(tx, ctx.storeId, 'IN_SHOPPING_CART');
    await moveItems(tx, ctx.storeId, ids, 'IN_SHOPPING_CART', 'CANCELED', 'Cart emptied');
  });
  return { ok: true as const };
}

/**
 * How often this store used a promo code: its completed redemption, plus its other payments in flight with
 * it (excludeId: an order item whose own payment is not counted).
 */
export async function promotionCodeCount(db: Db, ctx: StoreCtx, code: string, excludeId?: number) {
  const except = excludeId ? await findPaymentIdOfItem(db, ctx.storeId, excludeId) : undefined;
  return { count: await countPromoCodeUses(db, ctx.storeId, code, except) };
}
