import { eq, type SQL, sql } from 'drizzle-orm';
import type { CatalogItem, ItemListQuery, SourcingFilters } from '../../../shared/contract/catalog';
import type { Db } from '../../db/client';
import { catalogCompanies, catalogItemSearch, catalogItems } from '../../db/schema/catalog';
import type { StoreCtx } from '../../http/context';
import { notFound } from '../../http/errors';
import { itemConditions, type KeywordPlan, keywordRank, withKeyword } from './filters';
import { itemSelection, toCatalogItem, type Viewer } from './rows';
import { ITEM_ORDER, ITEM_SEARCH_ORDER, ITEM_SEARCH_SORTS } from './sorts';

/** What catalog services need: the database, and which kind it is (trigram lookups differ, decision 013). */
export type CatalogDeps = { db: Db; dbKind: 'pglite' | 'postgres' };

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

/** Rows of the sort order a filtered search may look through, stopping at a full page. */
const WALK = 4000;
/** Below this many estimated matches, sorting them all is cheaper than any walk. */
const FEW = 3000;

/** The planner's estimate of how many rows match (the statistics of the GIN index and columns). */
async function estimatedMatches(db: Db, where: SQL): Promise<number> {
  const result = await db.execute(
    sql`explain (format json) select 1 from ${catalogItemSearch} where ${where}`,
  );
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const cell = Object.values(row ?? {})[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return parsed[0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/**
 * One page of a search, in order, found in the search index alone: `run` executes a statement whose one
 * column is the page's item ids in order (alone, or inside the statement that reads the items, so a
 * search is one round trip). Sorting every match costs one heap visit per match, and walking a sort index
 * costs one per row passed over, so neither is cheap everywhere, and the planner picks badly between them:
 * it cannot see that cheap items are rarely "label"s, so it would walk a price index through most of a
 * million rows. Exact steps instead (decision 012), using only the planner's estimate of the match count:
 * 1. few estimated matches: every match through one GIN lookup of keyword + filters, sorted;
 * 2. many: the first WALK rows of the sort order (read from its index alone), each checked against the
 *    keyword and filters, stopping at a full page; then, if the page is not full (the matches lie further
 *    down the sort order), step 1 after all.
 */
export async function pageOf<T>(
  db: Db,
  q: ItemListQuery,
  plan: KeywordPlan | undefined,
  run: (pageIds: SQL) => Promise<T[]>,
  tuning = { walk: WALK, few: FEW },
): Promise<T[]> {
  const s = catalogItemSearch;
  const where = itemConditions(q, plan);
  const offset = q.page * q.size;
  // Without an explicit sort a keyword search is ordered by relevance (ranking needs every match anyway).
  if (plan && q.keyword && !q.sort) {
    return run(
      sql`select ${s.itemId} as id from ${s} where ${where}
        order by ${keywordRank(plan, true)} desc, ${sql.join(ITEM_SEARCH_ORDER['-rank'], sql`, `)}
        limit ${q.size} offset ${offset}`,
    );
  }
  const sort = q.sort ?? '-rank';
  if (!where) {
    return run(
      sql`select ${s.itemId} as id from ${s} order by ${sql.join(ITEM_SEARCH_ORDER[sort], sql`, `)}
        limit ${q.size} offset ${offset}`,
    );
  }
  const { key, descending } = ITEM_SEARCH_SORTS[sort];
  const direction = descending ? sql`desc` : sql`asc`;
  if (offset + q.size <= tuning.walk && (await estimatedMatches(db, where)) > tuning.few) {
    // OFFSET 0 keeps the check a per-row subplan: as a join, the planner would look up every match first.
    const walked = await run(sql`
      select walk.item_id as id from (
        select w.item_id, w.${sql.identifier(s[key].name)} as key from ${s} w
        order by key ${direction}, w.item_id asc limit ${tuning.walk}) walk
      where exists (select 1 from ${s} where ${s.itemId} = walk.item_id and ${where} offset 0)
      order by walk.key ${direction}, walk.item_id asc limit ${q.size} offset ${offset}`);
    if (walked.length === q.size) return walked;
  }
  // OFFSET 0 keeps the planner from flattening the subquery into a walk of the sort index.
  return run(sql`
    select id from (select ${s.itemId} as id, ${s[key]} as key from ${s} where ${where} offset 0) matches
    order by key ${direction}, id asc limit ${q.size} offset ${offset}`);
}

/** The ids of one page of a search, in order (pageOf's statements on their own). */
export const pageOfItemIds = (
  db: Db,
  q: ItemListQuery,
  plan: KeywordPlan | undefined,
  tuning?: { walk: number; few: number },
) =>
  pageOf(
    db,
    q,
    plan,
    async (pageIds) =>
      ((await db.execute(pageIds)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id),
    tuning,
  );

/**
 * Search over catalog items: keyword (full-text, typo fallback), every filter, the chosen sort, a page.
 * The page is found in the narrow search index alone; only its rows are joined to items and suppliers.
 */
export async function findItems(d: CatalogDeps, ctx: StoreCtx, q: ItemListQuery): Promise<CatalogItem[]> {
  const { db } = d;
  // A first page that the keyword as typed fills needs no plan: it is the plan keywordPlan would choose
  // (some row matches), found without asking first.
  // An empty first page means nothing matches the keyword as typed: the plan need not ask that again.
  const firstPage = q.keyword && q.page === 0;
  if (firstPage) {
    const items = await pageOf(db, q, { text: q.keyword!, any: false }, (ids) => itemsOfPage(db, ctx, ids));
    if (items.length) return items;
  }
  return withKeyword(d, q, true, (tx, plan) => pageOf(tx, q, plan, (ids) => itemsOfPage(tx, ctx, ids)), {
    typedMatchesNothing: Boolean(firstPage),
  });
}

/** The items of a page (a statement of ids in order), joined to their suppliers, in that order. */
async function itemsOfPage(db: Db, viewer: Viewer, pageIds: SQL): Promise<CatalogItem[]> {
  const rows = await db
    .select(itemSelection(viewer.storeId))
    .from(sql`unnest(array(${pageIds})) with ordinality as page(id, ord)`)
    .innerJoin(catalogItems, sql`${catalogItems.id} = page.id`)
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, catalogItems.companyId))
    .orderBy(sql`page.ord`);
  return rows.map(toCatalogItem);
}

export async function countItems(d: CatalogDeps, f: SourcingFilters): Promise<{ count: number }> {
  return withKeyword(d, f, true, async (db, mode) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(catalogItemSearch)
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
