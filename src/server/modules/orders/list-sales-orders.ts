// The founder's order list (decision 043): one filter builder shared by the list, its count, the tab counts and
// the CSV export, so the four always agree. Tabs and filters are plain column conditions on the stored levels
// and status (indexed by store, cancellation level, status, placed at); SKU filters and searches are EXISTS
// over the lines' (store, sku) index. Counts without a search or SKU filter add up sales_order_counts (kept equal
// to the orders by triggers) under the same tab conditions.
import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  OrderFilters,
  OrdersListQuery,
  OrderTabCounts,
  SalesOrderSummary,
} from '../../../shared/contract/sales-orders';
import { ORDER_TABS, type OrderTab } from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import { salesOrderCounts, salesOrderLines, salesOrders } from '../../db/schema/orders';

const o = salesOrders;
const c = salesOrderCounts;
type LevelColumns = Pick<typeof o, 'cancellationLevel' | 'processingStatus'> | typeof c;

/** The condition of a tab (RETURNS is empty until returns are built), on the orders or on their counts. */
export function tabCondition(tab: OrderTab, t: LevelColumns = o): SQL | undefined {
  const notCanceled = sql`${t.cancellationLevel} <> 'CANCELED'`;
  switch (tab) {
    case 'ALL':
      return undefined;
    case 'CANCELED':
      return eq(t.cancellationLevel, 'CANCELED');
    case 'FULFILLED':
      return and(notCanceled, eq(t.processingStatus, 'FINISHED'));
    case 'RETURNS':
      return sql`false`;
    default:
      return and(notCanceled, eq(t.processingStatus, tab));
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);
const nextDay = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

/** The store's orders matching every filter but the tab. */
export function filterConditions(storeId: number, f: Omit<OrderFilters, 'tab'>): SQL[] {
  const where: SQL[] = [eq(o.storeId, storeId)];
  if (f.origin) where.push(eq(o.origin, f.origin));
  if (f.status) where.push(eq(o.processingStatus, f.status));
  if (f.from) where.push(gte(o.placedAt, dayStart(f.from)));
  if (f.to) where.push(lt(o.placedAt, nextDay(f.to)));
  if (f.country) where.push(sql`${o.shippingAddress}->>'countryCode' = ${f.country}`);
  if (f.sku)
    where.push(
      sql`exists (select 1 from ${salesOrderLines} l where l.order_id = ${o.id} and l.store_id = ${storeId} and l.sku = ${f.sku.toUpperCase()})`,
    );
  const q = searchOf(f);
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(
      or(
        ilike(o.orderNumber, like),
        ilike(o.customerName, like),
        ilike(o.customerEmail, like),
        sql`exists (select 1 from ${salesOrderLines} l where l.order_id = ${o.id} and l.store_id = ${storeId} and l.sku = ${q.toUpperCase()})`,
      )!,
    );
  }
  return where;
}

const searchOf = (f: Pick<OrderFilters, 'search'>) => f.search?.replace(/^#/, '').trim();

/**
 * The same filters on sales_order_counts, or undefined when they need the orders themselves (a search or a
 * SKU). Days are UTC, as dayStart/nextDay read them.
 */
function countsConditions(storeId: number, f: Omit<OrderFilters, 'tab'>): SQL[] | undefined {
  if (f.sku || searchOf(f)) return undefined;
  const where: SQL[] = [eq(c.storeId, storeId)];
  if (f.origin) where.push(eq(c.origin, f.origin));
  if (f.status) where.push(eq(c.processingStatus, f.status));
  if (f.from) where.push(gte(c.day, f.from));
  if (f.to) where.push(lte(c.day, f.to));
  if (f.country) where.push(eq(c.country, f.country));
  return where;
}

export const listWhere = (storeId: number, f: OrderFilters) =>
  and(...filterConditions(storeId, f), tabCondition(f.tab));

const SORTS = {
  placedAt: [o.placedAt, o.id],
  orderNumber: [o.numberSeq, o.orderNumber],
  total: [o.totalCents, o.id],
  customer: [sql`lower(${o.customerName})`, o.id],
} as const;

export function orderBy(sort: string | undefined) {
  const s = sort ?? '-placedAt';
  const dir = s.startsWith('-') ? desc : asc;
  const cols = SORTS[s.replace(/^-/, '') as keyof typeof SORTS] ?? SORTS.placedAt;
  return cols.map((c) => dir(c));
}

export const summaryColumns = {
  id: o.id,
  orderNumber: o.orderNumber,
  origin: o.origin,
  customerName: o.customerName,
  customerEmail: o.customerEmail,
  countryCode: sql<string | null>`${o.shippingAddress}->>'countryCode'`,
  processingStatus: o.processingStatus,
  holdReason: o.holdReason,
  cancellationLevel: o.cancellationLevel,
  fulfillmentLevel: o.fulfillmentLevel,
  // Qualified by hand: drizzle renders a select field's column bare ("id"), which inside this subquery would be
  // the line's own id.
  units: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${salesOrderLines} l where l.order_id = "sales_orders"."id")`,
  totalCents: o.totalCents,
  currency: o.currency,
  tags: o.tags,
  placedAt: o.placedAt,
};

export type SummaryRow = Omit<SalesOrderSummary, 'placedAt'> & { placedAt: Date };
export const toSummary = (r: SummaryRow): SalesOrderSummary => ({
  ...r,
  units: Number(r.units),
  placedAt: r.placedAt.toISOString(),
});

/** A page of the store's orders under the tab, search and filters. */
export async function listSalesOrders(db: Db, storeId: number, q: OrdersListQuery) {
  const rows = await db
    .select(summaryColumns)
    .from(o)
    .where(listWhere(storeId, q))
    .orderBy(...orderBy(q.sort))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toSummary);
}

export async function countSalesOrders(db: Db, storeId: number, f: OrderFilters) {
  const fromCounts = countsConditions(storeId, f);
  if (fromCounts) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${c.n}), 0)::int` })
      .from(c)
      .where(and(...fromCounts, tabCondition(f.tab, c)));
    return { count: Number(row?.n ?? 0) };
  }
  const [row] = await db.select({ n: count() }).from(o).where(listWhere(storeId, f));
  return { count: row?.n ?? 0 };
}

/** Every tab's count under the same search and filters, in one statement. */
export async function orderTabCounts(
  db: Db,
  storeId: number,
  f: Omit<OrderFilters, 'tab'>,
): Promise<OrderTabCounts> {
  const tabs = ORDER_TABS.filter((t) => t !== 'RETURNS' && t !== 'ALL');
  const fromCounts = countsConditions(storeId, f);
  const [row] = fromCounts
    ? await db
        .select({
          ALL: sql<number>`coalesce(sum(${c.n}), 0)::int`,
          ...Object.fromEntries(
            tabs.map((t) => [
              t,
              sql<number>`coalesce(sum(${c.n}) filter (where ${tabCondition(t, c)}), 0)::int`,
            ]),
          ),
        })
        .from(c)
        .where(and(...fromCounts))
    : await db
        .select({
          ALL: count(),
          ...Object.fromEntries(
            tabs.map((t) => [t, sql<number>`count(*) filter (where ${tabCondition(t)})::int`]),
          ),
        })
        .from(o)
        .where(and(...filterConditions(storeId, f)));
  const counts = Object.fromEntries(
    ORDER_TABS.map((t) => [t, Number((row as Record<string, unknown>)?.[t] ?? 0)]),
  );
  return { ...(counts as OrderTabCounts), RETURNS: 0 };
}
