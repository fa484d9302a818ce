import { asc, desc, type SQL } from 'drizzle-orm';
import type { ITEM_SORTS, SUPPLIER_SORTS } from '../../../../shared/contract/catalog';
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

export const SUPPLIER_ORDER: Record<(typeof SUPPLIER_SORTS)[number], SQL[]> = {
  '-rank': [desc(c.rank), asc(c.id)],
  '-onlineNow': [desc(c.isOnlineNow), desc(c.rank), asc(c.id)],
  '-firstEnabledAt': [desc(c.firstEnabledAt), asc(c.id)],
  tariffRate: [asc(c.tariffRatePercent), desc(c.rank), asc(c.id)],
};
