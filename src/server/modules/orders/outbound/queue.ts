// The warehouse's outbound queue (decision 045): every store's orders still to ship, expedited methods first,
// then the oldest. The warehouse works across stores; each row names its store.
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type {
  OutboundQueueQuery,
  OutboundQueueRow,
  OutboundStore,
} from '../../../../shared/contract/warehouse-outbound';
import { OUTBOUND_QUEUE_STATUSES } from '../../../../shared/contract/warehouse-outbound';
import { EXPEDITED_METHODS, isExpedited } from '../../../../shared/rules/outbound';
import type { Db } from '../../../db/client';
import { salesOrderLines, salesOrders } from '../../../db/schema/orders';
import { storeDisplay } from '../../stores/store-display';

const o = salesOrders;
const expedited = sql<boolean>`(upper(${o.shippingMethod}) in (${sql.join(
  EXPEDITED_METHODS.map((m) => sql`${m}`),
  sql`, `,
)}))`;

function where(q: Pick<OutboundQueueQuery, 'status' | 'storeId' | 'q'>): SQL {
  const parts: SQL[] = [
    q.status ? eq(o.processingStatus, q.status) : inArray(o.processingStatus, [...OUTBOUND_QUEUE_STATUSES]),
    sql`${o.cancellationLevel} <> 'CANCELED'`,
  ];
  if (!q.status) parts.push(inArray(o.processingStatus, ['OUTSTANDING', 'PROCESSING']));
  if (q.storeId) parts.push(eq(o.storeId, q.storeId));
  if (q.q) parts.push(or(ilike(o.orderNumber, `%${q.q}%`), ilike(o.customerName, `%${q.q}%`))!);
  return and(...parts)!;
}

/** The queue page; without a status it holds OUTSTANDING and PROCESSING orders (held ones by filter). */
export async function listOutboundQueue(db: Db, q: OutboundQueueQuery): Promise<OutboundQueueRow[]> {
  const order =
    q.sort === '-priority' ? [asc(expedited), desc(o.placedAt)] : [desc(expedited), asc(o.placedAt)];
  const rows = await db
    .select({
      id: o.id,
      orderNumber: o.orderNumber,
      storeId: o.storeId,
      storeName: storeDisplay.title,
      processingStatus: o.processingStatus,
      holdReason: o.holdReason,
      shippingMethod: o.shippingMethod,
      placedAt: o.placedAt,
      customerName: o.customerName,
      countryCode: sql<string | null>`${o.shippingAddress}->>'countryCode'`,
      lineCount: sql<number>`(select count(*)::int from ${salesOrderLines} l where l.order_id = ${o.id})`,
      openUnits: sql<number>`(select coalesce(sum(l.quantity - l.canceled_qty - l.fulfilled_qty), 0)::int from ${salesOrderLines} l where l.order_id = ${o.id})`,
      allocatedUnits: sql<number>`(select coalesce(sum(l.allocated_qty), 0)::int from ${salesOrderLines} l where l.order_id = ${o.id})`,
    })
    .from(o)
    .innerJoin(storeDisplay, eq(storeDisplay.id, o.storeId))
    .where(where(q))
    .orderBy(...order, asc(o.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const now = Date.now();
  return rows.map((r) => ({
    ...r,
    isExpedited: isExpedited(r.shippingMethod),
    placedAt: r.placedAt.toISOString(),
    ageHours: Math.max(0, Math.floor((now - r.placedAt.getTime()) / 3_600_000)),
  }));
}

export async function countOutboundQueue(db: Db, q: Pick<OutboundQueueQuery, 'status' | 'storeId' | 'q'>) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(o).where(where(q));
  return { count: row?.count ?? 0 };
}

/** Stores with orders in the queue, for the filter. */
export async function listOutboundStores(db: Db): Promise<OutboundStore[]> {
  return db
    .select({ id: o.storeId, name: storeDisplay.title, openOrders: sql<number>`count(*)::int` })
    .from(o)
    .innerJoin(storeDisplay, eq(storeDisplay.id, o.storeId))
    .where(where({}))
    .groupBy(o.storeId, storeDisplay.title)
    .orderBy(storeDisplay.title);
}
