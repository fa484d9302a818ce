import { and, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type KeywordApplied,
  MOQ_BANDS,
  ORDER_VOLUME_BANDS,
  PRODUCTION_TIME_BANDS,
  SAMPLE_PRICE_BANDS,
  type SourcingFilters,
} from '../../../../shared/contract/catalog';
import type { Db } from '../../../db/client';
import { catalogCategories, catalogCompanies, catalogItemSearch } from '../../../db/schema/catalog';
import type { CatalogDeps } from '../catalog-deps';
import { atLeast, correctWords, keywordWords, lexeme, matchingLexemes } from './search-terms';

// SourcingFilters → SQL conditions. Items are searched in catalog_item_search, which carries their
// supplier's filter columns (region, country, sample price, production time, order volume, average review),
// so an item search never joins suppliers to filter (decision 012).

const s = catalogItemSearch;

/**
 * How a keyword is searched: full-text over titles and descriptions (names for suppliers), with `text` as
 * typed or with its typos corrected from the vocabulary; its words all (`any` false) or any of them. `query`: a tsquery of lexemes
 * that replaces the text's own (the telling words only, search-terms.ts `matchingLexemes`; for free text,
 * the items holding at least k of them, free-text.ts).
 */
export type KeywordPlan = { text: string; any: boolean; query?: string };

const tsQuery = (plan: KeywordPlan) =>
  plan.query
    ? sql`${plan.query}::tsquery`
    : sql`websearch_to_tsquery('english', ${plan.any ? keywordWords(plan.text).join(' or ') : plan.text})`;

/** A range band [min, max): lower bound included, upper bound excluded; a null bound is open. */
function band(column: SQL, min: number | null, max: number | null): SQL[] {
  return [
    ...(min != null ? [sql`${column} >= ${min}`] : []),
    ...(max != null ? [sql`${column} < ${max}`] : []),
  ];
}

function categoryCondition(f: SourcingFilters, forItems: boolean): SQL[] {
  const out: SQL[] = [];
  if (f.categoryIds?.length) {
    out.push(
      forItems
        ? inArray(s.categoryId, f.categoryIds)
        : sql`${catalogCompanies.categoryIds} && ${sql.param(f.categoryIds)}::int[]`,
    );
  }
  const taxonomy = [
    ...(f.vertical ? [eq(catalogCategories.vertical, f.vertical)] : []),
    ...(f.group ? [eq(catalogCategories.group, f.group)] : []),
    ...(f.subgroup ? [eq(catalogCategories.subgroup, f.subgroup)] : []),
  ];
  if (taxonomy.length) {
    const ids = sql`(select ${catalogCategories.id} from ${catalogCategories} where ${and(...taxonomy)})`;
    out.push(
      forItems ? sql`${s.categoryId} in ${ids}` : sql`${catalogCompanies.categoryIds} && array${ids}::int[]`,
    );
  }
  return out;
}

/** The supplier's columns: its own on suppliers, the copies in the search index on items. */
const supplierColumns = (forItems: boolean) => {
  const c = catalogCompanies;
  return forItems
    ? {
        id: s.companyId,
        isExpandedNetwork: s.isExpandedNetwork,
        region: s.region,
        countryCode: s.countryCode,
        samplePriceCents: s.samplePriceCents,
        moq: s.companyMoq,
        reviewAverage: s.reviewAverage,
        productionDays: s.productionDays,
        orderVolume: s.orderVolume,
      }
    : c;
};

/** Conditions on the supplier (used directly for suppliers, through the search index's copies for items). */
function companyConditions(f: SourcingFilters, forItems: boolean): SQL[] {
  const c = supplierColumns(forItems);
  const out: SQL[] = [];
  if (f.companyId) out.push(eq(c.id, f.companyId));
  if (f.viewType === 'EXPANDED_NETWORK') out.push(eq(c.isExpandedNetwork, true));
  if (f.viewType === 'SUPPLIERS') out.push(eq(c.isExpandedNetwork, false));
  if (f.region) out.push(eq(c.region, f.region));
  if (f.countryCode) out.push(eq(c.countryCode, f.countryCode));
  if (f.countryCodes?.length) out.push(inArray(c.countryCode, f.countryCodes));
  if (f.samplePrice === 'CUSTOM_QUOTE') out.push(isNull(c.samplePriceCents));
  else if (f.samplePrice) {
    const b = SAMPLE_PRICE_BANDS[f.samplePrice];
    out.push(...band(sql`${c.samplePriceCents}`, b.minCents, b.maxCents));
  }
  if (f.moq === 'CUSTOM') out.push(isNull(c.moq));
  else if (f.moq && !forItems) out.push(...band(sql`${c.moq}`, MOQ_BANDS[f.moq].min, MOQ_BANDS[f.moq].max));
  if (f.averageReview) out.push(gte(c.reviewAverage, f.averageReview));
  if (f.productionTime) {
    const b = PRODUCTION_TIME_BANDS[f.productionTime];
    out.push(...band(sql`${c.productionDays}`, b.minDays, b.maxDays));
  }
  if (f.orderVolume) {
    const b = ORDER_VOLUME_BANDS[f.orderVolume];
    out.push(...band(sql`${c.orderVolume}`, b.min, b.max));
  }
  if (f.tab && f.tab !== 'ALL' && !forItems)
    out.push(sql`${catalogCompanies.tabs} @> array[${f.tab}]::text[]`);
  return out;
}

/** The keyword alone as a full-text condition (on the item search index, or on suppliers). */
export function keywordCondition(plan: KeywordPlan, forItems: boolean): SQL {
  return sql`${forItems ? s.search : catalogCompanies.search} @@ ${tsQuery(plan)}`;
}

/**
 * True when an item's title alone matches the keyword: its title words carry weight A in the search
 * vector (migration 0017). Not an index condition: it rechecks the rows the keyword's GIN lookup found.
 */
export function keywordInTitle(plan: KeywordPlan): SQL<boolean> {
  return sql<boolean>`(ts_filter(${s.search}, '{a}') @@ ${tsQuery(plan)})`;
}

/**
 * The filters that are also lexemes of an item's search vector (`catalog_item_facets` of migration 0006:
 * `f:{filter}:{band or value}`), as a tsquery, so the keyword and these filters are one GIN lookup that
 * yields only the rows matching both. The column conditions below stay the exact definition of each band;
 * the lexemes only narrow what the index hands them.
 */
export function facetQuery(f: SourcingFilters): string | undefined {
  const all: string[] = [];
  if (f.region) all.push(lexeme(`f:r:${f.region}`));
  if (f.countryCode) all.push(lexeme(`f:c:${f.countryCode}`));
  if (f.countryCodes?.length) all.push(`(${f.countryCodes.map((c) => lexeme(`f:c:${c}`)).join(' | ')})`);
  if (f.tab && f.tab !== 'ALL') all.push(lexeme(`f:tab:${f.tab}`));
  if (f.viewType === 'EXPANDED_NETWORK' || f.viewType === 'SUPPLIERS') all.push(lexeme(`f:v:${f.viewType}`));
  if (f.moq) all.push(lexeme(`f:moq:${f.moq}`));
  if (f.samplePrice) all.push(lexeme(`f:sp:${f.samplePrice}`));
  if (f.averageReview) all.push(lexeme(`f:rv:${f.averageReview}`));
  if (f.productionTime) all.push(lexeme(`f:pt:${f.productionTime}`));
  if (f.orderVolume) all.push(lexeme(`f:ov:${f.orderVolume}`));
  return all.length ? all.join(' & ') : undefined;
}

/**
 * The keyword and the filter lexemes as one full-text condition on the item search index. In a sort tier
 * (decision 019), the tier's lexeme instead of the filters': the keyword among the tier's few rows is a
 * cheap lookup, and the filters' columns check what it finds, where intersecting the long lists of the
 * filter lexemes (a third of the catalog each) would cost more than the rows they save.
 */
function itemTextCondition(f: SourcingFilters, plan?: KeywordPlan, tier?: string): SQL | undefined {
  const facets = tier ? lexeme(tier) : facetQuery(f);
  const keyword = f.keyword && plan ? tsQuery(plan) : undefined;
  if (keyword && facets) return sql`${s.search} @@ (${keyword} && ${facets}::tsquery)`;
  if (keyword) return sql`${s.search} @@ ${keyword}`;
  if (facets) return sql`${s.search} @@ ${facets}::tsquery`;
  return undefined;
}

/**
 * Conditions on items, all on catalog_item_search (a query over items must include that table); `tier`: the
 * lexeme of a sort tier the rows must be in.
 */
export function itemConditions(f: SourcingFilters, plan?: KeywordPlan, tier?: string): SQL | undefined {
  return and(
    itemTextCondition(f, plan, tier),
    ...(f.tab && f.tab !== 'ALL' ? [eq(s.tab, f.tab)] : []),
    ...categoryCondition(f, true),
    ...(f.moq && f.moq !== 'CUSTOM' ? band(sql`${s.moq}`, MOQ_BANDS[f.moq].min, MOQ_BANDS[f.moq].max) : []),
    ...companyConditions(f, true),
  );
}

export function companyConditionsOf(f: SourcingFilters, plan?: KeywordPlan): SQL | undefined {
  return and(
    ...(f.keyword && plan ? [keywordCondition(plan, false)] : []),
    ...categoryCondition(f, false),
    ...companyConditions(f, false),
  );
}

/** Relevance of a row to the keyword, for ordering when no explicit sort is asked. */
export function keywordRank(plan: KeywordPlan, forItems: boolean): SQL<number> {
  return sql<number>`ts_rank(${forItems ? s.search : catalogCompanies.search}, ${tsQuery(plan)})`;
}

/** True when some row matches the plan under these filters. */
async function anyMatch(db: Db, f: SourcingFilters, forItems: boolean, plan: KeywordPlan) {
  const rows = forItems
    ? await db.select({ one: sql`1` }).from(s).where(itemConditions(f, plan)).limit(1)
    : await db.select({ one: sql`1` }).from(catalogCompanies).where(companyConditionsOf(f, plan)).limit(1);
  return rows.length > 0;
}

/**
 * How to search this keyword under these filters, the way a shopper expects: every word as typed; else
 * every word with typos corrected from the catalog's vocabulary ("candel" → "candle"); else any of the
 * corrected words that are not on most rows, best matches first. Each step is an index-served full-text query, never a scan.
 */
export async function keywordPlan(
  d: CatalogDeps,
  f: SourcingFilters,
  forItems: boolean,
  known: { typedMatchesNothing?: boolean } = {},
): Promise<KeywordPlan | undefined> {
  if (!f.keyword) return undefined;
  const asTyped = { text: f.keyword, any: false };
  const { db } = d;
  if (!known.typedMatchesNothing && (await anyMatch(db, f, forItems, asTyped))) return asTyped;
  const corrected = (await correctWords(d, f.keyword)).join(' ');
  if (!corrected) return asTyped;
  const fixed = { text: corrected, any: false };
  if (corrected !== keywordWords(f.keyword).join(' ') && (await anyMatch(db, f, forItems, fixed)))
    return fixed;
  return anyWordPlan(d, corrected, forItems);
}

/**
 * Any of the words, without those on most rows (COMMON_WORD_SHARE, matchingLexemes): "soy candles for my
 * wellness brand" found every item of the demo catalog through "brand", in its descriptions.
 */
async function anyWordPlan(d: CatalogDeps, text: string, forItems: boolean): Promise<KeywordPlan> {
  const lexemes = await matchingLexemes(
    d.db,
    keywordWords(text),
    forItems ? 'catalog_item_search' : 'catalog_companies',
  );
  return lexemes.length ? { text, any: true, query: atLeast(lexemes, 1) } : { text, any: true };
}

/**
 * How a search's keyword was searched, when not as typed and something was found (the counts say it, for
 * "Showing results for …"): its typos corrected, or any of its words (only said of several words).
 */
export function keywordApplied(
  f: SourcingFilters,
  plan: KeywordPlan | undefined,
  count: number,
): { keyword?: KeywordApplied } {
  if (!plan || !f.keyword || count === 0) return {};
  if (plan.any && keywordWords(plan.text).length > 1)
    return { keyword: { text: plan.text, match: 'ANY_WORD' } };
  return plan.text === f.keyword ? {} : { keyword: { text: plan.text, match: 'CORRECTED' } };
}

/**
 * Runs a search with the keyword's plan (undefined without a keyword). `known.typedMatchesNothing`: the
 * caller already searched the keyword as typed under these filters and found nothing, so that is not asked
 * again.
 */
export async function withKeyword<T>(
  d: CatalogDeps,
  f: SourcingFilters,
  forItems: boolean,
  fn: (db: Db, plan: KeywordPlan | undefined) => Promise<T>,
  known: { typedMatchesNothing?: boolean } = {},
): Promise<T> {
  return fn(d.db, await keywordPlan(d, f, forItems, known));
}
