import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { ITEM_SORTS, SourcingFilters, SUPPLIER_SORTS } from '../../../../shared/contract/catalog';
import { supplierDutyRanking } from '../../../../shared/tariff/country-ranking';
import { catalogCompanies, catalogItemSearch, catalogItems } from '../../../db/schema/catalog';

// The sorts of spec §9, each with a stable tiebreak on id so pages never overlap.

const i = catalogItems;
const c = catalogCompanies;

export const ITEM_ORDER: Record<(typeof ITEM_SORTS)[number], SQL[]> = {
  '-rank': [desc(i.rank), asc(i.id)],
  '-enabledAt': [desc(i.enabledAt), asc(i.id)],
  productionMinPrice: [asc(i.productionMinPriceCents), asc(i.id)],
  '-productionMinPrice': [desc(i.productionMinPriceCents), asc(i.id)],
  '-rankedAt': [desc(i.rankedAt), asc(i.id)],
};

/**
 * The same sorts on the search index, where item searches order (and page) before joining the wide rows:
 * the key of each sort and its direction; `itemId` ascending breaks ties.
 */
export const ITEM_SEARCH_SORTS = {
  '-rank': { key: 'rank', descending: true },
  '-enabledAt': { key: 'enabledAt', descending: true },
  productionMinPrice: { key: 'productionMinPriceCents', descending: false },
  '-productionMinPrice': { key: 'productionMinPriceCents', descending: true },
  '-rankedAt': { key: 'rankedAt', descending: true },
} as const satisfies Record<
  (typeof ITEM_SORTS)[number],
  { key: keyof typeof catalogItemSearch.$inferSelect; descending: boolean }
>;

export const ITEM_SEARCH_ORDER = Object.fromEntries(
  Object.entries(ITEM_SEARCH_SORTS).map(([sort, { key, descending }]) => [
    sort,
    [descending ? desc(catalogItemSearch[key]) : asc(catalogItemSearch[key]), asc(catalogItemSearch.itemId)],
  ]),
) as Record<(typeof ITEM_SORTS)[number], SQL[]>;

/** The fixed supplier sorts; "Lowest tariffs" depends on the search (supplierTariffOrder below). */
export const SUPPLIER_ORDER: Record<Exclude<(typeof SUPPLIER_SORTS)[number], 'tariffRate'>, SQL[]> = {
  '-rank': [desc(c.rank), asc(c.id)],
  '-onlineNow': [desc(c.isOnlineNow), desc(c.rank), asc(c.id)],
  '-firstEnabledAt': [desc(c.firstEnabledAt), asc(c.id)],
};

/** The category a search is in, as the tariff table's CATEGORY_HEADINGS name it (the vertical's name). */
const searchCategory = (f: SourcingFilters) =>
  f.tab === 'ECOMMERCE_PACKAGING' ? 'Ecommerce Packaging' : f.vertical;

/**
 * "Lowest tariffs" (spec §9): suppliers by the US duty on goods of their country, from the tariff table
 * (shared/tariff/country-ranking.ts) — on the HTS line the search's words suggest, else the mean over its
 * category's lines or the whole table; equal rates by rank. `date` (YYYY-MM-DD) picks the duties in force.
 */
export function supplierTariffOrder(f: SourcingFilters, date: string): SQL[] {
  const words = [f.keyword, f.subgroup, f.group].filter(Boolean).join(' ');
  const ranking = supplierDutyRanking({ words: words || undefined, category: searchCategory(f) }, date);
  const pct = (x: number) => sql`${x}::double precision`;
  const whens = Object.entries(ranking.byCountry).map(([code, x]) => sql`when ${code} then ${pct(x)}`);
  const rate = whens.length
    ? sql`case ${c.countryCode} ${sql.join(whens, sql` `)} else ${pct(ranking.defaultPercent)} end`
    : pct(ranking.defaultPercent);
  return [asc(rate), desc(c.rank), asc(c.id)];
}
