// The store's SKUs as an order form offers them: code, product title, variant, price and stock marker.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { warehouseProducts, warehouseSkus } from '../../db/schema/inventory';
import { countsOf } from './ledger';

export type SkuOption = {
  sku: string;
  title: string;
  variantTitle: string | null;
  priceCents: number;
  fulfillable: number;
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
  lowStock: boolean;
};

/** Every SKU of the store (a founder keeps dozens, not thousands), by product title then SKU. */
export async function skuOptions(db: Db, storeId: number): Promise<SkuOption[]> {
  const rows = await db
    .select({ sku: warehouseSkus, title: warehouseProducts.title })
    .from(warehouseSkus)
    .innerJoin(warehouseProducts, eq(warehouseProducts.id, warehouseSkus.productId))
    .where(eq(warehouseSkus.storeId, storeId))
    .orderBy(asc(warehouseProducts.title), asc(warehouseSkus.sku))
    .limit(2000);
  return rows.map((r) => {
    const c = countsOf(r.sku);
    return {
      sku: r.sku.sku,
      title: r.title,
      variantTitle: r.sku.variantTitle,
      priceCents: r.sku.priceCents,
      fulfillable: c.fulfillable,
      stockStatus: c.stockStatus,
      lowStock: c.lowStock,
    };
  });
}

/** Code → title and variant of the store's SKUs among `codes` (an order line copies them). */
export async function skuTitles(db: Db, storeId: number, codes: string[]) {
  if (codes.length === 0) return new Map<string, { title: string; variantTitle: string | null }>();
  const all = await skuOptions(db, storeId);
  const wanted = new Set(codes);
  return new Map(
    all
      .filter((s) => wanted.has(s.sku))
      .map((s) => [s.sku, { title: s.title, variantTitle: s.variantTitle }]),
  );
}
