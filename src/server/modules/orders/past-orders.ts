import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { OrderItem } from '../../../shared/contract/cart';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi } from '../../db/schema/orders';
import { selectItems, withChildren } from './item-rows';

/** GET /web/stores/me/past-orders: what the store bought (paid order items), newest purchase first. */
export async function listPastOrders(
  db: Db,
  storeId: number,
  q: { page: number; size: number },
): Promise<OrderItem[]> {
  const rows = await selectItems(
    db,
    and(eq(coi.storeId, storeId), isNull(coi.parentId), isNotNull(coi.purchasedAt)),
  )
    .orderBy(desc(coi.purchasedAt), desc(coi.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return withChildren(db, rows);
}
