import { queryOptions, useQuery } from '@tanstack/react-query';
import { IMAGE_SEARCH_DEFAULT_QUANTITY } from '../../../../shared/contract/image-search';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** While the catalog's pictures are still being indexed, results and progress are refreshed this often. */
export const INDEXING_REFRESH_MS = 3000;

/** GET /web/sourcing/home/image-search: catalog items that look like the image, best match first. */
export const searchByImage = (imageUrl: string, signal?: AbortSignal) =>
  callApi('GET /web/sourcing/home/image-search', {
    query: { imageUrl, quantity: IMAGE_SEARCH_DEFAULT_QUANTITY },
    signal,
    quiet: true,
  });

export const searchByImageQueryOptions = (imageUrl: string) =>
  queryOptions({
    queryKey: queryKeys.imageSearch.search(imageUrl),
    queryFn: ({ signal }) => searchByImage(imageUrl, signal),
    // More items are indexed every few seconds until the index is complete.
    refetchInterval: (q) => (q.state.data && !q.state.data.status.ready ? INDEXING_REFRESH_MS : false),
    staleTime: 60_000,
  });

export const useImageSearch = (imageUrl: string | null) =>
  useQuery({ ...searchByImageQueryOptions(imageUrl ?? ''), enabled: Boolean(imageUrl) });

/** GET /web/sourcing/home/image-search/status: indexed pictures of all catalog items. */
export const getImageIndexStatus = (signal?: AbortSignal) =>
  callApi('GET /web/sourcing/home/image-search/status', { signal, quiet: true });

export const useImageIndexStatus = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.imageSearch.status(),
    queryFn: ({ signal }) => getImageIndexStatus(signal),
    refetchInterval: (q) => (q.state.data && !q.state.data.ready ? INDEXING_REFRESH_MS : false),
    enabled,
  });
