import { eq, type SQL, sql } from 'drizzle-orm';
import type {
  CatalogItem,
  ItemListQuery,
  SearchCount,
  SourcingFilters,
} from '../../../shared/contract/catalog';
import type { Db } from '../../db/client';
import { catalogCompanies, catalogItemSearch, catalogItems } from '../../db/schema/catalog';
import type { StoreCtx } from '../../http/context';
import { notFound } from '../../http/errors';
import type { CatalogDeps } from './catalog-deps';
import { itemSelection, toCatalogItem, type Viewer } from './rows';
import { itemConditions, keywordApplied, withKeyword } from './search/filters';
import { pageOf } from './search/page-of';
import { usesSortTiers } from './search/sort-tiers';
import { ITEM_ORDER } from './search/sorts';

/**
 * Items joined to their supplier and their search-index row (so `itemConditions` apply), with the
 * caller's favorites.
 */
export const selectItems = (db: Db, viewer: Viewer) =>
  db
    .select(itemSelection(viewer.storeId))
    .from(catalogItems)
    .innerJoin(catalogItemSearch, eq(catalogItemSearch.itemId, catalogItems.id))
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, catalogItems.companyId));

/**
 * Search over catalog items: keyword (full-text, typo fallback), every filter, the chosen sort, a page.
 * The page is found in the narrow search index alone; only its rows are joined to items and suppliers.
 */
export async function findItems(d: CatalogDeps, ctx: StoreCtx, q: ItemListQuery): Promise<CatalogItem[]> {
  const { db } = d;
  const options = { tiers: usesSortTiers(d.dbKind) };
  // A first page that the keyword as typed fills needs no plan: it is the plan keywordPlan would choose
  // (some row matches), found without asking first.
  // An empty first page means nothing matches the keyword as typed: the plan need not ask that again.
  const firstPage = q.keyword && q.page === 0;
  if (firstPage) {
    const typed = { text: q.keyword!, any: false };
    const items = await pageOf(q, typed, (ids) => itemsOfPage(db, ctx, ids), options);
    if (items.length) return items;
  }
  return withKeyword(d, q, true, (tx, plan) => pageOf(q, plan, (ids) => itemsOfPage(tx, ctx, ids), options), {
    typedMatchesNothing: Boolean(firstPage),
  });
}

/** A statement of these ids in order, for itemsOfPage. */
export const idsStatement = (ids: number[]) => sql`select unnest(${sql.param(ids)}::int[])`;

/** The items of a page (a statement of ids in order), joined to their suppliers, in that order. */
export async function itemsOfPage(db: Db, viewer: Viewer, pageIds: SQL): Promise<CatalogItem[]> {
  const rows = await db
    .select(itemSelection(viewer.storeId))
    .from(sql`unnest(array(${pageIds})) with ordinality as page(id, ord)`)
    .innerJoin(catalogItems, sql`${catalogItems.id} = page.id`)
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, catalogItems.companyId))
    .orderBy(sql`page.ord`);
  return rows.map(toCatalogItem);
}

export async function countItems(d: CatalogDeps, f: SourcingFilters): Promise<SearchCount> {
  return withKeyword(d, f, true, async (db, plan) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(catalogItemSearch)
      .where(itemConditions(f, plan));
    const count = row?.count ?? 0;
    return { count, ...keywordApplied(f, plan, count) };
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
