import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePublicReviewBody,
  CreateReviewBody,
  Review,
  UpdateReviewBody,
} from '../../../../shared/contract/reviews';
import { isApiError } from '../../../api/api-error';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** POST /web/catalog-company-reviews: the signed-in founder reviews a supplier it works with. */
export const createReview = (body: CreateReviewBody) =>
  callApi('POST /web/catalog-company-reviews', { body, quiet: true });

/** PUT /web/catalog-company-reviews/:id: the founder edits its own review. */
export const updateReview = ({ id, ...body }: UpdateReviewBody & { id: number }) =>
  callApi('PUT /web/catalog-company-reviews/:id', { params: { id }, body, quiet: true });

/** A written or edited review changes the supplier's list, summary and rating line. */
function useReviewsChanged() {
  const queryClient = useQueryClient();
  return (review: Review) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.company(review.companyId) });
  };
}

export function useCreateReview() {
  const changed = useReviewsChanged();
  return useMutation({ mutationFn: createReview, onSuccess: changed });
}

export function useUpdateReview() {
  const changed = useReviewsChanged();
  return useMutation({ mutationFn: updateReview, onSuccess: changed });
}

/** Why the server would not take this store's review (no relationship: 422; already reviewed: 409), or null. */
export const reviewRefusal = (error: unknown) =>
  isApiError(error) && (error.status === 422 || error.status === 409) ? error.message : null;

/**
 * Writes the store's review of a supplier (of one of its products, with itemId), or edits the one it
 * already wrote (`mine`).
 */
export function useSaveReview() {
  const create = useCreateReview();
  const update = useUpdateReview();
  return (
    target: { companyId: number; itemId?: number; mine?: Review },
    values: { rating: number; text: string },
  ) =>
    target.mine
      ? update.mutateAsync({ id: target.mine.id, rating: values.rating, text: values.text })
      : create.mutateAsync({
          companyId: target.companyId,
          itemId: target.itemId,
          rating: values.rating,
          text: values.text,
        });
}

/** POST /web/catalog-company-reviews/-/signed-link: a 30-day, single-use link to the public review page. */
export const createReviewLink = (companyId: number) =>
  callApi('POST /web/catalog-company-reviews/-/signed-link', {
    body: { companyId },
    quiet: true,
  });

export const useCreateReviewLink = () => useMutation({ mutationFn: createReviewLink });

/** GET /app/catalog-company-reviews/-/signed-link?token=: which supplier a link is for (403 when not valid). */
export const getReviewLinkInfo = (token: string, signal?: AbortSignal) =>
  callApi('GET /app/catalog-company-reviews/-/signed-link', {
    query: { token },
    signal,
    quiet: true,
  });

export const useReviewLinkInfo = (token: string) =>
  useQuery({
    queryKey: queryKeys.reviews.link(token),
    queryFn: ({ signal }) => getReviewLinkInfo(token, signal),
    enabled: token.length > 0,
    retry: false,
  });

/** POST /app/catalog-company-reviews: the public page posts a review with its link's token. */
export const createPublicReview = (body: CreatePublicReviewBody) =>
  callApi('POST /app/catalog-company-reviews', { body, quiet: true });

export const useCreatePublicReview = () => useMutation({ mutationFn: createPublicReview });
