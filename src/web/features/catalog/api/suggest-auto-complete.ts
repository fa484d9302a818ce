import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/catalog-items/action/suggest-auto-complete: items, suppliers and categories for a prefix. */
export const suggestAutoComplete = (keyword: string, signal?: AbortSignal) =>
  callApi('GET /web/catalog-items/action/suggest-auto-complete', {
    query: { keyword, size: 8 },
    signal,
    // Suggestions are a nicety: a failure leaves the box working, without a notification.
    quiet: true,
  });

export const suggestAutoCompleteQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: queryKeys.catalog.suggestions(keyword),
    queryFn: ({ signal }) => suggestAutoComplete(keyword, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** `keyword` is already debounced by the caller. */
export const useSuggestions = (keyword: string) =>
  useQuery({ ...suggestAutoCompleteQueryOptions(keyword), enabled: keyword.trim().length > 0 });
