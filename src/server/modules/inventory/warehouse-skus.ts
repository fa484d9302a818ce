// The warehouse console's stock (issue 23, decision 046): every store's SKUs by SKU code with their counts and
// bins, one SKU, and the cycle count. The warehouse works across stores; each SKU names its store. Stock
// moves only through ledger.ts.
import {
  and,
  asc,
  count,
  eq,
  exists,
  getTableColumns,
  gt,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AdjustSkuBody, WarehouseSku, WarehouseSkuListQuery } from '../../../shared/contract/inventory';
import type { Db } from '../../db/client';
import { skuBins, warehouseBins, warehouseProducts, warehouseSkus } from '../../db/schema/inventory';
import { conflict, notFound } from '../../http/errors';
import { storeDisplay } from '../stores/store-display';
import { storeTitles } from '../stores/store-rows';
import { binsOf } from './bins';
import { moveStock, type SkuRow } from './ledger';
import { likePattern, skuView } from './products';

type Row = SkuRow & { title: string };

/** A SKU whose code, product title, store name or (stocked) bin code holds `q`, case-insensitively. */
function searchOf(db: Db, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(warehouseSkus.sku, pattern),
    ilike(warehouseProducts.title, pattern),
    inArray(
      warehouseSkus.storeId,
      db.select({ id: storeDisplay.id }).from(storeDisplay).where(ilike(storeDisplay.title, pattern)),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(skuBins)
        .innerJoin(warehouseBins, eq(warehouseBins.id, skuBins.binId))
        .where(
          and(
            eq(skuBins.skuId, warehouseSkus.id),
            gt(skuBins.quantity, 0),
            ilike(warehouseBins.code, pattern),
          ),
        ),
    ),
  );
}

const skuRows = (db: Db) =>
  db
    .select({ ...getTableColumns(warehouseSkus), title: warehouseProducts.title })
    .from(warehouseSkus)
    .innerJoin(warehouseProducts, eq(warehouseProducts.id, warehouseSkus.productId));

/** SKU rows as the console shows them: counts, bins with their units, the store's name. */
async function warehouseSkuViews(db: Db, rows: Row[]): Promise<WarehouseSku[]> {
  const bins = await binsOf(
    db,
    rows.map((r) => r.id),
  );
  const names = await storeTitles(
    db,
    rows.map((r) => r.storeId),
  );
  return rows.map((r) => ({
    ...skuView(
      r,
      bins.filter((b) => b.skuId === r.id).map(({ code, quantity }) => ({ code, quantity })),
    ),
    storeId: r.storeId,
    storeName: names.get(r.storeId) ?? 'Store',
    title: r.title,
  }));
}

/** GET /warehouse/skus: a page of every store's SKUs matching the search, by SKU code then id. */
export async function listWarehouseSkus(db: Db, q: WarehouseSkuListQuery): Promise<WarehouseSku[]> {
  const rows = await skuRows(db)
    .where(searchOf(db, q.q))
    .orderBy(asc(warehouseSkus.sku), asc(warehouseSkus.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return warehouseSkuViews(db, rows);
}

/** GET /warehouse/skus/action/count: how many SKUs match the search. */
export async function countWarehouseSkus(db: Db, q: Pick<WarehouseSkuListQuery, 'q'>) {
  const [row] = await db
    .select({ n: count() })
    .from(warehouseSkus)
    .innerJoin(warehouseProducts, eq(warehouseProducts.id, warehouseSkus.productId))
    .where(searchOf(db, q.q));
  return { count: row?.n ?? 0 };
}

/** A SKU of any store for the warehouse console, with its store's name; 404 when there is none. */
export async function warehouseSku(db: Db, skuId: number): Promise<WarehouseSku> {
  const rows = await skuRows(db).where(eq(warehouseSkus.id, skuId));
  if (rows.length === 0) throw notFound('SKU');
  return (await warehouseSkuViews(db, rows))[0]!;
}

/**
 * POST /warehouse/skus/{id}/adjust: a cycle count sets ON_HAND (or DAMAGED) to what is on the shelf, as one
 * ADJUSTMENT movement with the staff member and the note. On hand never goes under committed (409).
 */
export async function adjustSku(
  db: Db,
  skuId: number,
  body: ReturnType<typeof AdjustSkuBody.parse>,
  actorUserId: number,
): Promise<WarehouseSku> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(warehouseSkus).where(eq(warehouseSkus.id, skuId)).for('update');
    if (!row) throw notFound('SKU');
    const current = body.bucket === 'ON_HAND' ? row.onHand : row.damaged;
    if (body.bucket === 'ON_HAND' && body.counted < row.committed)
      throw conflict(`${row.committed} units are committed to orders; on hand cannot go below that`);
    await moveStock(tx, row.storeId, [{ skuId, bucket: body.bucket, delta: body.counted - current }], {
      reason: 'ADJUSTMENT',
      refType: 'MANUAL',
      refId: null,
      actorUserId,
      note: body.note,
    });
  });
  return warehouseSku(db, skuId);
}
