import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierCategory } from '../../../../shared/contract/supplier-portal';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

/** GET /web/supplier-portal/countries: where a supplier can be, with region and tariff. */
export const getSupplierCountries = (signal?: AbortSignal) =>
  callApi('GET /web/supplier-portal/countries', { signal });

/** GET /web/supplier-portal/categories: the whole taxonomy (size 9999, as the marketplace asks it). */
export const getSupplierCategories = (signal?: AbortSignal) =>
  callApi('GET /web/supplier-portal/categories', { query: { size: 9999 }, signal });

export const getSupplierCountriesQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.countries(),
    queryFn: ({ signal }) => getSupplierCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const getSupplierCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.categories(),
    queryFn: ({ signal }) => getSupplierCategories(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A category as a picker shows it: "Subgroup — Group, Vertical". */
const categoryLabel = (c: SupplierCategory) => `${c.subgroup} — ${c.group}, ${c.vertical}`;
const toCategoryOptions = (categories: SupplierCategory[]) =>
  categories.map((c) => ({ value: String(c.id), label: categoryLabel(c) }));

export const useSupplierCountries = () => useQuery(getSupplierCountriesQueryOptions());
/** The categories as picker options, by id (worked out once per fetch, not on every render). */
export const useSupplierCategoryOptions = () =>
  useQuery({ ...getSupplierCategoriesQueryOptions(), select: toCategoryOptions });
