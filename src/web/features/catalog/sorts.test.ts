import { describe, expect, it } from 'vitest';
import { ITEM_SORTS, SUPPLIER_SORTS } from '../../../shared/contract/catalog';
import { defaultSortFor, isSortOf, sortOptionsFor } from './sorts';

describe('sort options per view (spec §9)', () => {
  it('offers the product sorts on catalog products', () => {
    expect(sortOptionsFor('CATALOG_PRODUCTS').map((o) => [o.value, o.label])).toEqual([
      ['-rank', 'Featured'],
      ['-enabledAt', 'Newest'],
      ['productionMinPrice', 'Price: low to high'],
      ['-productionMinPrice', 'Price: high to low'],
    ]);
  });

  it('offers the supplier sorts on suppliers and the expanded network', () => {
    for (const view of ['SUPPLIERS', 'EXPANDED_NETWORK'] as const) {
      expect(sortOptionsFor(view).map((o) => o.label)).toEqual([
        'Featured',
        'Online now',
        'Newly added',
        'Lowest tariffs',
      ]);
    }
  });

  it('has no sort on the RFP view', () => {
    expect(sortOptionsFor('RFP')).toEqual([]);
    expect(defaultSortFor('RFP')).toBeUndefined();
  });

  it('only offers sorts the API accepts', () => {
    for (const o of sortOptionsFor('CATALOG_PRODUCTS')) expect(ITEM_SORTS).toContain(o.value);
    for (const o of sortOptionsFor('SUPPLIERS')) expect(SUPPLIER_SORTS).toContain(o.value);
  });

  it('knows which view a sort belongs to; Featured is the default of both', () => {
    expect(isSortOf('SUPPLIERS', '-onlineNow')).toBe(true);
    expect(isSortOf('CATALOG_PRODUCTS', '-onlineNow')).toBe(false);
    expect(defaultSortFor('CATALOG_PRODUCTS')).toBe('-rank');
    expect(defaultSortFor('SUPPLIERS')).toBe('-rank');
  });
});
