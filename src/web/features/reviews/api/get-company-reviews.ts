import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

const REVIEW_PAGE = 10;

/** GET /app/catalog-company-reviews?companyId=(&itemId=): a supplier's reviews (of one item), newest first. */
export const getCompanyReviews = (
  companyId: number,
  itemId: number | undefined,
  page: number,
  signal?: AbortSignal,
) =>
  callApi('GET /app/catalog-company-reviews', {
    query: { companyId, itemId, page, size: REVIEW_PAGE },
    signal,
    quiet: true,
  });

export const getCompanyReviewsQueryOptions = (companyId: number, itemId?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviews.list(companyId, itemId),
    queryFn: ({ pageParam, signal }) => getCompanyReviews(companyId, itemId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (last.length < REVIEW_PAGE ? undefined : lastPage + 1),
  });

export const useCompanyReviews = (companyId: number, itemId?: number) =>
  useInfiniteQuery(getCompanyReviewsQueryOptions(companyId, itemId));

/**
 * GET /app/catalog-company-reviews?companyId=&mine=true: the signed-in store's own reviews of a supplier
 * (one per item at most, so one page), whatever page of the full list they would sit on.
 */
export const useMyCompanyReviews = (companyId: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...queryKeys.reviews.list(companyId), 'mine'],
    queryFn: ({ signal }) =>
      callApi('GET /app/catalog-company-reviews', {
        query: { companyId, mine: 'true', size: 200 },
        signal,
        quiet: true,
      }),
  });
