import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/ai-products/image/count: images generated, the subscribed flag and the free designs left. */
export const getDesignCredits = (signal?: AbortSignal) =>
  callApi('GET /web/ai-products/image/count', { signal });

export const getDesignCreditsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.aiDesign.credits(),
    queryFn: ({ signal }) => getDesignCredits(signal),
  });

export const useDesignCredits = () => useQuery(getDesignCreditsQueryOptions());

/** GET /web/ai-products/-/total-count: designs the store has saved. */
export const getAiProductsTotalCount = (signal?: AbortSignal) =>
  callApi('GET /web/ai-products/-/total-count', { signal });

export const getAiProductsTotalCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.aiDesign.totalCount(),
    queryFn: ({ signal }) => getAiProductsTotalCount(signal),
  });

export const useAiProductsTotalCount = () => useQuery(getAiProductsTotalCountQueryOptions());
