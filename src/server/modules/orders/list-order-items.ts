import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { OrderItem } from '../../../shared/contract/cart';
import {
  type ItemStatus,
  ORDER_TAB_STATUSES,
  ORDER_TABS,
  type OrderTab,
} from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi } from '../../db/schema/orders';
import type { StoreCtx } from '../../http/context';
import { selectItems, withChildren } from './item-rows';

export type ItemFilter = { tab?: OrderTab; status?: ItemStatus; archived?: 'true' | 'false' };

function filterOf(storeId: number, f: ItemFilter): SQL {
  const parts: SQL[] = [eq(coi.storeId, storeId), isNull(coi.parentId)];
  if (f.tab) parts.push(inArray(coi.status, [...ORDER_TAB_STATUSES[f.tab]]));
  if (f.status) parts.push(eq(coi.status, f.status));
  if (f.archived) parts.push(eq(coi.isArchived, f.archived === 'true'));
  return and(...parts)!;
}

export async function listOrderItems(
  db: Db,
  ctx: StoreCtx,
  q: ItemFilter & { page: number; size: number; sort?: string },
): Promise<OrderItem[]> {
  const field = q.sort?.replace(/^-/, '') === 'purchasedAt' ? coi.purchasedAt : coi.createdAt;
  const order = q.sort?.startsWith('-') || !q.sort ? desc(field) : asc(field);
  const rows = await selectItems(db, filterOf(ctx.storeId, q))
    .orderBy(order, desc(coi.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return withChildren(db, rows);
}

export async function countOrderItems(db: Db, ctx: StoreCtx, q: ItemFilter) {
  const [c] = await db.select({ n: count() }).from(coi).where(filterOf(ctx.storeId, q));
  return { count: c?.n ?? 0 };
}

export async function tabCounts(db: Db, ctx: StoreCtx): Promise<Record<OrderTab, number>> {
  const rows = await db
    .select({ status: coi.status, n: count() })
    .from(coi)
    .where(and(eq(coi.storeId, ctx.storeId), isNull(coi.parentId), eq(coi.isArchived, false)))
    .groupBy(coi.status);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return Object.fromEntries(
    ORDER_TABS.map((tab) => [tab, ORDER_TAB_STATUSES[tab].reduce((s, st) => s + (byStatus.get(st) ?? 0), 0)]),
  ) as Record<OrderTab, number>;
}

export async function inProductionCount(db: Db, ctx: StoreCtx) {
  return countOrderItems(db, ctx, { status: 'IN_PRODUCTION' });
}

/** These order items (top-level ones) of a store, as the API shows them. */
export async function orderItemsByIds(db: Db, storeId: number, ids: number[]): Promise<OrderItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectItems(
    db,
    and(eq(coi.storeId, storeId), inArray(coi.id, ids), isNull(coi.parentId)),
  ).orderBy(asc(coi.companyId), asc(coi.id));
  return withChildren(db, rows);
}

/** GET /web/stores/me/has-purchased-samples: whether the store ever paid for samples. */
export async function hasPurchasedSamples(db: Db, ctx: StoreCtx) {
  const [row] = await db
    .select({ id: coi.id })
    .from(coi)
    .where(
      and(
        eq(coi.storeId, ctx.storeId),
        eq(coi.orderType, 'SAMPLES'),
        inArray(coi.status, ['IN_PRODUCTION', 'IN_SUBSCRIPTION', 'SHIPPED']),
      ),
    )
    .limit(1);
  return { value: row !== undefined };
}

/** A store's top-level items in one status, by supplier (the cart is IN_SHOPPING_CART). */
export async function listItemsInStatus(db: Db, storeId: number, status: ItemStatus): Promise<OrderItem[]> {
  const rows = await selectItems(
    db,
    and(eq(coi.storeId, storeId), eq(coi.status, status), isNull(coi.parentId)),
  ).orderBy(asc(coi.companyId), asc(coi.id));
  return withChildren(db, rows);
}

/** The ids of a store's top-level items in one status. */
export async function findItemIdsInStatus(db: Db, storeId: number, status: ItemStatus): Promise<number[]> {
  const rows = await db
    .select({ id: coi.id })
    .from(coi)
    .where(and(eq(coi.storeId, storeId), eq(coi.status, status), isNull(coi.parentId)));
  return rows.map((r) => r.id);
}

/** The payment that bought a store's item (null: none, or not the store's). */
export async function findPaymentIdOfItem(db: Db, storeId: number, id: number): Promise<number | null> {
  const [row] = await db
    .select({ paymentId: coi.paymentId })
    .from(coi)
    .where(and(eq(coi.id, id), eq(coi.storeId, storeId)));
  return row?.paymentId ?? null;
}
