import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /app/catalog-company-reviews/-/summary/:companyId: average, count and the 1–5 histogram. */
export const getReviewSummary = (companyId: number, signal?: AbortSignal) =>
  callApi('GET /app/catalog-company-reviews/-/summary/:companyId', {
    params: { companyId },
    signal,
    quiet: true,
  });

export const getReviewSummaryQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.reviews.summary(companyId),
    queryFn: ({ signal }) => getReviewSummary(companyId, signal),
  });

export const useReviewSummary = (companyId: number) => useQuery(getReviewSummaryQueryOptions(companyId));
