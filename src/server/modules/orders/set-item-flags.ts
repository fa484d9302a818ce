import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi } from '../../db/schema/orders';
import type { StoreCtx } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { getOrderItem, loadOwn } from './get-order-item';
import { ownItem } from './item-rows';

export async function setArchived(db: Db, ctx: StoreCtx, id: number, archived: boolean) {
  const [row] = await db
    .update(coi)
    .set({ isArchived: archived, updatedAt: new Date() })
    .where(and(ownItem(ctx.storeId, id), isNull(coi.parentId)))
    .returning({ id: coi.id });
  if (!row) throw notFound('Order item');
  return getOrderItem(db, ctx.storeId, id);
}

export async function setStoredAtFbp(db: Db, ctx: StoreCtx, id: number, storedAtFbp: boolean) {
  const [row] = await db
    .update(coi)
    .set({ storedAtFbp, updatedAt: new Date() })
    .where(
      and(
        ownItem(ctx.storeId, id),
        isNull(coi.parentId),
        inArray(coi.status, ['IN_PRODUCTION', 'IN_SUBSCRIPTION', 'SHIPPED']),
      ),
    )
    .returning({ id: coi.id });
  if (!row) {
    await loadOwn(db, ctx.storeId, id);
    throw conflict('Only a purchased item can be stored at the Quarry warehouse');
  }
  return getOrderItem(db, ctx.storeId, id);
}
