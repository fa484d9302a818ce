import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/catalog-items/:id/recommend-items-to-item: similar products (8). */
export const getSimilarItems = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/catalog-items/:id/recommend-items-to-item', {
    params: { id },
    query: { size: 8 },
    signal,
    quiet: true,
  });

export const getSimilarItemsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.similarItems(id),
    queryFn: ({ signal }) => getSimilarItems(id, signal),
  });

export const useSimilarItems = (id: number) => useQuery(getSimilarItemsQueryOptions(id));
