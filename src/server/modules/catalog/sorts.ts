import { asc, desc, type SQL } from 'drizzle-orm';
import type { ITEM_SORTS, SUPPLIER_SORTS } from '../../../shared/contract/catalog';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';

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

export const SUPPLIER_ORDER: Record<(typeof SUPPLIER_SORTS)[number], SQL[]> = {
  '-rank': [desc(c.rank), asc(c.id)],
  '-onlineNow': [desc(c.isOnlineNow), desc(c.rank), asc(c.id)],
  '-firstEnabledAt': [desc(c.firstEnabledAt), asc(c.id)],
  tariffRate: [asc(c.tariffRatePercent), desc(c.rank), asc(c.id)],
};
