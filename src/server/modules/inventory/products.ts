// The founder's products and SKUs at the partner warehouse (issue 23, /inventory): the list with counts,
// markers and bins, one SKU with its ledger, products created by hand or from a supplier's catalog product,
// a SKU's settings. The warehouse console's side is warehouse-skus.ts. Stock moves only through ledger.ts.
import { and, asc, count, countDistinct, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type {
  CreateInventoryProductBody,
  InventoryListQuery,
  InventoryMovement,
  InventoryProduct,
  InventorySku,
  InventorySkuDetail,
  InventorySkuQuery,
  UpdateInventorySkuBody,
} from '../../../shared/contract/inventory';
import { parseColorOptions } from '../../../shared/rules/color-options';
import { variantLabel } from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import { warehouseProducts, warehouseSkus } from '../../db/schema/inventory';
import { conflict, invalid, notFound } from '../../http/errors';
import { actorLabels } from '../auth/user-contacts';
import { findDisplayFacts, findItemsForPricing } from '../catalog/items-for-orders';
import { binsOf } from './bins';
import { countsOf, findSku, findSkusByCode, ledgerOf, type SkuRow } from './ledger';

type ListQuery = ReturnType<typeof InventoryListQuery.parse>;
type ProductRow = typeof warehouseProducts.$inferSelect;

const fulfillable = sql`(${warehouseSkus.onHand} - ${warehouseSkus.committed})`;

/** An ILIKE pattern matching `q` anywhere, its wildcards taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(storeId: number, q: ListQuery): SQL {
  const parts: (SQL | undefined)[] = [eq(warehouseProducts.storeId, storeId)];
  if (q.q)
    parts.push(
      or(ilike(warehouseProducts.title, likePattern(q.q)), ilike(warehouseSkus.sku, likePattern(q.q))),
    );
  if (q.filter === 'IN_STOCK') parts.push(sql`${fulfillable} > 0`);
  if (q.filter === 'OUT_OF_STOCK') parts.push(sql`${fulfillable} <= 0`);
  if (q.filter === 'LOW_STOCK')
    parts.push(sql`${fulfillable} > 0 and ${fulfillable} <= ${warehouseSkus.lowStockThreshold}`);
  return and(...parts)!;
}

export function skuView(r: SkuRow, bins: { code: string; quantity: number }[]): InventorySku {
  return {
    ...countsOf(r),
    id: r.id,
    productId: r.productId,
    variantTitle: r.variantTitle,
    variantLabel: variantLabel(r.variantTitle),
    barcode: r.barcode,
    priceCents: r.priceCents,
    weightOz: r.weightOz,
    lengthTenthsIn: r.lengthTenthsIn,
    widthTenthsIn: r.widthTenthsIn,
    heightTenthsIn: r.heightTenthsIn,
    lowStockThreshold: r.lowStockThreshold,
    bins,
  };
}

const productHead = (p: ProductRow) => ({
  id: p.id,
  title: p.title,
  imageUrl: p.imageUrl,
  source: p.source,
  catalogItemId: p.catalogItemId,
});

async function productsWithSkus(db: Db, products: ProductRow[]): Promise<InventoryProduct[]> {
  if (products.length === 0) return [];
  const skus = await db
    .select()
    .from(warehouseSkus)
    .where(
      inArray(
        warehouseSkus.productId,
        products.map((p) => p.id),
      ),
    )
    .orderBy(asc(warehouseSkus.id));
  const bins = await binsOf(
    db,
    skus.map((s) => s.id),
  );
  return products.map((p) => ({
    ...productHead(p),
    skus: skus
      .filter((s) => s.productId === p.id)
      .map((s) =>
        skuView(
          s,
          bins.filter((b) => b.skuId === s.id).map(({ code, quantity }) => ({ code, quantity })),
        ),
      ),
  }));
}

/** GET /web/inventory: products with a SKU matching the search and filter, by title, paged. */
export async function listInventory(db: Db, storeId: number, q: ListQuery) {
  const where = filterOf(storeId, q);
  const page = await db
    .select({ id: warehouseProducts.id })
    .from(warehouseProducts)
    .innerJoin(warehouseSkus, eq(warehouseSkus.productId, warehouseProducts.id))
    .where(where)
    .groupBy(warehouseProducts.id, warehouseProducts.title)
    .orderBy(asc(warehouseProducts.title), asc(warehouseProducts.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db
    .select({ n: countDistinct(warehouseProducts.id) })
    .from(warehouseProducts)
    .innerJoin(warehouseSkus, eq(warehouseSkus.productId, warehouseProducts.id))
    .where(where);
  const ids = page.map((p) => p.id);
  const rows =
    ids.length === 0
      ? []
      : await db.select().from(warehouseProducts).where(inArray(warehouseProducts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    products: await productsWithSkus(
      db,
      ids.map((id) => byId.get(id)!),
    ),
    total: Number(total?.n ?? 0),
  };
}

/** Ledger rows as a founder reads them: actor names, newest first. */
export async function movementsView(
  db: Db,
  rows: Awaited<ReturnType<typeof ledgerOf>>,
): Promise<InventoryMovement[]> {
  const labels = await actorLabels(
    db,
    rows.flatMap((r) => (r.actorUserId == null ? [] : [r.actorUserId])),
  );
  return rows.map((r) => ({
    id: r.id,
    bucket: r.bucket,
    delta: r.delta,
    reason: r.reason,
    refType: r.refType,
    refId: r.refId,
    actor: r.actorUserId == null ? 'Quarry' : (labels.get(r.actorUserId) ?? 'Quarry'),
    note: r.note,
    at: r.at.toISOString(),
  }));
}

/** GET /web/inventory/skus/{id}: one SKU of the store with its bins and a page of its ledger. */
export async function getInventorySku(
  db: Db,
  storeId: number,
  skuId: number,
  q: ReturnType<typeof InventorySkuQuery.parse>,
): Promise<InventorySkuDetail> {
  const sku = await findSku(db, storeId, skuId);
  if (!sku) throw notFound('SKU');
  const [product] = await db.select().from(warehouseProducts).where(eq(warehouseProducts.id, sku.productId));
  const bins = await binsOf(db, [sku.id]);
  const rows = await ledgerOf(db, storeId, sku.id, { before: q.before, size: q.size + 1 });
  const more = rows.length > q.size;
  const pageRows = rows.slice(0, q.size);
  return {
    product: productHead(product!),
    sku: skuView(
      sku,
      bins.map(({ code, quantity }) => ({ code, quantity })),
    ),
    ledger: await movementsView(db, pageRows),
    nextBefore: more ? pageRows[pageRows.length - 1]!.id : null,
  };
}

async function productById(db: Db, id: number) {
  const [p] = await db.select().from(warehouseProducts).where(eq(warehouseProducts.id, id));
  return (await productsWithSkus(db, [p!]))[0]!;
}

/** POST /web/inventory/products: by hand, or from a supplier's catalog product (one SKU per colour). */
export async function createInventoryProduct(
  db: Db,
  storeId: number,
  body: ReturnType<typeof CreateInventoryProductBody.parse>,
): Promise<InventoryProduct> {
  return db.transaction(async (tx) => {
    if ('title' in body) {
      const codes = body.variants.map((v) => v.sku);
      const dup = codes.find((c, n) => codes.indexOf(c) !== n);
      if (dup)
        throw invalid(`SKU ${dup} is listed twice`, [
          { path: 'variants', message: `SKU ${dup} is listed twice` },
        ]);
      const taken = await findSkusByCode(tx, storeId, codes);
      if (taken.size > 0)
        throw conflict(
          `SKU ${[...taken.keys()].join(', ')} already exists in your inventory; SKU codes are unique per store`,
        );
      const [product] = await tx
        .insert(warehouseProducts)
        .values({ storeId, title: body.title, source: 'MANUAL' })
        .returning();
      await insertSkus(tx, storeId, product!.id, body.variants);
      return productById(tx, product!.id);
    }
    const item = (await findItemsForPricing(tx, [body.catalogItemId])).get(body.catalogItemId);
    if (!item || item.disabledAt) throw notFound('Catalog product');
    const facts = await findDisplayFacts(tx, [item.companyId], [item.id]);
    const shown = facts.items.get(item.id);
    const imageUrl =
      shown?.imageUrls?.[0] ??
      (shown && shown.imageCount > 0 ? `/rest/main/catalog-images/items/${item.id}/0` : null);
    const prefix = body.skuPrefix ?? `CAT-${item.id}`;
    const colours = parseColorOptions(item.colorOptions);
    const priceCents = body.priceCents ?? item.priceTiers[0]?.unitPriceCents ?? 0;
    const variants =
      colours.length === 0
        ? [{ sku: prefix, variantTitle: 'Default Title', priceCents, weightOz: 8 }]
        : colours.map((c) => ({
            sku: `${prefix}-${
              c.name
                .toUpperCase()
                .replace(/[^A-Z0-9]+/g, '-')
                .replace(/^-|-$/g, '') || 'X'
            }`,
            variantTitle: c.name,
            priceCents,
            weightOz: 8,
          }));
    const taken = await findSkusByCode(
      tx,
      storeId,
      variants.map((v) => v.sku),
    );
    if (taken.size > 0)
      throw conflict(
        `SKU ${[...taken.keys()].join(', ')} already exists in your inventory; choose another SKU prefix`,
      );
    const [product] = await tx
      .insert(warehouseProducts)
      .values({ storeId, title: item.title, source: 'CATALOG_ITEM', catalogItemId: item.id, imageUrl })
      .returning();
    await insertSkus(tx, storeId, product!.id, variants);
    return productById(tx, product!.id);
  });
}

async function insertSkus(
  tx: Db,
  storeId: number,
  productId: number,
  variants: { sku: string; variantTitle?: string; priceCents: number; weightOz: number }[],
) {
  const rows = await tx
    .insert(warehouseSkus)
    .values(
      variants.map((v) => ({
        storeId,
        productId,
        sku: v.sku,
        variantTitle: v.variantTitle || null,
        priceCents: v.priceCents,
        weightOz: v.weightOz,
      })),
    )
    .onConflictDoNothing({ target: [warehouseSkus.storeId, warehouseSkus.sku] })
    .returning({ id: warehouseSkus.id });
  if (rows.length < variants.length) throw conflict('That SKU code already exists in your inventory');
}

/** PUT /web/inventory/skus/{id}: a SKU's low-stock threshold, weight, dimensions, barcode. */
export async function updateInventorySku(
  db: Db,
  storeId: number,
  skuId: number,
  body: ReturnType<typeof UpdateInventorySkuBody.parse>,
): Promise<InventorySku> {
  const [row] = await db
    .update(warehouseSkus)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(warehouseSkus.storeId, storeId), eq(warehouseSkus.id, skuId)))
    .returning();
  if (!row) throw notFound('SKU');
  const bins = await binsOf(db, [row.id]);
  return skuView(
    row,
    bins.map(({ code, quantity }) => ({ code, quantity })),
  );
}

/** The store's SKU count (the inventory page's empty state). */
export async function countSkus(db: Db, storeId: number) {
  const [r] = await db.select({ n: count() }).from(warehouseSkus).where(eq(warehouseSkus.storeId, storeId));
  return r?.n ?? 0;
}

/** What other modules show of SKUs (receiving lines): code, product title, variant, stock marker; by id. */
export async function skuFacts(db: Db, skuIds: readonly number[]) {
  const ids = [...new Set(skuIds)];
  if (ids.length === 0)
    return new Map<number, { sku: string; title: string; variantLabel: string; fulfillable: number }>();
  const rows = await db
    .select({
      id: warehouseSkus.id,
      sku: warehouseSkus.sku,
      variantTitle: warehouseSkus.variantTitle,
      onHand: warehouseSkus.onHand,
      committed: warehouseSkus.committed,
      title: warehouseProducts.title,
    })
    .from(warehouseSkus)
    .innerJoin(warehouseProducts, eq(warehouseProducts.id, warehouseSkus.productId))
    .where(inArray(warehouseSkus.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        sku: r.sku,
        title: r.title,
        variantLabel: variantLabel(r.variantTitle),
        fulfillable: r.onHand - r.committed,
      },
    ]),
  );
}
