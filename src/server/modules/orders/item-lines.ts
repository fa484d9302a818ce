// Orders' read functions for what a payment bought: plain lines, for notices and purchase events.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi } from '../../db/schema/orders';

export type ItemLine = {
  id: number;
  companyId: number;
  title: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
};

/** These items as plain lines, by id. */
export async function findItemLines(db: Db, ids: number[]): Promise<ItemLine[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: coi.id,
      companyId: coi.companyId,
      title: coi.title,
      sku: coi.sku,
      quantity: coi.quantity,
      unitPriceCents: coi.unitPriceCents,
    })
    .from(coi)
    .where(inArray(coi.id, ids))
    .orderBy(asc(coi.id));
}

/** A store's own item with the payment that bought it (null paymentId: not bought); null when not the store's. */
export async function findOwnItemPayment(
  db: Db,
  storeId: number,
  id: number,
): Promise<{ paymentId: number | null } | null> {
  const [row] = await db
    .select({ paymentId: coi.paymentId })
    .from(coi)
    .where(and(eq(coi.id, id), eq(coi.storeId, storeId)));
  return row ?? null;
}

/**
 * The rows of what a store paid for from a supplier (purchased items), as a query for `exists (…)`: the
 * review relationship asks it in one statement with the other domains' checks.
 */
export function boughtFromSupplierQuery(db: Db, storeId: number, companyId: number) {
  return db
    .select({ one: sql`1` })
    .from(coi)
    .where(and(eq(coi.storeId, storeId), eq(coi.companyId, companyId), isNotNull(coi.purchasedAt)));
}
