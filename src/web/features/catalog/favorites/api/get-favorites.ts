import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../api/call-api';
import { queryKeys } from '../../../../api/query-keys';
import { PAGE_SIZE } from '../../api/get-catalog-companies';

/** GET /web/favorites/catalog-companies: the founder's favorite suppliers, newest first. */
export const getFavoriteCompanies = (page: number, signal?: AbortSignal) =>
  callApi('GET /web/favorites/catalog-companies', {
    query: { page, size: PAGE_SIZE },
    signal,
  });

/** GET /web/favorites/catalog-items: the founder's favorite products. */
export const getFavoriteItems = (page: number, signal?: AbortSignal) =>
  callApi('GET /web/favorites/catalog-items', { query: { page, size: PAGE_SIZE }, signal });

const nextPage = (last: unknown[], _all: unknown, lastPage: number) =>
  last.length < PAGE_SIZE ? undefined : lastPage + 1;

export const getFavoriteCompaniesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.catalog.favorites('companies'),
    queryFn: ({ pageParam, signal }) => getFavoriteCompanies(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

export const getFavoriteItemsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.catalog.favorites('items'),
    queryFn: ({ pageParam, signal }) => getFavoriteItems(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

export const useFavoriteCompanies = () => useInfiniteQuery(getFavoriteCompaniesQueryOptions());
export const useFavoriteItems = () => useInfiniteQuery(getFavoriteItemsQueryOptions());
