import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  browseHref,
  clearFilters,
  DEFAULT_SEARCH,
  type MarketplaceSearch,
  parseSearch,
  serializeSearch,
  startFromCategory,
  toApiFilters,
  withViewType,
} from './search-params';

const FULL: MarketplaceSearch = {
  keyword: 'glass bottle',
  tab: 'PRODUCTS',
  viewType: 'SUPPLIERS',
  vertical: 'Beauty',
  group: 'Skincare',
  subgroup: 'Serums',
  categoryIds: [3, 14],
  region: 'AS',
  countryCodes: ['CN', 'VN'],
  samplePrice: '50-100',
  moq: '100-1000',
  averageReview: 4,
  productionTime: '1-2',
  orderVolume: '250+',
  sort: 'tariffRate',
};

const roundTrip = (s: MarketplaceSearch) => parseSearch(new URLSearchParams(serializeSearch(s).toString()));

describe('marketplace search in the URL', () => {
  it('round-trips every field', () => {
    expect(roundTrip(FULL)).toEqual(FULL);
  });

  it('round-trips the default search as an empty query', () => {
    expect(serializeSearch(DEFAULT_SEARCH).toString()).toBe('');
    expect(roundTrip(DEFAULT_SEARCH)).toEqual(DEFAULT_SEARCH);
    expect(browseHref(DEFAULT_SEARCH)).toBe('/browse-suppliers');
  });

  it('uses the spec parameter names', () => {
    const qs = serializeSearch(FULL);
    expect(qs.get('searchKey')).toBe('glass bottle');
    expect(qs.get('categoryIds')).toBe('3,14');
    expect(qs.get('countryCodes')).toBe('CN,VN');
    expect(qs.get('viewType')).toBe('SUPPLIERS');
    expect(qs.get('tab')).toBe('PRODUCTS');
  });

  it('drops what it does not know instead of failing', () => {
    const s = parseSearch(
      new URLSearchParams(
        'tab=NOPE&viewType=x&samplePrice=toString&moq=__proto__&averageReview=5&categoryIds=1,x,-2,7&countryCodes=cn,USA,vn&region=ZZ&sort=-rank;drop',
      ),
    );
    expect(s).toEqual({ ...DEFAULT_SEARCH, categoryIds: [1, 7], countryCodes: ['CN', 'VN'] });
  });

  it('accepts the single countryCode parameter of spec §2', () => {
    expect(parseSearch(new URLSearchParams('countryCode=it')).countryCodes).toEqual(['IT']);
  });

  it('drops a sort that belongs to the other view', () => {
    expect(parseSearch(new URLSearchParams('viewType=SUPPLIERS&sort=-enabledAt')).sort).toBeUndefined();
    expect(parseSearch(new URLSearchParams('sort=-enabledAt')).sort).toBe('-enabledAt');
  });

  it('builds the API query from the search', () => {
    expect(toApiFilters(FULL)).toMatchObject({
      keyword: 'glass bottle',
      categoryIds: '3,14',
      countryCodes: 'CN,VN',
      averageReview: 4,
      viewType: 'SUPPLIERS',
    });
    expect(toApiFilters(DEFAULT_SEARCH)).toMatchObject({
      keyword: undefined,
      tab: undefined,
      categoryIds: undefined,
    });
  });
});

describe('filter actions', () => {
  it('counts the filters set', () => {
    expect(activeFilterCount(DEFAULT_SEARCH)).toBe(0);
    expect(activeFilterCount(FULL)).toBe(11);
  });

  it('clears filters but keeps the keyword, tab, view and sort', () => {
    expect(clearFilters(FULL)).toEqual({
      ...DEFAULT_SEARCH,
      keyword: 'glass bottle',
      tab: 'PRODUCTS',
      viewType: 'SUPPLIERS',
      sort: 'tariffRate',
    });
  });

  it('a category starting point resets every other filter', () => {
    const next = startFromCategory(FULL, { tab: 'ECOMMERCE_PACKAGING', vertical: 'Boxes' });
    expect(next).toEqual({
      ...DEFAULT_SEARCH,
      viewType: 'SUPPLIERS',
      tab: 'ECOMMERCE_PACKAGING',
      vertical: 'Boxes',
      group: undefined,
    });
    expect(activeFilterCount(next)).toBe(1);
  });

  it('a category start from the RFP view opens the product view', () => {
    expect(startFromCategory({ viewType: 'RFP' }, { tab: 'PRODUCTS', vertical: 'Apparel' }).viewType).toBe(
      'CATALOG_PRODUCTS',
    );
  });

  it('switching view keeps the filters and drops a sort the new view lacks', () => {
    const products = withViewType(FULL, 'CATALOG_PRODUCTS');
    expect(products.sort).toBeUndefined();
    expect(products.moq).toBe('100-1000');
    expect(withViewType(FULL, 'EXPANDED_NETWORK').sort).toBe('tariffRate');
  });
});
