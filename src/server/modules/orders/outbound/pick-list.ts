// A pick list (decision 045): one walk through the bins, lowest bin code first, for the allocated units of one
// or several orders; each row says which orders the units are for. Units with no bin recorded come last.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PickList } from '../../../../shared/contract/warehouse-outbound';
import { variantLabel } from '../../../../shared/rules/fulfillment';
import type { Db } from '../../../db/client';
import { salesOrderLines, salesOrders } from '../../../db/schema/orders';
import { notFound } from '../../../http/errors';
import { binsOf } from '../../inventory/bins';
import { findSkusByCode } from '../../inventory/ledger';
import { storeDisplay } from '../../stores/store-display';

export async function buildPickList(db: Db, orderIds: number[]): Promise<PickList> {
  const orders = await db
    .select({
      id: salesOrders.id,
      orderNumber: salesOrders.orderNumber,
      storeId: salesOrders.storeId,
      storeName: storeDisplay.title,
    })
    .from(salesOrders)
    .innerJoin(storeDisplay, eq(storeDisplay.id, salesOrders.storeId))
    .where(inArray(salesOrders.id, orderIds))
    .orderBy(asc(salesOrders.placedAt), asc(salesOrders.id));
  if (orders.length !== orderIds.length) throw notFound('Order');
  const lines = await db
    .select()
    .from(salesOrderLines)
    .where(and(inArray(salesOrderLines.orderId, orderIds), sql`${salesOrderLines.allocatedQty} > 0`))
    .orderBy(asc(salesOrderLines.id));
  type Pick = PickList['picks'][number];
  const picks = new Map<string, Pick>();
  const add = (bin: string | null, line: (typeof lines)[number], orderNumber: string, qty: number) => {
    const key = `${bin ?? '~'}|${line.storeId}|${line.sku}`;
    const p = picks.get(key) ?? {
      bin,
      sku: line.sku,
      title: line.title,
      variant: variantLabel(line.variantTitle),
      quantity: 0,
      orders: [],
    };
    p.quantity += qty;
    const o = p.orders.find((x) => x.orderNumber === orderNumber);
    if (o) o.quantity += qty;
    else p.orders.push({ orderNumber, quantity: qty });
    picks.set(key, p);
  };
  const units = new Map<number, number>();
  for (const storeId of new Set(orders.map((o) => o.storeId))) {
    const storeLines = lines.filter((l) => l.storeId === storeId);
    const skus = await findSkusByCode(
      db,
      storeId,
      storeLines.map((l) => l.sku),
    );
    const bins = await binsOf(
      db,
      [...skus.values()].map((s) => s.id),
    );
    // Bins are consumed line by line in order so two orders of one SKU do not both claim the same units.
    const left = new Map(bins.map((b) => [`${b.skuId}|${b.code}`, b.quantity]));
    for (const line of storeLines) {
      const order = orders.find((o) => o.id === line.orderId)!;
      units.set(order.id, (units.get(order.id) ?? 0) + line.allocatedQty);
      let need = line.allocatedQty;
      const sku = skus.get(line.sku);
      for (const b of sku ? bins.filter((x) => x.skuId === sku.id) : []) {
        if (need === 0) break;
        const k = `${b.skuId}|${b.code}`;
        const take = Math.min(need, left.get(k) ?? 0);
        if (take === 0) continue;
        left.set(k, left.get(k)! - take);
        need -= take;
        add(b.code, line, order.orderNumber, take);
      }
      if (need > 0) add(null, line, order.orderNumber, need);
    }
  }
  return {
    orders: orders.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      storeName: o.storeName,
      units: units.get(o.id) ?? 0,
    })),
    picks: [...picks.values()].sort(
      (a, b) => (a.bin ?? '~').localeCompare(b.bin ?? '~') || a.sku.localeCompare(b.sku),
    ),
    generatedAt: new Date().toISOString(),
  };
}
