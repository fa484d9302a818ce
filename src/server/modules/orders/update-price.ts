import type { Db } from '../../db/client';
import type { StoreCtx } from '../../http/context';
import { conflict } from '../../http/errors';
import { findItemsForPricing } from '../catalog/items-for-orders';
import { loadOwn } from './get-order-item';
import { priceLine } from './line-pricing';
import { updateOrderItem } from './update-order-item';

/** The price of a line at another quantity, saved when asked. */
export async function updatePrice(
  db: Db,
  ctx: StoreCtx,
  id: number,
  body: { quantity: number; save: boolean },
) {
  const row = await loadOwn(db, ctx.storeId, id);
  if (row.row.catalogItemId == null || row.row.invoiceItemId != null)
    throw conflict('The supplier set this invoice line; its price cannot be changed');
  const product = (await findItemsForPricing(db, [row.row.catalogItemId])).get(row.row.catalogItemId);
  if (!product || product.disabledAt) throw conflict('This product is no longer available');
  const unitPriceCents = priceLine(product, row.row.orderType, body.quantity);
  if (body.save) await updateOrderItem(db, ctx, id, { quantity: body.quantity });
  return {
    quantity: body.quantity,
    unitPriceCents,
    totalCents: unitPriceCents * body.quantity,
    saved: body.save,
  };
}
