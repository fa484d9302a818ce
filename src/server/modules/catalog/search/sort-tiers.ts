import type { ITEM_SORTS } from '../../../../shared/contract/catalog';

type ItemSort = (typeof ITEM_SORTS)[number];

/**
 * Sort tiers (decision 019): the best 0.25%, 1%, 4% and 16% of items by each sort. Each is four times the
 * last, so a search that finds its page in a tier visited fewer than four pages' worth of rows in the tier
 * before it.
 */
export const SORT_TIER_FRACTIONS = [0.0025, 0.01, 0.04, 0.16] as const;

/**
 * Whether an engine searches by sort tiers, and so whether its seed sets their bounds: PostgreSQL only.
 * PGlite, one process over the smaller embedded catalog, was faster sorting every match, and writing the
 * lexemes cost its first start about 6 s (decision 019).
 */
export const usesSortTiers = (kind: 'pglite' | 'postgres') => kind === 'postgres';

/** The lexeme an item's search vector carries when it is in a tier (migration 0014, catalog_item_tiers). */
export const tierLexeme = (sort: ItemSort, tier: number) => `f:o:${sort}:${tier}`;

type TierKeys = { rank: number; enabledAt: Date; rankedAt: Date; productionMinPriceCents: number };

/** Each sort's key as catalog_item_tiers compares it (ranks as stored in a real, times in seconds). */
const KEYS: Record<ItemSort, { of: (i: TierKeys) => number; descending: boolean }> = {
  '-rank': { of: (i) => Math.fround(i.rank), descending: true },
  '-enabledAt': { of: (i) => i.enabledAt.getTime() / 1000, descending: true },
  '-rankedAt': { of: (i) => i.rankedAt.getTime() / 1000, descending: true },
  productionMinPrice: { of: (i) => i.productionMinPriceCents, descending: false },
  '-productionMinPrice': { of: (i) => i.productionMinPriceCents, descending: true },
};

/**
 * The tier bounds of a catalog about to be inserted: for each sort and tier, the key of the item at that
 * fraction of the sort order, so at least that fraction of the items is as good as the bound.
 */
export function sortTierBounds(items: TierKeys[]): { sort: ItemSort; tier: number; bound: number }[] {
  if (!items.length) return [];
  return (Object.keys(KEYS) as ItemSort[]).flatMap((sort) => {
    const { of, descending } = KEYS[sort];
    const keys = items.map(of).sort((a, b) => (descending ? b - a : a - b));
    return SORT_TIER_FRACTIONS.map((fraction, tier) => ({
      sort,
      tier,
      bound: keys[Math.max(0, Math.ceil(fraction * keys.length) - 1)]!,
    }));
  });
}
