import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/catalog-items/-/product-listings: the newest products (page 0, size 100). */
export const getProductListings = (signal?: AbortSignal) =>
  callApi('GET /web/catalog-items/-/product-listings', {
    query: { page: 0, size: 100 },
    signal,
  });

export const getProductListingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.productListings(),
    queryFn: ({ signal }) => getProductListings(signal),
    staleTime: 5 * 60_000,
  });

export const useProductListings = () => useQuery(getProductListingsQueryOptions());
