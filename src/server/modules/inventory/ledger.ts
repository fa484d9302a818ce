// The warehouse stock ledger (decision 040): the only code that changes a SKU's buckets. Every change is one
// statement that appends the movements and moves the counters together, inside the caller's transaction;
// the counters' check constraints (never below zero, committed ≤ on hand) make an impossible change fail
// the statement, which is answered as a 409 and leaves nothing written.
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type {
  MovementReason,
  MovementRef,
  ProductSource,
  StockBucket,
} from '../../../shared/rules/fulfillment';
import { isLowStock, stockStatus } from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { inventoryMovements, warehouseProducts, warehouseSkus } from '../../db/schema/inventory';
import { conflict } from '../../http/errors';

export type SkuRow = typeof warehouseSkus.$inferSelect;

/** One bucket change of one SKU. */
export type BucketChange = { skuId: number; bucket: StockBucket; delta: number };

/** Why, by whom, about what. */
export type MovementMeta = {
  reason: MovementReason;
  refType: MovementRef;
  refId: string | null;
  actorUserId: number | null;
  note?: string | null;
};

/** Postgres' check_violation: a counter would go below zero or committed above on hand. */
const isCheckViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23514' || err?.cause?.code === '23514';
};

/**
 * Applies `changes` of one store's SKUs with their ledger rows, in ONE statement. SKUs of another store are
 * not touched (and answer a conflict). Zero deltas are dropped. Throws 409 CONFLICT when a counter would go
 * negative; the caller's transaction must then be rolled back (it is: the error propagates).
 */
export async function moveStock(tx: Db, storeId: number, changes: BucketChange[], meta: MovementMeta) {
  const live = changes.filter((c) => c.delta !== 0);
  if (live.length === 0) return;
  for (const c of live) {
    if (!Number.isSafeInteger(c.delta)) throw conflict('A stock quantity must be a whole number');
  }
  // Net deltas per SKU and bucket for the counters; every change is its own ledger row.
  const net = new Map<number, Record<StockBucket, number>>();
  for (const c of live) {
    const row = net.get(c.skuId) ?? { ON_HAND: 0, COMMITTED: 0, INBOUND: 0, DAMAGED: 0 };
    row[c.bucket] += c.delta;
    net.set(c.skuId, row);
  }
  const counters = JSON.stringify(
    [...net].map(([id, d]) => ({ id, oh: d.ON_HAND, cm: d.COMMITTED, ib: d.INBOUND, dm: d.DAMAGED })),
  );
  const rows = JSON.stringify(live.map((c) => ({ s: c.skuId, b: c.bucket, d: c.delta })));
  try {
    const result = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with d as (select * from jsonb_to_recordset(${counters}::jsonb) as d(id int, oh int, cm int, ib int, dm int)),
        moved as (
          update ${warehouseSkus} s
             set on_hand = s.on_hand + d.oh, committed = s.committed + d.cm,
                 inbound = s.inbound + d.ib, damaged = s.damaged + d.dm, updated_at = now()
            from d
           where s.id = d.id and s.store_id = ${storeId}
          returning s.id),
        logged as (
          insert into ${inventoryMovements} (store_id, sku_id, bucket, delta, reason, ref_type, ref_id, actor_user_id, note)
          select ${storeId}, m.s, m.b, m.d, ${meta.reason}, ${meta.refType}, ${meta.refId}, ${meta.actorUserId}, ${meta.note ?? null}
            from jsonb_to_recordset(${rows}::jsonb) as m(s int, b text, d int)
           where m.s in (select id from moved))
        select count(*)::int as n from moved`),
    );
    if ((result[0]?.n ?? 0) !== net.size) throw conflict('That SKU is not in this store');
  } catch (e) {
    if (isCheckViolation(e)) throw conflict('Not enough stock for this change');
    throw e;
  }
}

/** An order line's demand for allocation. */
export type Demand = { skuId: number; quantity: number };

/**
 * Commits stock for ONE order, all or nothing: locks the SKUs' rows (in id order, so two allocations never
 * deadlock), checks every line's fulfillable units and, when all fit, moves them to COMMITTED. Answers the
 * SKUs that were short (empty when allocated). Two orders for the last unit: the second waits for the
 * first's lock, then sees it gone and gets the SKU back as short.
 */
export async function allocate(
  tx: Db,
  storeId: number,
  demand: Demand[],
  meta: Omit<MovementMeta, 'reason'>,
): Promise<{ allocated: boolean; short: number[] }> {
  const need = new Map<number, number>();
  for (const d of demand) if (d.quantity > 0) need.set(d.skuId, (need.get(d.skuId) ?? 0) + d.quantity);
  if (need.size === 0) return { allocated: true, short: [] };
  const ids = [...need.keys()].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: warehouseSkus.id, onHand: warehouseSkus.onHand, committed: warehouseSkus.committed })
    .from(warehouseSkus)
    .where(and(eq(warehouseSkus.storeId, storeId), inArray(warehouseSkus.id, ids)))
    .orderBy(asc(warehouseSkus.id))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const short = ids.filter((id) => {
    const r = byId.get(id);
    return !r || r.onHand - r.committed < need.get(id)!;
  });
  if (short.length > 0) return { allocated: false, short };
  await moveStock(
    tx,
    storeId,
    ids.map((skuId) => ({ skuId, bucket: 'COMMITTED' as const, delta: need.get(skuId)! })),
    { ...meta, reason: 'ALLOCATED' },
  );
  return { allocated: true, short: [] };
}

/** Gives committed units back (cancel, hold, edit). */
export async function releaseAllocation(
  tx: Db,
  storeId: number,
  demand: Demand[],
  meta: Omit<MovementMeta, 'reason'>,
) {
  await moveStock(
    tx,
    storeId,
    demand.map((d) => ({ skuId: d.skuId, bucket: 'COMMITTED' as const, delta: -d.quantity })),
    { ...meta, reason: 'RELEASED' },
  );
}

/** Committed units left in a shipment: on hand and committed both go down. */
export async function shipAllocated(
  tx: Db,
  storeId: number,
  demand: Demand[],
  meta: Omit<MovementMeta, 'reason'>,
) {
  await moveStock(
    tx,
    storeId,
    demand.flatMap((d) => [
      { skuId: d.skuId, bucket: 'COMMITTED' as const, delta: -d.quantity },
      { skuId: d.skuId, bucket: 'ON_HAND' as const, delta: -d.quantity },
    ]),
    { ...meta, reason: 'SHIPPED' },
  );
}

/** The product and SKU a founder keeps at the warehouse, created when missing (idempotent on the SKU). */
export type SkuInput = {
  sku: string;
  title: string;
  variantTitle?: string | null;
  source: ProductSource;
  catalogItemId?: number | null;
  imageUrl?: string | null;
  priceCents?: number;
  weightOz?: number;
};

/**
 * Finds the store's SKUs by code, creating the missing ones (with their product: SKUs of one title share a
 * product). Answers code → SKU row for every input. Safe under concurrency: the unique (store, sku) index
 * decides and the loser re-reads.
 */
export async function ensureSkus(tx: Db, storeId: number, inputs: SkuInput[]): Promise<Map<string, SkuRow>> {
  const codes = [...new Set(inputs.map((i) => i.sku))];
  const found = new Map<string, SkuRow>();
  if (codes.length === 0) return found;
  const existing = await tx
    .select()
    .from(warehouseSkus)
    .where(and(eq(warehouseSkus.storeId, storeId), inArray(warehouseSkus.sku, codes)));
  for (const r of existing) found.set(r.sku, r);
  const missing = inputs.filter(
    (i, n) => !found.has(i.sku) && inputs.findIndex((j) => j.sku === i.sku) === n,
  );
  if (missing.length === 0) return found;
  // Products by title: reuse the store's product of that title, else create it.
  const titles = [...new Set(missing.map((m) => m.title))];
  const products = await tx
    .select({ id: warehouseProducts.id, title: warehouseProducts.title })
    .from(warehouseProducts)
    .where(and(eq(warehouseProducts.storeId, storeId), inArray(warehouseProducts.title, titles)));
  const productOf = new Map(products.map((p) => [p.title, p.id]));
  const newProducts = titles.filter((t) => !productOf.has(t));
  if (newProducts.length > 0) {
    const created = await tx
      .insert(warehouseProducts)
      .values(
        newProducts.map((title) => {
          const first = missing.find((m) => m.title === title)!;
          return {
            storeId,
            title,
            source: first.source,
            catalogItemId: first.catalogItemId ?? null,
            imageUrl: first.imageUrl ?? null,
          };
        }),
      )
      .returning({ id: warehouseProducts.id, title: warehouseProducts.title });
    for (const p of created) productOf.set(p.title, p.id);
  }
  const inserted = await tx
    .insert(warehouseSkus)
    .values(
      missing.map((m) => ({
        storeId,
        productId: productOf.get(m.title)!,
        sku: m.sku,
        variantTitle: m.variantTitle ?? null,
        priceCents: m.priceCents ?? 0,
        ...(m.weightOz ? { weightOz: m.weightOz } : {}),
      })),
    )
    .onConflictDoNothing({ target: [warehouseSkus.storeId, warehouseSkus.sku] })
    .returning();
  for (const r of inserted) found.set(r.sku, r);
  if (found.size < codes.length) {
    const again = await tx
      .select()
      .from(warehouseSkus)
      .where(
        and(
          eq(warehouseSkus.storeId, storeId),
          inArray(
            warehouseSkus.sku,
            codes.filter((c) => !found.has(c)),
          ),
        ),
      );
    for (const r of again) found.set(r.sku, r);
  }
  return found;
}

/** The store's SKUs by code (missing codes are simply absent). */
export async function findSkusByCode(tx: Db, storeId: number, codes: string[]): Promise<Map<string, SkuRow>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(warehouseSkus)
    .where(and(eq(warehouseSkus.storeId, storeId), inArray(warehouseSkus.sku, codes)));
  return new Map(rows.map((r) => [r.sku, r]));
}

/** One SKU of the store, or null (another store's SKU is null too: the caller answers 404). */
export async function findSku(tx: Db, storeId: number, skuId: number): Promise<SkuRow | null> {
  const [row] = await tx
    .select()
    .from(warehouseSkus)
    .where(and(eq(warehouseSkus.storeId, storeId), eq(warehouseSkus.id, skuId)));
  return row ?? null;
}

/** Counts as §7's `inventory-counts` answers them, with the stock marker. */
export type SkuCounts = {
  sku: string;
  onHand: number;
  committed: number;
  fulfillable: number;
  inbound: number;
  damaged: number;
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
  lowStock: boolean;
};

export const countsOf = (r: SkuRow): SkuCounts => {
  const fulfillable = r.onHand - r.committed;
  return {
    sku: r.sku,
    onHand: r.onHand,
    committed: r.committed,
    fulfillable,
    inbound: r.inbound,
    damaged: r.damaged,
    stockStatus: stockStatus(fulfillable),
    lowStock: isLowStock(fulfillable, r.lowStockThreshold),
  };
};

/** `GET /web/orders/-/inventory-counts?skus=`: the counts of the store's SKUs among `codes`. */
export async function inventoryCounts(tx: Db, storeId: number, codes: string[]): Promise<SkuCounts[]> {
  const rows = await findSkusByCode(tx, storeId, codes);
  return codes.filter((c) => rows.has(c)).map((c) => countsOf(rows.get(c)!));
}

/** A SKU's ledger, newest first, paged by id (`before`: the last id of the previous page). */
export async function ledgerOf(
  tx: Db,
  storeId: number,
  skuId: number,
  opts: { before?: number; size: number },
) {
  return tx
    .select()
    .from(inventoryMovements)
    .where(
      and(
        eq(inventoryMovements.storeId, storeId),
        eq(inventoryMovements.skuId, skuId),
        opts.before ? lt(inventoryMovements.id, opts.before) : undefined,
      ),
    )
    .orderBy(desc(inventoryMovements.id))
    .limit(opts.size);
}

/** The counters recomputed from the ledger (for the consistency test and the warehouse's audit). */
export async function ledgerTotals(
  tx: Db,
  storeId: number,
  skuId: number,
): Promise<Record<StockBucket, number>> {
  const rows = await tx
    .select({ bucket: inventoryMovements.bucket, total: sql<number>`sum(${inventoryMovements.delta})::int` })
    .from(inventoryMovements)
    .where(and(eq(inventoryMovements.storeId, storeId), eq(inventoryMovements.skuId, skuId)))
    .groupBy(inventoryMovements.bucket);
  const out: Record<StockBucket, number> = { ON_HAND: 0, COMMITTED: 0, INBOUND: 0, DAMAGED: 0 };
  for (const r of rows) out[r.bucket] = Number(r.total);
  return out;
}

/** A receiving's ledger rows (reason, units, when, who), oldest first: its detail page's timeline. */
export async function movementsOfReceiving(tx: Db, storeId: number, sn: string) {
  return tx
    .select()
    .from(inventoryMovements)
    .where(
      and(
        eq(inventoryMovements.storeId, storeId),
        eq(inventoryMovements.refType, 'RECEIVING'),
        eq(inventoryMovements.refId, sn),
      ),
    )
    .orderBy(asc(inventoryMovements.id));
}
