import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CatalogItem } from '../../../../shared/contract/catalog';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { PAGE_SIZE } from './get-catalog-companies';

type Filters = Record<string, string | number | undefined>;

/** GET /web/catalog-items: one page of catalog products matching the filters. */
export const getCatalogItems = (filters: Filters, page: number, sort?: string, signal?: AbortSignal) =>
  apiRequest<CatalogItem[]>('/web/catalog-items', {
    query: { ...filters, page, size: PAGE_SIZE, sort },
    signal,
  });

export const getCatalogItemsQueryOptions = (filters: Filters, sort?: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.catalog.items(filters, sort),
    queryFn: ({ pageParam, signal }) => getCatalogItems(filters, pageParam, sort, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (last.length < PAGE_SIZE ? undefined : lastPage + 1),
  });

export const useCatalogItems = (filters: Filters, sort: string | undefined, enabled = true) =>
  useInfiniteQuery({
    ...getCatalogItemsQueryOptions(filters, sort),
    enabled,
    // The last results stay (dimmed) while the next search loads: no flash of a spinner.
    placeholderData: keepPreviousData,
  });
