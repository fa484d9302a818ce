import { and, eq, type SQL, sql } from 'drizzle-orm';
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
import {
  itemConditions,
  type KeywordPlan,
  keywordApplied,
  keywordCondition,
  keywordInTitle,
  withKeyword,
} from './filters';
import { itemSelection, toCatalogItem, type Viewer } from './rows';
import { keywordWords } from './search-terms';
import { SORT_TIER_FRACTIONS, tierLexeme, usesSortTiers } from './sort-tiers';
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

/** `tiers`: look among the sort's best items first (PostgreSQL); `where`: more conditions on the search index. */
export type PageOptions = { tiers: boolean; where?: SQL };

/**
 * One page of a search, in order, found in the search index alone: `run` executes a statement whose one
 * column is the page's item ids in order (alone, or inside the statement that reads the items, so a
 * search is one round trip). Sorting every match costs a heap visit per match (tens of thousands for a
 * common word in a million items), and the planner cannot tell how far down a sort index the matches lie.
 * So a sorted search first looks among the sort's best items (its tiers, decision 019): the 0.25%, then
 * 1%, 4% and 16% best, each one GIN lookup of the keyword and the tier; the first tier that holds a full
 * page has the page (membership depends on the key alone, so no row outside it sorts before its rows).
 * Only when none does — few matches, or a page deep in the results — every match is sorted. It is one
 * statement: a UNION ALL under LIMIT 1 stops at the first branch that answers. A keyword with no sort is
 * Featured with the items named for it first (decision 021): its tiers look among the named items only.
 */
export async function pageOf<T>(
  q: ItemListQuery,
  plan: KeywordPlan | undefined,
  run: (pageIds: SQL) => Promise<T[]>,
  options: PageOptions = { tiers: true },
): Promise<T[]> {
  const s = catalogItemSearch;
  const where = and(itemConditions(q, plan), options.where);
  const offset = q.page * q.size;
  // Without an explicit sort, a keyword search shows first the items whose titles hold the keyword (named
  // for it), then the rest, each in Featured order (decision 021).
  const relevance = Boolean(plan && q.keyword && !q.sort);
  const sort = relevance ? '-rank' : (q.sort ?? '-rank');
  if (!where) {
    return run(
      sql`select ${s.itemId} as id from ${s} order by ${sql.join(ITEM_SEARCH_ORDER[sort], sql`, `)}
        limit ${q.size} offset ${offset}`,
    );
  }
  const { key, descending } = ITEM_SEARCH_SORTS[sort];
  const direction = descending ? sql`desc` : sql`asc`;
  const named = plan && relevance ? keywordInTitle(plan) : undefined;
  // OFFSET 0 keeps the planner from flattening the subquery into a walk of the sort index.
  const page = (conditions: SQL | undefined, first?: SQL) => sql`
    select id from (select ${s.itemId} as id, ${s[key]} as key${first ? sql`, ${first} as first` : sql``}
      from ${s} where ${conditions} offset 0) matches
    order by ${first ? sql`first desc, ` : sql``}key ${direction}, id asc limit ${q.size} offset ${offset}`;
  // Every match, sorted: named ones first for relevance.
  const everyMatch = page(where, named);
  if (!options.tiers) return run(everyMatch);
  const branches = [
    // For relevance, a tier's page is its named items alone: whatever is outside the tier sorts after them.
    // (OFFSET 0: the page is computed once, not once for the test and again for the answer.)
    ...SORT_TIER_FRACTIONS.map(
      (_, tier) =>
        sql`(select ids from (select array(${page(and(itemConditions(q, plan, tierLexeme(sort, tier)), options.where, named))}) as ids
          offset 0) tier where cardinality(ids) = ${q.size})`,
    ),
    sql`(select array(${everyMatch}) as ids)`,
  ];
  const ladder = sql`select unnest(ladder.ids) as id from (${sql.join(branches, sql` union all `)} limit 1) ladder`;
  // Words that are never found together (a typo, "ceramic mug" in a catalog without one) are cheap to rule
  // out alone (1–2 ms at 1M items), and dear in every tier and with the filter lexemes' long lists (13 ms
  // to find nothing): ask first, once.
  if (plan && !plan.any && keywordWords(plan.text).length > 1)
    return run(sql`${ladder} where exists (select 1 from ${s} where ${keywordCondition(plan, true)})`);
  return run(ladder);
}

/** The ids of one page of a search, in order (pageOf's statements on their own). */
export const pageOfItemIds = (
  db: Db,
  q: ItemListQuery,
  plan: KeywordPlan | undefined,
  options?: PageOptions,
) =>
  pageOf(
    q,
    plan,
    async (pageIds) =>
      ((await db.execute(pageIds)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id),
    options,
  );

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
