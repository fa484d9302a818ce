import { desc, eq, sql } from 'drizzle-orm';
import type { CatalogItem, ItemListQuery, SourcingFilters } from '../../../shared/contract/catalog';
import type { Db } from '../../db/client';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';
import type { StoreCtx } from '../../http/context';
import { notFound } from '../../http/errors';
import { itemConditions, keywordRank, withKeyword } from './filters';
import { itemSelection, toCatalogItem, type Viewer } from './rows';
import { ITEM_ORDER } from './sorts';

/** What catalog services need: the database, and which kind it is (trigram lookups differ, decision 013). */
export type CatalogDeps = { db: Db; dbKind: 'pglite' | 'postgres' };

/** Items joined to their supplier, with the caller's favorites. */
export const selectItems = (db: Db, viewer: Viewer) =>
  db
    .select(itemSelection(viewer.storeId))
    .from(catalogItems)
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, catalogItems.companyId));

/** Search over catalog items: keyword (full-text, typo fallback), every filter, the chosen sort, a page. */
export async function findItems(d: CatalogDeps, ctx: StoreCtx, q: ItemListQuery): Promise<CatalogItem[]> {
  return withKeyword(d, q, true, async (db, mode) => {
    // An explicit sort wins; without one a keyword search is ordered by relevance, then Featured.
    const order =
      q.sort || !q.keyword || !mode
        ? ITEM_ORDER[q.sort ?? '-rank']
        : [desc(keywordRank(mode, true)), ...ITEM_ORDER['-rank']];
    const rows = await selectItems(db, ctx)
      .where(itemConditions(q, mode))
      .orderBy(...order)
      .limit(q.size)
      .offset(q.page * q.size);
    return rows.map(toCatalogItem);
  });
}

export async function countItems(d: CatalogDeps, f: SourcingFilters): Promise<{ count: number }> {
  return withKeyword(d, f, true, async (db, mode) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(catalogItems)
      .innerJoin(catalogCompanies, eq(catalogCompanies.id, catalogItems.companyId))
      .where(itemConditions(f, mode));
    return { count: row?.count ?? 0 };
  });
}

export async function getItem({ db }: CatalogDeps, viewer: Viewer, id: number): Promise<CatalogItem> {
  const [row] = await selectItems(db, viewer).where(eq(catalogItems.id, id));
  if (!row) throw notFound('Catalog item');
  return toCatalogItem(row);
}

/** The newest-ranked listings, without sample kits (spec §7: page 0, size 100, sort -rankedAt). */
export async function productListings(
  { db }: CatalogDeps,
  ctx: StoreCtx,
  q: { page: number; size: number },
): Promise<CatalogItem[]> {
  const rows = await selectItems(db, ctx)
    .where(eq(catalogItems.isSampleKit, false))
    .orderBy(...ITEM_ORDER['-rankedAt'])
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toCatalogItem);
}
