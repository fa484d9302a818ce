// GET /web/orders/-/export.csv: the list's orders under the same tab, search, filters and sort, one row per line,
// streamed a page at a time (csv-stringify), at most EXPORT_CAP orders.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { asc, inArray } from 'drizzle-orm';
import type { OrderFilters } from '../../../shared/contract/sales-orders';
import type { Db } from '../../db/client';
import { salesOrderLines, salesOrders } from '../../db/schema/orders';
import { listWhere, orderBy } from './list-sales-orders';

export const EXPORT_CAP = 50_000;
const PAGE = 1000;
const money = (cents: number) => (cents / 100).toFixed(2);

export const EXPORT_COLUMNS = [
  'order_number',
  'placed_at',
  'origin',
  'status',
  'cancellation',
  'fulfilment',
  'customer_name',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'postal_code',
  'country',
  'sku',
  'title',
  'quantity',
  'canceled',
  'fulfilled',
  'unit_price',
  'discount',
  'tax',
  'order_total',
  'shipping_method',
  'tags',
];

async function* exportRows(db: Db, storeId: number, f: OrderFilters & { sort?: string }) {
  for (let page = 0; page * PAGE < EXPORT_CAP; page++) {
    const orders = await db
      .select()
      .from(salesOrders)
      .where(listWhere(storeId, f))
      .orderBy(...orderBy(f.sort))
      .limit(PAGE)
      .offset(page * PAGE);
    if (orders.length === 0) return;
    const lines = await db
      .select()
      .from(salesOrderLines)
      .where(
        inArray(
          salesOrderLines.orderId,
          orders.map((o) => o.id),
        ),
      )
      .orderBy(asc(salesOrderLines.id));
    for (const o of orders) {
      const a = (o.shippingAddress ?? {}) as Record<string, string | null | undefined>;
      for (const l of lines.filter((x) => x.orderId === o.id))
        yield [
          o.orderNumber,
          o.placedAt.toISOString(),
          o.origin,
          o.processingStatus,
          o.cancellationLevel,
          o.fulfillmentLevel,
          o.customerName,
          o.customerEmail ?? '',
          o.customerPhone ?? '',
          a.line1 ?? '',
          a.line2 ?? '',
          a.city ?? '',
          a.state ?? '',
          a.postalCode ?? '',
          a.countryCode ?? '',
          l.sku,
          l.title,
          l.quantity,
          l.canceledQty,
          l.fulfilledQty,
          money(l.unitPriceCents),
          money(l.discountCents),
          money(l.taxCents),
          money(o.totalCents),
          o.shippingMethod,
          o.tags.join(';'),
        ];
    }
    if (orders.length < PAGE) return;
  }
}

/** The CSV as a stream (header first). */
export function exportOrdersCsv(db: Db, storeId: number, f: OrderFilters & { sort?: string }) {
  return Readable.from(exportRows(db, storeId, f)).pipe(stringify({ header: true, columns: EXPORT_COLUMNS }));
}
