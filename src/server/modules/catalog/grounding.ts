import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductMatch } from '../../../shared/contract/brand-kits';
import type { Db } from '../../db/client';
import {
  catalogCategories,
  catalogCompanies,
  catalogItemSearch,
  catalogItems,
} from '../../db/schema/catalog';
import { COUNTRIES } from '../../db/seed/catalog/countries';
import { listCategories as taxonomy } from '../../db/seed/catalog/taxonomy';
import { keyWords } from '../../providers/ai-text/lexicon/key-words';
import { type CatalogGrounding, emptyGrounding } from '../../providers/ai-text/types';
import { itemPictureUrls } from './rows';

// What Quarry's catalog says about a founder's category: the facts brand-kit text is grounded in (its
// production items: sample kits are left out). Three
// statements whatever the catalog's size: the taxonomy (a few hundred rows), one aggregate over the matched
// items of the search index (disabled items are not in it), and the best-ranked items.

const TOP_ITEMS = 12;
const COUNTRY_NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name]));
const NOUNS_BY_SUBGROUP = new Map(taxonomy().map((c) => [c.subgroup, c.nouns]));

/** Singular, lower-case tokens of a name ("Home & Candles" → home, candle). */
const tokens = (text: string) =>
  keyWords(text.replace(/&/g, ' ')).map((w) =>
    w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w,
  );

type CategoryRow = { id: number; vertical: string; group: string; subgroup: string };

/** How well each row's subgroup, product nouns and group name the words of `words`. */
function describeScore(row: CategoryRow, words: Set<string>): number {
  const overlap = (text: string) => [...new Set(tokens(text))].filter((w) => words.has(w)).length;
  return (
    overlap(row.subgroup) * 2 +
    overlap((NOUNS_BY_SUBGROUP.get(row.subgroup) ?? []).join(' ')) * 2 +
    overlap(row.group)
  );
}

/** The rows scoring best (all of them when none scores). */
function best(
  rows: readonly CategoryRow[],
  score: (r: CategoryRow) => number,
  keepAllOnZero: boolean,
): CategoryRow[] {
  let top = 0;
  let winners: CategoryRow[] = [];
  for (const row of rows) {
    const s = score(row);
    if (s > top) {
      top = s;
      winners = [row];
    } else if (s === top && s > 0) winners.push(row);
  }
  return top > 0 ? winners : keepAllOnZero ? [...rows] : [];
}

/**
 * The catalog categories a kit's category (and description) name. A category typed as a taxonomy name
 * (subgroup, group or vertical) takes that part of the taxonomy, narrowed by the description's product
 * words ("Home & Candles" + "a reed diffuser" → Reed Diffusers). Other text scores every subgroup by the
 * words it shares with the category (subgroup, product nouns, group, vertical), the description breaking
 * ties; the best-scoring win. Empty when no word matches.
 */
export function matchCategories(
  rows: readonly CategoryRow[],
  category: string,
  description: string,
): CategoryRow[] {
  const asked = category.trim().toLowerCase();
  const desc = new Set(tokens(description));
  const byDescription = (within: CategoryRow[]) => best(within, (r) => describeScore(r, desc), true);
  const sub = rows.filter((r) => r.subgroup.toLowerCase() === asked);
  if (sub.length) return sub;
  const group = rows.filter((r) => r.group.toLowerCase() === asked);
  if (group.length) return byDescription(group);
  const vertical = rows.filter((r) => r.vertical.toLowerCase() === asked);
  if (vertical.length) return byDescription(vertical);
  const cat = new Set(tokens(category));
  const fromCategory = best(
    rows,
    (r) => describeScore(r, cat) * 2 + [...new Set(tokens(r.vertical))].filter((w) => cat.has(w)).length * 3,
    false,
  );
  if (fromCategory.length) return byDescription(fromCategory);
  // The category names nothing in the taxonomy: a description naming a product outright still can.
  return best(rows, (r) => (describeScore(r, desc) >= 4 ? describeScore(r, desc) : 0), false);
}

/** "Home & Candles › Candles › Jar Candles", or the shared part of several matched categories' paths. */
function pathOf(rows: readonly CategoryRow[]): string | null {
  const first = rows[0];
  if (!first) return null;
  if (rows.length === 1) return `${first.vertical} › ${first.group} › ${first.subgroup}`;
  if (rows.every((r) => r.vertical === first.vertical && r.group === first.group))
    return `${first.vertical} › ${first.group}`;
  if (rows.every((r) => r.vertical === first.vertical)) return first.vertical;
  return rows.map((r) => r.subgroup).join(', ');
}

type Range = { min: number; median: number; max: number } | null;
const range = (min: unknown, median: unknown, max: unknown): Range =>
  min == null || median == null || max == null
    ? null
    : { min: Number(min), median: Math.round(Number(median)), max: Number(max) };

/** Rows of db.execute on PGlite ({ rows }) and node-postgres ({ rows }) alike. */
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

type StatsRow = {
  item_count: number;
  supplier_count: number;
  price_min: number | null;
  price_median: number | null;
  price_max: number | null;
  moq_min: number | null;
  moq_median: number | null;
  moq_max: number | null;
  sample_min: number | null;
  sample_median: number | null;
  sample_max: number | null;
  days_min: number | null;
  days_median: number | null;
  days_max: number | null;
  review_avg: number | null;
  countries: { code: string; suppliers: number }[] | string | null;
};

/** Items, suppliers, their countries and the price/MOQ/sample/time spreads of the items `where` selects. */
async function aggregate(db: Db, where: SQL): Promise<StatsRow | undefined> {
  const res = await db.execute(sql`
    with m as (
      select company_id, country_code, production_min_price_cents as price, moq, sample_price_cents,
             production_days, review_average
      from ${catalogItemSearch} where ${where}
    ),
    s as (
      select company_id, min(country_code) as country_code, min(sample_price_cents) as sample,
             min(production_days) as days, min(review_average) as review
      from m group by company_id
    ),
    c as (
      select country_code as code, count(*)::int as suppliers from s group by country_code
    )
    select
      (select count(*)::int from m) as item_count,
      (select count(*)::int from s) as supplier_count,
      (select min(price) from m) as price_min,
      (select percentile_cont(0.5) within group (order by price) from m) as price_median,
      (select max(price) from m) as price_max,
      (select min(moq) from m) as moq_min,
      (select percentile_cont(0.5) within group (order by moq) from m) as moq_median,
      (select max(moq) from m) as moq_max,
      (select min(sample) from s) as sample_min,
      (select percentile_cont(0.5) within group (order by sample) from s where sample is not null) as sample_median,
      (select max(sample) from s) as sample_max,
      (select min(days) from s) as days_min,
      (select percentile_cont(0.5) within group (order by days) from s) as days_median,
      (select max(days) from s) as days_max,
      (select round(avg(review)::numeric, 2)::float8 from s where review is not null) as review_avg,
      (select json_agg(json_build_object('code', code, 'suppliers', suppliers) order by suppliers desc, code)
         from c) as countries
  `);
  return rowsOf<StatsRow>(res)[0];
}

/** The best-ranked enabled items `where` selects, as product matches (with their supplier). */
async function topItems(db: Db, where: SQL): Promise<ProductMatch[]> {
  const best = db
    .select({ id: catalogItemSearch.itemId })
    .from(catalogItemSearch)
    .where(where)
    .orderBy(desc(catalogItemSearch.rank), asc(catalogItemSearch.itemId))
    .limit(TOP_ITEMS);
  const rows = await db
    .select({
      id: catalogItems.id,
      title: catalogItems.title,
      imageCount: catalogItems.imageCount,
      imageUrls: catalogItems.imageUrls,
      unitPriceCents: catalogItems.productionMinPriceCents,
      moq: catalogItems.moq,
      rank: catalogItems.rank,
      supplierId: catalogCompanies.id,
      supplierName: catalogCompanies.name,
      countryCode: catalogCompanies.countryCode,
      samplePriceCents: catalogCompanies.samplePriceCents,
    })
    .from(catalogItems)
    .innerJoin(catalogCompanies, sql`${catalogCompanies.id} = ${catalogItems.companyId}`)
    .where(inArray(catalogItems.id, best))
    .orderBy(desc(catalogItems.rank), asc(catalogItems.id));
  return rows.map((r) => ({
    catalogItemId: r.id,
    title: r.title,
    imageUrl: itemPictureUrls({ id: r.id, imageCount: r.imageCount, imageUrls: r.imageUrls })[0] ?? '',
    supplierId: r.supplierId,
    supplierName: r.supplierName,
    countryCode: r.countryCode,
    unitPriceCents: r.unitPriceCents,
    moq: r.moq,
    samplePriceCents: r.samplePriceCents,
  }));
}

/**
 * What the catalog says about `category` (and `description`): the catalog categories it matches, then the
 * aggregate over their enabled items and suppliers. With no category match, items whose titles share the
 * words are used; with none either, an empty grounding (null figures, zero counts).
 */
export async function catalogGrounding(
  db: Db,
  input: { category: string; description: string },
): Promise<CatalogGrounding> {
  const cats = await db
    .select({
      id: catalogCategories.id,
      vertical: catalogCategories.vertical,
      group: catalogCategories.group,
      subgroup: catalogCategories.subgroup,
    })
    .from(catalogCategories)
    .orderBy(asc(catalogCategories.id));
  const matched = matchCategories(cats, input.category, input.description);
  let where: SQL;
  let categoryIds: number[];
  let categoryPath: string | null;
  if (matched.length) {
    categoryIds = matched.map((c) => c.id);
    categoryPath = pathOf(matched);
    where = inArray(catalogItemSearch.categoryId, categoryIds);
  } else {
    const words = [...new Set([...tokens(input.category), ...tokens(input.description)])]
      .filter((w) => /^[a-z][a-z-]*$/.test(w))
      .slice(0, 12);
    if (!words.length) return emptyGrounding();
    where = sql`${catalogItemSearch.search} @@ to_tsquery('english', ${words.join(' | ')})`;
    const hit = rowsOf<{ category_id: number }>(
      await db.execute(
        sql`select ${catalogItemSearch.categoryId} as category_id, count(*) as n from ${catalogItemSearch}
            where ${where} group by 1 order by n desc, 1 limit 5`,
      ),
    );
    if (!hit.length) return emptyGrounding();
    categoryIds = hit.map((h) => Number(h.category_id));
    categoryPath = null;
  }
  // A sample kit (MOQ 1, a sampler's price) is not the product: its figures would advise an opening order
  // "near the 1-unit minimum". Figures and candidates are the products a founder would order in volume.
  const products = and(where, eq(catalogItemSearch.isSampleKit, false)) as SQL;
  const [stats, items] = await Promise.all([aggregate(db, products), topItems(db, products)]);
  if (!stats?.item_count) return { ...emptyGrounding(), categoryPath, categoryIds };
  const countryRows =
    typeof stats.countries === 'string'
      ? (JSON.parse(stats.countries) as { code: string; suppliers: number }[])
      : (stats.countries ?? []);
  const nouns = cats
    .filter((c) => categoryIds.includes(c.id))
    .flatMap((c) => NOUNS_BY_SUBGROUP.get(c.subgroup) ?? [])
    .map((n) => n.toLowerCase());
  return {
    categoryPath,
    categoryIds,
    itemCount: Number(stats.item_count),
    supplierCount: Number(stats.supplier_count),
    countries: countryRows.map((c) => ({
      code: c.code,
      name: COUNTRY_NAMES.get(c.code) ?? c.code,
      suppliers: Number(c.suppliers),
    })),
    unitPriceCents: range(stats.price_min, stats.price_median, stats.price_max),
    moq: range(stats.moq_min, stats.moq_median, stats.moq_max),
    samplePriceCents: range(stats.sample_min, stats.sample_median, stats.sample_max),
    productionDays: range(stats.days_min, stats.days_median, stats.days_max),
    averageReview: stats.review_avg == null ? null : Number(stats.review_avg),
    topItems: items,
    productNouns: [...new Set(nouns)].sort((a, b) => a.split(' ').length - b.split(' ').length),
  };
}
