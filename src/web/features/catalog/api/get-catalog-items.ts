import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';
import type { ItemSort } from '../sorts';
import { PAGE_SIZE } from './get-catalog-companies';

type Filters = Record<string, string | number | undefined>;

/** GET /web/catalog-items: one page of catalog products matching the filters. */
export const getCatalogItems = (filters: Filters, page: number, sort?: ItemSort, signal?: AbortSignal) =>
  callApi('GET /web/catalog-items', {
    query: { ...filters, page, size: PAGE_SIZE, sort },
    signal,
  });

export const getCatalogItemsQueryOptions = (filters: Filters, sort?: ItemSort) =>
  infiniteQueryOptions({
    queryKey: queryKeys.catalog.items(filters, sort),
    queryFn: ({ pageParam, signal }) => getCatalogItems(filters, pageParam, sort, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (last.length < PAGE_SIZE ? undefined : lastPage + 1),
  });

export const useCatalogItems = (filters: Filters, sort: ItemSort | undefined, enabled = true) =>
  useInfiniteQuery({
    ...getCatalogItemsQueryOptions(filters, sort),
    enabled,
    // The last results stay (dimmed) while the next search loads: no flash of a spinner.
    placeholderData: keepPreviousData,
  });
