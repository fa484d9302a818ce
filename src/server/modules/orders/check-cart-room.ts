import { and, count, eq, isNull } from 'drizzle-orm';
import { MAX_CART_ITEMS } from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi } from '../../db/schema/orders';
import { refused } from '../../http/errors';

/** Refuses one more line in a full cart. */
export async function checkCartRoom(tx: Db, storeId: number) {
  const [c] = await tx
    .select({ n: count() })
    .from(coi)
    .where(and(eq(coi.storeId, storeId), eq(coi.status, 'IN_SHOPPING_CART'), isNull(coi.parentId)));
  if ((c?.n ?? 0) >= MAX_CART_ITEMS)
    throw refused(`A cart holds up to ${MAX_CART_ITEMS} items; check out or remove some first`);
}
