import { and, eq, isNull } from 'drizzle-orm';
import type { OrderItem, UpdateOrderItemBody } from '../../../shared/contract/cart';
import type { ItemStatus } from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi } from '../../db/schema/orders';
import type { StoreCtx } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { findItemsForPricing } from '../catalog/items-for-orders';
import { checkCartRoom } from './check-cart-room';
import { getOrderItem } from './get-order-item';
import { ownItem } from './item-rows';
import { checkColor, priceLine, skuOf } from './line-pricing';
import { moveItems } from './move-items';

const EDITABLE: readonly ItemStatus[] = ['NOT_PURCHASED', 'IN_SHOPPING_CART'];

/** PATCH /web/creator-order-items/{id}: quantity, colour, shipping mode or status of a line not yet paid. */
export async function updateOrderItem(
  db: Db,
  ctx: StoreCtx,
  id: number,
  body: UpdateOrderItemBody,
): Promise<OrderItem> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(coi)
      .where(and(ownItem(ctx.storeId, id), isNull(coi.parentId)))
      .for('update');
    if (!current) throw notFound('Order item');
    if (!EDITABLE.includes(current.status))
      throw conflict('This item is paid for or closed; it can no longer be changed');
    const changes: Partial<typeof coi.$inferInsert> = {};
    if (body.quantity !== undefined || body.colorOption !== undefined) {
      if (current.catalogItemId == null || current.invoiceItemId != null)
        throw conflict('The supplier set this invoice line; it cannot be changed');
      const product = (await findItemsForPricing(tx, [current.catalogItemId])).get(current.catalogItemId);
      if (!product || product.disabledAt) throw conflict('This product is no longer available');
      const quantity = body.quantity ?? current.quantity;
      changes.quantity = quantity;
      changes.unitPriceCents = priceLine(product, current.orderType, quantity);
      if (body.colorOption !== undefined) {
        const color = checkColor(product, body.colorOption);
        changes.colorOption = color;
        changes.variant = color;
        changes.sku = skuOf(product.id, color);
      }
    }
    if (body.shippingMode) changes.shippingMode = body.shippingMode;
    if (Object.keys(changes).length)
      await tx
        .update(coi)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(coi.id, id));
    if (body.status && body.status !== current.status) {
      if (body.status === 'IN_SHOPPING_CART') await checkCartRoom(tx, ctx.storeId);
      await moveItems(tx, ctx.storeId, [id], current.status, body.status, 'Changed by the founder');
    }
  });
  return getOrderItem(db, ctx.storeId, id);
}
