import { and, type SQL, sql } from 'drizzle-orm';
import type { ItemListQuery } from '../../../../shared/contract/catalog';
import type { Db } from '../../../db/client';
import { catalogItemSearch } from '../../../db/schema/catalog';
import { itemConditions, type KeywordPlan, keywordCondition, keywordInTitle } from './filters';
import { keywordWords } from './search-terms';
import { SORT_TIER_FRACTIONS, tierLexeme } from './sort-tiers';
import { ITEM_SEARCH_ORDER, ITEM_SEARCH_SORTS } from './sorts';

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
