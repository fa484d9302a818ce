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

export const useQuoteComparison = (id: number, enabled = true) =>
  useQuery({ ...getQuoteComparisonQueryOptions(id), enabled });
