// Fixtures for the outbound tests and bench: a warehouse login, stocked SKUs with bins, and orders, written
// through the inventory module's own functions (stock only changes through the ledger).
import type { Db } from '../../../db/client';
import { salesOrderLines, salesOrders } from '../../../db/schema/orders';
import { binByCode, ensureWarehouseBins, putAway } from '../../inventory/bins';
import { ensureSkus, moveStock } from '../../inventory/ledger';

export const TEST_ADDRESS = {
  name: 'Ada Shopper',
  line1: '500 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  countryCode: 'US',
};

/** A SKU of the store with `onHand` units, put away in `bin`. */
export async function stockSku(db: Db, storeId: number, sku: string, onHand: number, bin = 'A-01-1') {
  await ensureWarehouseBins(db);
  return db.transaction(async (tx) => {
    const row = (await ensureSkus(tx, storeId, [{ sku, title: `Product ${sku}`, source: 'MANUAL' }])).get(
      sku,
    )!;
    if (onHand > 0) {
      await moveStock(tx, storeId, [{ skuId: row.id, bucket: 'ON_HAND', delta: onHand }], {
        reason: 'ADJUSTMENT',
        refType: 'MANUAL',
        refId: null,
        actorUserId: null,
      });
      await putAway(tx, storeId, row.id, (await binByCode(tx, bin)).id, onHand);
    }
    return row.id;
  });
}

let n = 0;
/** An OUTSTANDING order of the store with lines. */
export async function createOrder(
  db: Db,
  storeId: number,
  lines: { sku: string; quantity: number }[],
  opts: { email?: string; method?: string; number?: string } = {},
) {
  const [o] = await db
    .insert(salesOrders)
    .values({
      storeId,
      orderNumber: opts.number ?? `OB-${Date.now().toString(36)}-${++n}`,
      origin: 'MANUAL_RETAIL',
      customerName: 'Ada Shopper',
      customerEmail: opts.email ?? 'ada@example.com',
      shippingAddress: TEST_ADDRESS,
      shippingMethod: opts.method ?? 'STANDARD',
      totalCents: 1000,
    })
    .returning();
  await db.insert(salesOrderLines).values(
    lines.map((l) => ({
      orderId: o!.id,
      storeId,
      sku: l.sku,
      title: `Product ${l.sku}`,
      quantity: l.quantity,
      unitPriceCents: 500,
    })),
  );
  return o!;
}
