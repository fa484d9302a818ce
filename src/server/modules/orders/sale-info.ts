// The order list's header figures and its origins (decision 043): orders and sales placed today (UTC), in the
// last 7 and 30 days — canceled orders left out, as sales stats do — and the orders waiting now.
import { and, count, eq, sql } from 'drizzle-orm';
import type { SaleInfo } from '../../../shared/contract/sales-orders';
import { ORDER_ORIGIN_LABELS } from '../../../shared/rules/fulfillment';
import { SALES_ORDER_ORIGINS } from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { salesOrders } from '../../db/schema/orders';
import { tabCondition } from './list-sales-orders';

const o = salesOrders;
const DAY_MS = 86_400_000;

export async function saleInfo(db: Db, storeId: number, now = new Date()): Promise<SaleInfo> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const d7 = new Date(now.getTime() - 7 * DAY_MS);
  const d30 = new Date(now.getTime() - 30 * DAY_MS);
  const live = sql`${o.cancellationLevel} <> 'CANCELED'`;
  const since = (d: Date) => sql`${live} and ${o.placedAt} >= ${d.toISOString()}`;
  const [r] = await db
    .select({
      currency: sql<string>`coalesce(max(${o.currency}), 'USD')`,
      todayN: sql<number>`count(*) filter (where ${since(today)})::int`,
      todayC: sql<string>`coalesce(sum(${o.totalCents}) filter (where ${since(today)}), 0)`,
      d7N: sql<number>`count(*) filter (where ${since(d7)})::int`,
      d7C: sql<string>`coalesce(sum(${o.totalCents}) filter (where ${since(d7)}), 0)`,
      d30N: sql<number>`count(*) filter (where ${since(d30)})::int`,
      d30C: sql<string>`coalesce(sum(${o.totalCents}) filter (where ${since(d30)}), 0)`,
      outstanding: sql<number>`count(*) filter (where ${tabCondition('OUTSTANDING')})::int`,
      processing: sql<number>`count(*) filter (where ${tabCondition('PROCESSING')})::int`,
      onHold: sql<number>`count(*) filter (where ${tabCondition('ON_HOLD')})::int`,
    })
    .from(o)
    .where(eq(o.storeId, storeId));
  return {
    currency: r?.currency ?? 'USD',
    today: { orders: Number(r?.todayN ?? 0), salesCents: Number(r?.todayC ?? 0) },
    last7Days: { orders: Number(r?.d7N ?? 0), salesCents: Number(r?.d7C ?? 0) },
    last30Days: { orders: Number(r?.d30N ?? 0), salesCents: Number(r?.d30C ?? 0) },
    outstanding: Number(r?.outstanding ?? 0),
    processing: Number(r?.processing ?? 0),
    onHold: Number(r?.onHold ?? 0),
  };
}

/** Every origin with its label and how many of the store's orders came from it (zero included). */
export async function orderOrigins(db: Db, storeId: number) {
  const rows = await db
    .select({ origin: o.origin, n: count() })
    .from(o)
    .where(and(eq(o.storeId, storeId)))
    .groupBy(o.origin);
  const byOrigin = new Map(rows.map((r) => [r.origin, r.n]));
  return SALES_ORDER_ORIGINS.map((origin) => ({
    origin,
    label: ORDER_ORIGIN_LABELS[origin],
    count: byOrigin.get(origin) ?? 0,
  }));
}
