import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';

// Suppliers and items as other domains need them, in the caller's transaction: does it exist, whose is
// this item, what is its name (decision 026: their own queries never name catalog tables).

/** Whether the supplier exists; `lock` holds its row for the rest of the transaction. */
export async function companyExists(db: Db, companyId: number, lock?: 'update'): Promise<boolean> {
  const query = db
    .select({ id: catalogCompanies.id })
    .from(catalogCompanies)
    .where(eq(catalogCompanies.id, companyId));
  const [company] = lock ? await query.for(lock) : await query;
  return Boolean(company);
}

/** The supplier of an item, or null for no such item. */
export async function companyOfItem(db: Db, itemId: number): Promise<number | null> {
  const [item] = await db
    .select({ companyId: catalogItems.companyId })
    .from(catalogItems)
    .where(eq(catalogItems.id, itemId));
  return item?.companyId ?? null;
}

/** Which of these items are the supplier's own (unknown ids and other suppliers' items are left out). */
export async function findOwnItemIds(db: Db, companyId: number, itemIds: readonly number[]) {
  if (itemIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(and(inArray(catalogItems.id, [...itemIds]), eq(catalogItems.companyId, companyId)));
  return new Set(rows.map((r) => r.id));
}

/** The first supplier named so (any case), or null: an invite links to it. */
export async function findCompanyIdByName(db: Db, name: string): Promise<number | null> {
  const [company] = await db
    .select({ id: catalogCompanies.id })
    .from(catalogCompanies)
    .where(sql`lower(${catalogCompanies.name}) = lower(${name})`)
    .limit(1);
  return company?.id ?? null;
}

/** The names of these suppliers, by id (unknown ids are left out). */
export async function companyNames(db: Db, companyIds: readonly number[]): Promise<Map<number, string>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: catalogCompanies.id, name: catalogCompanies.name })
    .from(catalogCompanies)
    .where(inArray(catalogCompanies.id, [...companyIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Suppliers among `ids` that exist, for validating a body's supplier ids. */
export async function existingCompanyIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: catalogCompanies.id })
    .from(catalogCompanies)
    .where(inArray(catalogCompanies.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Name and network of these suppliers, by id (unknown ids are left out): the agent writes only in-network ones. */
export async function companyNetworkFacts(
  db: Db,
  companyIds: readonly number[],
): Promise<Map<number, { name: string; isExpandedNetwork: boolean }>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: catalogCompanies.id,
      name: catalogCompanies.name,
      isExpandedNetwork: catalogCompanies.isExpandedNetwork,
    })
    .from(catalogCompanies)
    .where(inArray(catalogCompanies.id, [...companyIds]));
  return new Map(rows.map((r) => [r.id, { name: r.name, isExpandedNetwork: r.isExpandedNetwork }]));
}
