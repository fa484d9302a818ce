// Storage bins (decision 040): where a SKU's on-hand units sit in the North Carolina warehouse. Bin moves do
// not change a SKU's buckets (put-away places units a receiving already counted; picking takes units a
// shipment then ships), so they are not ledger movements; the receiving and the shipment are the record.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { skuBins, warehouseBins, warehouseSkus } from '../../db/schema/inventory';
import { conflict, invalid } from '../../http/errors';

/** Bin codes: aisle letter, rack, shelf — A-01-1. */
export const BIN_CODE = /^[A-Z]-\d{2}-\d$/;

/** Creates the warehouse's bins when missing (aisles A–F, racks 01–12, shelves 1–4). Idempotent. */
export async function ensureWarehouseBins(db: Db) {
  const codes: string[] = [];
  for (const aisle of 'ABCDEF')
    for (let rack = 1; rack <= 12; rack++)
      for (let shelf = 1; shelf <= 4; shelf++)
        codes.push(`${aisle}-${String(rack).padStart(2, '0')}-${shelf}`);
  await db
    .insert(warehouseBins)
    .values(codes.map((code) => ({ code })))
    .onConflictDoNothing();
}

/** The bin of a code, or a 400 naming it. */
export async function binByCode(tx: Db, code: string) {
  if (!BIN_CODE.test(code))
    throw invalid(`Bin ${code} is not a bin code like A-01-1`, [{ path: 'bin', message: 'Unknown bin' }]);
  const [bin] = await tx.select().from(warehouseBins).where(eq(warehouseBins.code, code));
  if (!bin) throw invalid(`There is no bin ${code}`, [{ path: 'bin', message: 'Unknown bin' }]);
  return bin;
}

/** Places `quantity` units of a store's SKU in a bin. */
export async function putAway(tx: Db, storeId: number, skuId: number, binId: number, quantity: number) {
  if (quantity <= 0) return;
  const [own] = await tx
    .select({ id: warehouseSkus.id })
    .from(warehouseSkus)
    .where(and(eq(warehouseSkus.id, skuId), eq(warehouseSkus.storeId, storeId)));
  if (!own) throw conflict('That SKU is not in this store');
  await tx
    .insert(skuBins)
    .values({ skuId, binId, quantity })
    .onConflictDoUpdate({
      target: [skuBins.skuId, skuBins.binId],
      set: { quantity: sql`${skuBins.quantity} + ${quantity}` },
    });
}

/**
 * Takes `quantity` units of a SKU out of its bins, lowest bin code first (the pick path), in one statement.
 * Units not found in any bin are taken anyway (a SKU stocked before bins were recorded); answers the bins
 * and units picked.
 */
export async function pickFromBins(
  tx: Db,
  skuId: number,
  quantity: number,
): Promise<{ code: string; quantity: number }[]> {
  if (quantity <= 0) return [];
  return rowsOf<{ code: string; quantity: number }>(
    await tx.execute(sql`
      with locked as (
        select sb.bin_id, b.code, sb.quantity
          from ${skuBins} sb join ${warehouseBins} b on b.id = sb.bin_id
         where sb.sku_id = ${skuId} and sb.quantity > 0
         for update of sb),
      ordered as (
        select bin_id, code, quantity,
               coalesce(sum(quantity) over (order by code rows between unbounded preceding and 1 preceding), 0) as before
          from locked),
      take as (
        select bin_id, code, least(quantity, ${quantity} - before)::int as n from ordered where before < ${quantity}),
      upd as (
        update ${skuBins} sb set quantity = sb.quantity - take.n from take
         where sb.sku_id = ${skuId} and sb.bin_id = take.bin_id returning sb.bin_id)
      select code, n as quantity from take order by code`),
  );
}

/** The bins of SKUs with their units, for pick lists and the inventory page. */
export async function binsOf(tx: Db, skuIds: number[]) {
  if (skuIds.length === 0) return [];
  return tx
    .select({ skuId: skuBins.skuId, code: warehouseBins.code, quantity: skuBins.quantity })
    .from(skuBins)
    .innerJoin(warehouseBins, eq(warehouseBins.id, skuBins.binId))
    .where(and(inArray(skuBins.skuId, skuIds), sql`${skuBins.quantity} > 0`))
    .orderBy(asc(warehouseBins.code));
}

/** Bin codes by id. */
export async function binCodes(tx: Db, binIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(binIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(warehouseBins).where(inArray(warehouseBins.id, ids));
  return new Map(rows.map((r) => [r.id, r.code]));
}
