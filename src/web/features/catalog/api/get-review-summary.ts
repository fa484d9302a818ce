import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '../../../../shared/contract/reviews';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /app/catalog-company-reviews/-/summary/:companyId: average, count and the 1–5 histogram. */
export const getReviewSummary = (companyId: number, signal?: AbortSignal) =>
  apiRequest<ReviewSummary>(`/app/catalog-company-reviews/-/summary/${companyId}`, { signal, quiet: true });

export const getReviewSummaryQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.reviewSummary(companyId),
    queryFn: ({ signal }) => getReviewSummary(companyId, signal),
  });

export const useReviewSummary = (companyId: number) => useQuery(getReviewSummaryQueryOptions(companyId));
