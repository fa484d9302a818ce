import { and, type SQL, sql } from 'drizzle-orm';
import type { ItemListQuery, SourcingFilters } from '../../../../shared/contract/catalog';
import type { Db } from '../../../db/client';
import { catalogItemSearch } from '../../../db/schema/catalog';
import type { CatalogDeps } from '../catalog-deps';
import { itemConditions, type KeywordPlan, keywordInTitle } from './filters';
import { pageOfItemIds } from './page-of';
import { atLeast, lookUpWords, matchingLexemes } from './search-terms';
import { usesSortTiers } from './sort-tiers';

/**
 * The words of what a founder wrote in their own words that the catalog knows, typos corrected ("soy
 * candels for my brand" → soy, candle, brand); every word as written when it knows none.
 */
export async function freeTextWords(d: CatalogDeps, text: string): Promise<string[]> {
  const looked = await lookUpWords(d, text);
  const known = [...new Set(looked.flatMap((w) => (w.fixed ? [w.fixed] : [])))];
  return known.length ? known : looked.map((w) => w.word);
}

/**
 * One page of items for a founder's free text (the for-you answer, the assistant's asks, a design's
 * description), best matches first: items holding more of its words first (coordination), then those
 * whose titles alone hold as many, then Featured (decision 023). Ranking every item that holds any word
 * with ts_rank cost 0.2–5 s at 1M items; this asks level by level, most words first: the items holding
 * at least k words, named first, of which those already placed at a higher level are skipped. A level of
 * at most WHOLE_LEVEL items (the words together are few) is read whole; a larger one is one search of the
 * tier ladder (pageOf), which finds its page among the sort's best items.
 */
export async function freeTextItemIds(
  d: CatalogDeps,
  words: string[],
  filters: SourcingFilters,
  where: SQL | undefined,
  offset: number,
  limit: number,
  { wholeLevel = WHOLE_LEVEL } = {},
): Promise<number[]> {
  const lexemes = await matchingLexemes(d.db, words, 'catalog_item_search');
  if (!lexemes.length) return [];
  const need = offset + limit;
  const placed: number[] = [];
  const seen = new Set<number>();
  const text = words.join(' ');
  const tiers = usesSortTiers(d.dbKind);
  for (let k = lexemes.length; k >= 1 && placed.length < need; k--) {
    const plan: KeywordPlan = { text, any: true, query: atLeast(lexemes, k) };
    const q = { ...filters, keyword: text, page: 0, size: need };
    // The first `need` of this level: at most placed.length of them were placed before, so the rest
    // cover what the page still lacks, or this level has no more.
    const whole = tiers ? await readWholeLevel(d.db, q, plan, where, wholeLevel) : undefined;
    const ids = whole ?? (await pageOfItemIds(d.db, q, plan, { tiers, where }));
    for (const id of ids) {
      if (seen.has(id)) continue;
      seen.add(id);
      placed.push(id);
      if (placed.length >= need) break;
    }
  }
  return placed.slice(offset, need);
}

/** A level up to this many items is read whole and sorted; a larger one is searched by the tier ladder. */
const WHOLE_LEVEL = 5000;

/**
 * A level's first `q.size` items in order (named first, then Featured, as pageOf orders them) when it has
 * at most `most` items; undefined when it has more. One GIN lookup whose heap visits stop there. (The
 * ladder's tiers each repeat the lookup, and a lookup of "at least 3 of 4 words" costs 30–40 ms at 1M.)
 */
async function readWholeLevel(
  db: Db,
  q: ItemListQuery,
  plan: KeywordPlan,
  where: SQL | undefined,
  most: number,
): Promise<number[] | undefined> {
  const s = catalogItemSearch;
  const result = await db.execute(sql`
    select id, count(*) over () as count from (
      select ${s.itemId} as id, ${s.rank} as rank, ${keywordInTitle(plan)} as named from ${s}
      where ${and(itemConditions(q, plan), where)} limit ${most + 1}
    ) level order by named desc, rank desc, id asc limit ${q.size}`);
  const rows = (result as unknown as { rows: { id: number; count: number }[] }).rows;
  return rows.length && Number(rows[0]!.count) > most ? undefined : rows.map((r) => r.id);
}

/**
 * The free text as one tsquery for suppliers, ranked by ts_rank over the tens of thousands of them: any of
 * its telling words (common ones dropped as for items).
 */
export async function freeTextCompanyPlan(d: CatalogDeps, words: string[]): Promise<KeywordPlan | undefined> {
  const lexemes = await matchingLexemes(d.db, words, 'catalog_companies');
  if (!lexemes.length) return undefined;
  return { text: words.join(' '), any: true, query: atLeast(lexemes, 1) };
}
