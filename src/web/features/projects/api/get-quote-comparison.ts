import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteComparison } from '../../../../shared/contract/projects';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/project-management/{id}/quotes/comparison (the table sorts itself, so one fetch serves all sorts). */
export const getQuoteComparison = (id: number, signal?: AbortSignal) =>
  apiRequest<QuoteComparison>(`/web/project-management/${id}/quotes/comparison`, { signal, quiet: true });

export const getQuoteComparisonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.projects.comparison(id),
    queryFn: ({ signal }) => getQuoteComparison(id, signal),
  });

export const useQuoteComparison = (id: number, enabled = true) =>
  useQuery({ ...getQuoteComparisonQueryOptions(id), enabled });
