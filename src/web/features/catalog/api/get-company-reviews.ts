import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '../../../../shared/contract/reviews';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

const REVIEW_PAGE = 10;

/** GET /app/catalog-company-reviews?companyId=(&itemId=): a supplier's reviews (of one item), newest first. */
export const getCompanyReviews = (
  companyId: number,
  itemId: number | undefined,
  page: number,
  signal?: AbortSignal,
) =>
  apiRequest<Review[]>('/app/catalog-company-reviews', {
    query: { companyId, itemId, page, size: REVIEW_PAGE },
    signal,
    quiet: true,
  });

export const getCompanyReviewsQueryOptions = (companyId: number, itemId?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.catalog.reviews(companyId, itemId),
    queryFn: ({ pageParam, signal }) => getCompanyReviews(companyId, itemId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (last.length < REVIEW_PAGE ? undefined : lastPage + 1),
  });

export const useCompanyReviews = (companyId: number, itemId?: number) =>
  useInfiniteQuery(getCompanyReviewsQueryOptions(companyId, itemId));
