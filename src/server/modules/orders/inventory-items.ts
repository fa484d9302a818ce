// Paid INVENTORY order items as the receivings module needs them (issue 23): what a founder can send to the
// partner warehouse, locked while a receiving takes them, and their `storedAtFbp` flag set in the
// receiving's transaction. Other modules read creator order items only through these functions.
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi } from '../../db/schema/orders';
import { companyNames } from '../catalog/company-reads';

/** Statuses of an item whose payment succeeded (the same set update-stored-at-fbp accepts). */
export const PAID_ITEM_STATUSES = ['IN_PRODUCTION', 'IN_SUBSCRIPTION', 'SHIPPED'] as const;

export type PaidInventoryItem = {
  id: number;
  title: string;
  sku: string;
  variant: string | null;
  quantity: number;
  catalogItemId: number | null;
  companyId: number;
  supplierName: string;
  storedAtFbp: boolean;
  purchasedAt: Date | null;
};

const paidInventory = (storeId: number) =>
  and(
    eq(coi.storeId, storeId),
    isNull(coi.parentId),
    eq(coi.orderType, 'INVENTORY'),
    inArray(coi.status, [...PAID_ITEM_STATUSES]),
    isNotNull(coi.paymentId),
  );

async function withSuppliers(db: Db, rows: Omit<PaidInventoryItem, 'supplierName'>[]) {
  const names = await companyNames(db, [...new Set(rows.map((r) => r.companyId))]);
  return rows.map((r) => ({ ...r, supplierName: names.get(r.companyId) ?? 'Supplier' }));
}

const columns = {
  id: coi.id,
  title: coi.title,
  sku: coi.sku,
  variant: coi.variant,
  quantity: coi.quantity,
  catalogItemId: coi.catalogItemId,
  companyId: coi.companyId,
  storedAtFbp: coi.storedAtFbp,
  purchasedAt: coi.purchasedAt,
};

/** The store's paid INVENTORY items (top-level), oldest purchase first. */
export async function listPaidInventoryItems(db: Db, storeId: number): Promise<PaidInventoryItem[]> {
  const rows = await db
    .select(columns)
    .from(coi)
    .where(paidInventory(storeId))
    .orderBy(asc(coi.purchasedAt), asc(coi.id));
  return withSuppliers(db, rows);
}

/**
 * These paid INVENTORY items of the store, locked for the caller's transaction (in id order). Ids that are not
 * the store's paid inventory items are absent: the caller answers 404 / 409.
 */
export async function lockPaidInventoryItems(
  tx: Db,
  storeId: number,
  ids: number[],
): Promise<PaidInventoryItem[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(columns)
    .from(coi)
    .where(and(paidInventory(storeId), inArray(coi.id, ids)))
    .orderBy(asc(coi.id))
    .for('update');
  return withSuppliers(tx, rows);
}

/** Sets `storedAtFbp` of these items of the store, in the caller's transaction (a receiving's outcome). */
export async function setItemsStoredAtFbp(tx: Db, storeId: number, ids: number[], storedAtFbp: boolean) {
  if (ids.length === 0) return;
  await tx
    .update(coi)
    .set({ storedAtFbp, updatedAt: new Date() })
    .where(and(eq(coi.storeId, storeId), inArray(coi.id, ids)));
}
