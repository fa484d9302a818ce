import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-order-items?status=NOT_PURCHASED: lines saved for later, newest first. */
export const getSavedForLater = (signal?: AbortSignal) =>
  callApi('GET /web/creator-order-items', {
    query: { status: 'NOT_PURCHASED', archived: 'false', sort: '-createdAt', size: 50 },
    signal,
    quiet: true,
  });

export const useSavedForLater = (enabled = true) =>
  useQuery({
    ...queryOptions({
      queryKey: queryKeys.cart.savedForLater(),
      queryFn: ({ signal }) => getSavedForLater(signal),
    }),
    enabled,
  });
