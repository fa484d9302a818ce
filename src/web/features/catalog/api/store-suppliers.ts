import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';
import { PAGE_SIZE } from './get-catalog-companies';

/** GET /web/stores/me/suppliers: suppliers the store works with (favorited, invited, reviewed), latest first. */
export const getStoreSuppliers = (page: number, signal?: AbortSignal) =>
  callApi('GET /web/stores/me/suppliers', { query: { page, size: PAGE_SIZE }, signal });

export const useStoreSuppliers = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.catalog.storeSuppliers(),
      queryFn: ({ pageParam, signal }) => getStoreSuppliers(pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last, _all, lastPage) => (last.length < PAGE_SIZE ? undefined : lastPage + 1),
    }),
  );
