import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-invoice-payments/{id}: a payment's outcome and the totals it charged. */
export const getPayment = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/creator-invoice-payments/:id', { params: { id }, signal, quiet: true });

export const usePayment = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.cart.payment(id ?? 0),
    queryFn: ({ signal }) => getPayment(id!, signal),
    enabled: id != null,
    staleTime: Number.POSITIVE_INFINITY,
  });
