// Every marketplace search lives in the URL (spec §2 query parameters): a search is a shareable link
// that survives a reload. This file is the one translation between the URL and the search state.
import {
  AVERAGE_REVIEW_BANDS,
  MOQ_BANDS,
  ORDER_VOLUME_BANDS,
  PRODUCTION_TIME_BANDS,
  REGION_LABELS,
  type Region,
  SAMPLE_PRICE_BANDS,
  SOURCING_TAB_LABELS,
  type SourcingTab,
  type ViewType,
} from '../../../shared/contract/catalog';
import { paths } from '../../routing/paths';
import { isSortOf } from './sorts';

export type SamplePriceBand = keyof typeof SAMPLE_PRICE_BANDS;
export type MoqBand = keyof typeof MOQ_BANDS;
export type ProductionTimeBand = keyof typeof PRODUCTION_TIME_BANDS;
export type OrderVolumeBand = keyof typeof ORDER_VOLUME_BANDS;

export type MarketplaceSearch = {
  keyword: string;
  tab: SourcingTab;
  viewType: ViewType;
  vertical?: string;
  group?: string;
  subgroup?: string;
  categoryIds: number[];
  region?: Region;
  countryCodes: string[];
  samplePrice?: SamplePriceBand;
  moq?: MoqBand;
  averageReview?: number;
  productionTime?: ProductionTimeBand;
  orderVolume?: OrderVolumeBand;
  sort?: string;
};

export const VIEW_TYPES: readonly ViewType[] = ['SUPPLIERS', 'EXPANDED_NETWORK', 'CATALOG_PRODUCTS', 'RFP'];
export const VIEW_TYPE_LABELS: Record<ViewType, string> = {
  SUPPLIERS: 'Suppliers',
  EXPANDED_NETWORK: 'Expanded network',
  CATALOG_PRODUCTS: 'Catalog products',
  RFP: 'Custom project (RFP)',
};

export const DEFAULT_SEARCH: MarketplaceSearch = {
  keyword: '',
  tab: 'ALL',
  viewType: 'CATALOG_PRODUCTS',
  categoryIds: [],
  countryCodes: [],
};

const MAX_TEXT = 100;
const has = (o: object, key: string) => Object.hasOwn(o, key);
const text = (v: string | null) => {
  const t = v?.trim().slice(0, MAX_TEXT);
  return t ? t : undefined;
};
const oneOf = <T extends string>(
  v: string | null,
  options: readonly T[] | Record<T, unknown>,
): T | undefined => {
  if (v === null) return undefined;
  return (Array.isArray(options) ? options.includes(v as T) : has(options, v)) ? (v as T) : undefined;
};

/** Reads a search from the URL; anything unknown or malformed is dropped, never an error. */
export function parseSearch(params: URLSearchParams): MarketplaceSearch {
  const viewType = oneOf(params.get('viewType'), VIEW_TYPES) ?? DEFAULT_SEARCH.viewType;
  const review = Number(params.get('averageReview'));
  const sort = params.get('sort') ?? undefined;
  return {
    keyword: params.get('searchKey')?.slice(0, 200) ?? '',
    tab: oneOf(params.get('tab'), SOURCING_TAB_LABELS) ?? 'ALL',
    viewType,
    vertical: text(params.get('vertical')),
    group: text(params.get('group')),
    subgroup: text(params.get('subgroup')),
    categoryIds: (params.get('categoryIds') ?? '')
      .split(',')
      .filter((s) => /^\d+$/.test(s))
      .map(Number)
      .filter((n) => n > 0)
      .slice(0, 200),
    region: oneOf(params.get('region'), REGION_LABELS),
    countryCodes: (params.get('countryCodes') ?? params.get('countryCode') ?? '')
      .split(',')
      .filter((s) => /^[A-Za-z]{2}$/.test(s))
      .map((s) => s.toUpperCase()),
    samplePrice: oneOf(params.get('samplePrice'), SAMPLE_PRICE_BANDS),
    moq: oneOf(params.get('moq'), MOQ_BANDS),
    averageReview: (AVERAGE_REVIEW_BANDS as readonly number[]).includes(review) ? review : undefined,
    productionTime: oneOf(params.get('productionTime'), PRODUCTION_TIME_BANDS),
    orderVolume: oneOf(params.get('orderVolume'), ORDER_VOLUME_BANDS),
    sort: sort && isSortOf(viewType, sort) ? sort : undefined,
  };
}

/** Writes a search to URL parameters, leaving out defaults so links stay short. */
export function serializeSearch(search: MarketplaceSearch): URLSearchParams {
  const p = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') p.set(key, String(value));
  };
  set('searchKey', search.keyword.trim());
  if (search.tab !== 'ALL') set('tab', search.tab);
  if (search.viewType !== DEFAULT_SEARCH.viewType) set('viewType', search.viewType);
  set('vertical', search.vertical);
  set('group', search.group);
  set('subgroup', search.subgroup);
  set('categoryIds', search.categoryIds.join(','));
  set('region', search.region);
  set('countryCodes', search.countryCodes.join(','));
  set('samplePrice', search.samplePrice);
  set('moq', search.moq);
  set('averageReview', search.averageReview);
  set('productionTime', search.productionTime);
  set('orderVolume', search.orderVolume);
  set('sort', search.sort);
  return p;
}

/** The query the list and count endpoints take (page, size and sort are added by the list). */
export function toApiFilters(search: MarketplaceSearch): Record<string, string | number | undefined> {
  return {
    keyword: search.keyword.trim() || undefined,
    viewType: search.viewType,
    tab: search.tab === 'ALL' ? undefined : search.tab,
    vertical: search.vertical,
    group: search.group,
    subgroup: search.subgroup,
    categoryIds: search.categoryIds.length ? search.categoryIds.join(',') : undefined,
    region: search.region,
    countryCodes: search.countryCodes.length ? search.countryCodes.join(',') : undefined,
    samplePrice: search.samplePrice,
    moq: search.moq,
    averageReview: search.averageReview,
    productionTime: search.productionTime,
    orderVolume: search.orderVolume,
  };
}

/** How many filters (beyond keyword, tab, view and sort) are set: the "Clear filters" badge. */
export function activeFilterCount(search: MarketplaceSearch): number {
  return [
    search.vertical,
    search.group,
    search.subgroup,
    search.categoryIds.length ? 1 : undefined,
    search.region,
    search.countryCodes.length ? 1 : undefined,
    search.samplePrice,
    search.moq,
    search.averageReview,
    search.productionTime,
    search.orderVolume,
  ].filter((v) => v !== undefined).length;
}

/** "Clear filters": keeps what the founder searches for and how they look at it. */
export function clearFilters(search: MarketplaceSearch): MarketplaceSearch {
  return {
    ...DEFAULT_SEARCH,
    keyword: search.keyword,
    tab: search.tab,
    viewType: search.viewType,
    sort: search.sort,
  };
}

/**
 * A category starting point (spec §9 "choosing a category starting point resets filters"): a fresh
 * search of that vertical in its tab; only the view type is kept.
 */
export function startFromCategory(
  search: Pick<MarketplaceSearch, 'viewType'>,
  start: { tab: SourcingTab; vertical: string; group?: string },
): MarketplaceSearch {
  return {
    ...DEFAULT_SEARCH,
    viewType: search.viewType === 'RFP' ? DEFAULT_SEARCH.viewType : search.viewType,
    tab: start.tab,
    vertical: start.vertical,
    group: start.group,
  };
}

/** Changing the view keeps the filters; a sort of the other view does not apply and is dropped. */
export function withViewType(search: MarketplaceSearch, viewType: ViewType): MarketplaceSearch {
  return {
    ...search,
    viewType,
    sort: search.sort && isSortOf(viewType, search.sort) ? search.sort : undefined,
  };
}

/** The link to a search. */
export function browseHref(search: MarketplaceSearch): string {
  const qs = serializeSearch(search).toString();
  return `${paths.catalog.browse()}${qs ? `?${qs}` : ''}`;
}
