import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OrderItem, OrderItemDetail } from '../../../shared/contract/cart';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi, creatorOrderItemHistory } from '../../db/schema/orders';
import { notFound } from '../../http/errors';
import { ownItem, type RawItemRow, selectItems, withChildren } from './item-rows';

/** A store's own top-level order item, or a 404. */
export async function loadOwn(db: Db, storeId: number, id: number): Promise<RawItemRow> {
  const [row] = await selectItems(db, and(ownItem(storeId, id), isNull(coi.parentId)));
  if (!row) throw notFound('Order item');
  return row;
}

export async function getOrderItem(db: Db, storeId: number, id: number): Promise<OrderItem> {
  const [item] = await withChildren(db, [await loadOwn(db, storeId, id)]);
  return item!;
}

export async function getOrderItemDetail(db: Db, storeId: number, id: number): Promise<OrderItemDetail> {
  const item = await getOrderItem(db, storeId, id);
  const history = await db
    .select()
    .from(creatorOrderItemHistory)
    .where(eq(creatorOrderItemHistory.orderItemId, id))
    .orderBy(asc(creatorOrderItemHistory.at), asc(creatorOrderItemHistory.id));
  return {
    ...item,
    history: history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      note: h.note,
      at: h.at.toISOString(),
    })),
  };
}
