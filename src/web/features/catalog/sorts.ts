// The sort menu of each marketplace view (spec §9 "Sort options").
import type { ITEM_SORTS, SUPPLIER_SORTS, ViewType } from '../../../shared/contract/catalog';

export type ItemSort = (typeof ITEM_SORTS)[number];
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];
export type SortOption = { value: string; label: string };

const PRODUCT_SORTS: readonly { value: ItemSort; label: string }[] = [
  { value: '-rank', label: 'Featured' },
  { value: '-enabledAt', label: 'Newest' },
  { value: 'productionMinPrice', label: 'Price: low to high' },
  { value: '-productionMinPrice', label: 'Price: high to low' },
];

const SUPPLIER_SORT_OPTIONS: readonly { value: SupplierSort; label: string }[] = [
  { value: '-rank', label: 'Featured' },
  { value: '-onlineNow', label: 'Online now' },
  { value: '-firstEnabledAt', label: 'Newly added' },
  { value: 'tariffRate', label: 'Lowest tariffs' },
];

/** The sorts a view offers; the first is the default (Featured). RFP has no list, so no sort. */
export function sortOptionsFor(viewType: ViewType): readonly SortOption[] {
  if (viewType === 'CATALOG_PRODUCTS') return PRODUCT_SORTS;
  if (viewType === 'RFP') return [];
  return SUPPLIER_SORT_OPTIONS;
}

export function isSortOf(viewType: ViewType, sort: string): boolean {
  return sortOptionsFor(viewType).some((o) => o.value === sort);
}

/** The sort of a products list, or none (the URL's sort is checked against the view before it gets here). */
export const itemSortOf = (sort: string | undefined): ItemSort | undefined =>
  PRODUCT_SORTS.find((o) => o.value === sort)?.value;

/** The sort of a suppliers list, or none. */
export const supplierSortOf = (sort: string | undefined): SupplierSort | undefined =>
  SUPPLIER_SORT_OPTIONS.find((o) => o.value === sort)?.value;

export function defaultSortFor(viewType: ViewType): string | undefined {
  return sortOptionsFor(viewType)[0]?.value;
}
