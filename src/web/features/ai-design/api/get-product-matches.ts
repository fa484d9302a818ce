import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export const PRODUCT_MATCH_SIZE = 12;

/**
 * GET /web/catalog-items/design/product-match-new: real catalog products whose suppliers can make a design,
 * from the design's description ("find a factory for this").
 */
export const getProductMatches = (description: string, signal?: AbortSignal) =>
  callApi('GET /web/catalog-items/design/product-match-new', {
    query: { description: description.slice(0, 1000), size: PRODUCT_MATCH_SIZE },
    signal,
  });

export const getProductMatchesQueryOptions = (description: string) =>
  queryOptions({
    queryKey: queryKeys.aiDesign.productMatches(description),
    queryFn: ({ signal }) => getProductMatches(description, signal),
    enabled: description.trim() !== '',
  });

export const useProductMatches = (description: string | null) =>
  useQuery({ ...getProductMatchesQueryOptions(description ?? ''), enabled: !!description?.trim() });
