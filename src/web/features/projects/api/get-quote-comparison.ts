import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/project-management/{id}/quotes/comparison (the table sorts itself, so one fetch serves all sorts). */
export const getQuoteComparison = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/project-management/:id/quotes/comparison', { params: { id }, signal, quiet: true });

export const getQuoteComparisonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.projects.comparison(id),
    queryFn: ({ signal }) => getQuoteComparison(id, signal),
  });

/**
 * While a request collects quotes, new ones show up without a reload: the open page asks again every
 * QUOTE_POLL_MS (only while the tab is visible; TanStack Query pauses polling in a background tab).
 */
export const QUOTE_POLL_MS = 15_000;

export const useQuoteComparison = (id: number, { enabled = true, live = false } = {}) =>
  useQuery({ ...getQuoteComparisonQueryOptions(id), enabled, refetchInterval: live ? QUOTE_POLL_MS : false });
