import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-order-items/-/promotion-code-count?code=: how often this store has used the code. */
export const getPromoCodeCount = (code: string, signal?: AbortSignal) =>
  callApi('GET /web/creator-order-items/-/promotion-code-count', {
    query: { code },
    signal,
    quiet: true,
  });

export const usePromoCodeCount = (code: string | undefined) =>
  useQuery({
    queryKey: queryKeys.cart.promoCodeCount(code ?? ''),
    queryFn: ({ signal }) => getPromoCodeCount(code!, signal),
    enabled: Boolean(code),
  });
