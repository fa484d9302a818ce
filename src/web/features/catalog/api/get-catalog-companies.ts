import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';
import type { SupplierSort } from '../sorts';

export const PAGE_SIZE = 50;
type Filters = Record<string, string | number | undefined>;

/** GET /web/catalog-companies: one page of suppliers matching the filters. */
export const getCatalogCompanies = (
  filters: Filters,
  page: number,
  sort?: SupplierSort,
  signal?: AbortSignal,
) =>
  callApi('GET /web/catalog-companies', {
    query: { ...filters, page, size: PAGE_SIZE, sort },
    signal,
  });

export const getCatalogCompaniesQueryOptions = (filters: Filters, sort?: SupplierSort) =>
  infiniteQueryOptions({
    queryKey: queryKeys.catalog.companies(filters, sort),
    queryFn: ({ pageParam, signal }) => getCatalogCompanies(filters, pageParam, sort, signal),
    initialPageParam: 0,
    // A short page is the last one.
    getNextPageParam: (last, _all, lastPage) => (last.length < PAGE_SIZE ? undefined : lastPage + 1),
  });

export const useCatalogCompanies = (filters: Filters, sort: SupplierSort | undefined, enabled = true) =>
  useInfiniteQuery({
    ...getCatalogCompaniesQueryOptions(filters, sort),
    enabled,
    // The last results stay (dimmed) while the next search loads: no flash of a spinner.
    placeholderData: keepPreviousData,
  });
