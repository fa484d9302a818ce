import { and, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  MOQ_BANDS,
  ORDER_VOLUME_BANDS,
  PRODUCTION_TIME_BANDS,
  SAMPLE_PRICE_BANDS,
  type SourcingFilters,
} from '../../../shared/contract/catalog';
import type { Db } from '../../db/client';
import { catalogCategories, catalogCompanies, catalogItems } from '../../db/schema/catalog';

// SourcingFilters → SQL conditions. Items are always joined to their company, so supplier-level filters
// (region, country, sample price, production time, order volume, average review) apply through it.

/** How a keyword matched: full-text first, trigram similarity when full-text finds nothing (typos). */
export type KeywordMode = 'fts' | 'trgm';
/** word_similarity above which a typo still counts ("candel" → "Candle"). */
export const TYPO_SIMILARITY = 0.45;

const tsQuery = (keyword: string) => sql`websearch_to_tsquery('english', ${keyword})`;

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
        ? inArray(catalogItems.categoryId, f.categoryIds)
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
      forItems
        ? sql`${catalogItems.categoryId} in ${ids}`
        : sql`${catalogCompanies.categoryIds} && array${ids}::int[]`,
    );
  }
  return out;
}

/** Conditions on the supplier (used directly for suppliers, through the join for items). */
function companyConditions(f: SourcingFilters, forItems: boolean): SQL[] {
  const c = catalogCompanies;
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
  if (f.tab && f.tab !== 'ALL' && !forItems) out.push(sql`${c.tabs} @> array[${f.tab}]::text[]`);
  return out;
}

function keywordCondition(keyword: string, mode: KeywordMode, forItems: boolean): SQL {
  const search = forItems ? catalogItems.search : catalogCompanies.search;
  if (mode === 'fts') return sql`${search} @@ ${tsQuery(keyword)}`;
  const text = forItems ? catalogItems.title : catalogCompanies.name;
  // `<%` (word similarity above the threshold withKeyword sets) can use the trigram GIN index.
  return sql`${keyword} <% ${text}`;
}

export function itemConditions(f: SourcingFilters, mode?: KeywordMode): SQL | undefined {
  return and(
    ...(f.keyword && mode ? [keywordCondition(f.keyword, mode, true)] : []),
    ...(f.tab && f.tab !== 'ALL' ? [eq(catalogItems.tab, f.tab)] : []),
    ...categoryCondition(f, true),
    ...(f.moq && f.moq !== 'CUSTOM'
      ? band(sql`${catalogItems.moq}`, MOQ_BANDS[f.moq].min, MOQ_BANDS[f.moq].max)
      : []),
    ...companyConditions(f, true),
  );
}

export function companyConditionsOf(f: SourcingFilters, mode?: KeywordMode): SQL | undefined {
  return and(
    ...(f.keyword && mode ? [keywordCondition(f.keyword, mode, false)] : []),
    ...categoryCondition(f, false),
    ...companyConditions(f, false),
  );
}

/** Relevance of a row to the keyword, for ordering when no explicit sort is asked. */
export function keywordRank(keyword: string, mode: KeywordMode, forItems: boolean): SQL<number> {
  if (mode === 'fts')
    return sql<number>`ts_rank(${forItems ? catalogItems.search : catalogCompanies.search}, ${tsQuery(keyword)})`;
  return sql<number>`word_similarity(${keyword}, ${forItems ? catalogItems.title : catalogCompanies.name})`;
}

/** Full-text when it finds anything under these filters, else the typo-tolerant trigram match. */
export async function keywordMode(
  db: Db,
  f: SourcingFilters,
  forItems: boolean,
): Promise<KeywordMode | undefined> {
  if (!f.keyword) return undefined;
  const rows = forItems
    ? await db
        .select({ one: sql`1` })
        .from(catalogItems)
        .innerJoin(catalogCompanies, eq(catalogCompanies.id, catalogItems.companyId))
        .where(itemConditions(f, 'fts'))
        .limit(1)
    : await db.select({ one: sql`1` }).from(catalogCompanies).where(companyConditionsOf(f, 'fts')).limit(1);
  return rows.length ? 'fts' : 'trgm';
}

/**
 * Runs a search with its keyword mode; in trigram mode inside a transaction that sets the word-similarity
 * threshold, so the typo fallback is served by the trigram indexes rather than a scan.
 */
export async function withKeyword<T>(
  db: Db,
  f: SourcingFilters,
  forItems: boolean,
  fn: (db: Db, mode: KeywordMode | undefined) => Promise<T>,
): Promise<T> {
  const mode = await keywordMode(db, f, forItems);
  if (mode !== 'trgm') return fn(db, mode);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    return fn(tx, mode);
  });
}
