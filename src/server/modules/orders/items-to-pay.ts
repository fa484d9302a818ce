// What checkout reads and re-prices of a store's order items, in the checkout's own transaction.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi } from '../../db/schema/orders';

const toPaySelect = {
  id: coi.id,
  parentId: coi.parentId,
  status: coi.status,
  orderType: coi.orderType,
  feeKind: coi.feeKind,
  shippingMode: coi.shippingMode,
  quantity: coi.quantity,
  unitPriceCents: coi.unitPriceCents,
  title: coi.title,
  companyId: coi.companyId,
  catalogItemId: coi.catalogItemId,
  invoiceItemId: coi.invoiceItemId,
  colorOption: coi.colorOption,
};
export type ItemToPay = { [K in keyof typeof toPaySelect]: (typeof coi.$inferSelect)[K] };

/** A store's items of these ids and their nested items, locked FOR UPDATE when `lock`. */
export async function findItemsToPay(
  tx: Db,
  storeId: number,
  ids: number[],
  lock: boolean,
): Promise<ItemToPay[]> {
  const query = tx
    .select(toPaySelect)
    .from(coi)
    .where(and(eq(coi.storeId, storeId), or(inArray(coi.id, ids), inArray(coi.parentId, ids))));
  return lock ? query.for('update') : query;
}

/** New unit prices of lines (a catalog product re-priced at payment). */
export async function setUnitPrices(tx: Db, prices: { id: number; price: number }[]): Promise<void> {
  for (const p of prices)
    await tx.update(coi).set({ unitPriceCents: p.price, updatedAt: new Date() }).where(eq(coi.id, p.id));
}
