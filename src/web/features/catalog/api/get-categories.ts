import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/catalog-categories: the whole tree (spec §9: the category list uses page size 9999). */
export const getCategories = (signal?: AbortSignal) =>
  callApi('GET /web/catalog-categories', { query: { size: 9999 }, signal });

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60 * 60_000,
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
