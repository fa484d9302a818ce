// The store's own sales (sales_orders): recorded by the channels that take orders, read by sales stats,
// milestones and payouts. Canceled orders do not count.
import { and, asc, count, eq, gte, isNull, lt, sql, sum } from 'drizzle-orm';
import type { SalesOrderOrigin } from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { salesOrders } from '../../db/schema/orders';

export type SalesOrderRow = typeof salesOrders.$inferSelect;
const live = (storeId: number) => and(eq(salesOrders.storeId, storeId), isNull(salesOrders.canceledAt));

/** Records one sale of a store (idempotent on the store's order number). */
export async function recordSalesOrder(
  db: Db,
  storeId: number,
  input: { orderNumber: string; origin: SalesOrderOrigin; totalCents: number; placedAt?: Date },
): Promise<SalesOrderRow> {
  const [row] = await db
    .insert(salesOrders)
    .values({ storeId, ...input })
    .onConflictDoUpdate({
      target: [salesOrders.storeId, salesOrders.orderNumber],
      set: { totalCents: input.totalCents },
    })
    .returning();
  return row!;
}

/** Lifetime totals and those since `since`. */
export async function salesTotals(db: Db, storeId: number, since: Date) {
  const [t] = await db
    .select({
      cents: sum(salesOrders.totalCents),
      n: count(),
      recent: sql<string>`coalesce(sum(${salesOrders.totalCents}) filter (where ${salesOrders.placedAt} >= ${since.toISOString()}), 0)`,
    })
    .from(salesOrders)
    .where(live(storeId));
  return { lifetimeCents: Number(t?.cents ?? 0), orderCount: t?.n ?? 0, recentCents: Number(t?.recent ?? 0) };
}

/** Sales by calendar month (UTC) from `from` on: `YYYY-MM` → cents and orders. */
export async function salesByMonth(db: Db, storeId: number, from: Date) {
  const month = sql<string>`to_char(${salesOrders.placedAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ month, cents: sum(salesOrders.totalCents), n: count() })
    .from(salesOrders)
    .where(and(live(storeId), gte(salesOrders.placedAt, from)))
    .groupBy(month);
}

/**
 * Sales of one origin by ISO week (UTC): the week's Monday (YYYY-MM-DD) → cents, the fee at `feePercent`
 * (rounded per order, as each order's line shows it) and orders; newest first.
 */
export async function salesByWeek(db: Db, storeId: number, origin: SalesOrderOrigin, feePercent: number) {
  const week = sql<string>`to_char(date_trunc('week', ${salesOrders.placedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const fee = sql<string>`coalesce(sum(round(${salesOrders.totalCents} * ${feePercent}::numeric / 100)), 0)`;
  return db
    .select({ week, cents: sum(salesOrders.totalCents), fee, n: count() })
    .from(salesOrders)
    .where(and(live(storeId), eq(salesOrders.origin, origin)))
    .groupBy(week)
    .orderBy(sql`1 desc`);
}

/** The store's sales of one origin placed in [from, to). */
export async function salesOrdersBetween(
  db: Db,
  storeId: number,
  origin: SalesOrderOrigin,
  from: Date,
  to: Date,
) {
  return db
    .select()
    .from(salesOrders)
    .where(
      and(
        live(storeId),
        eq(salesOrders.origin, origin),
        gte(salesOrders.placedAt, from),
        lt(salesOrders.placedAt, to),
      ),
    )
    .orderBy(asc(salesOrders.placedAt), asc(salesOrders.id));
}
