import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '../../../../shared/contract/payments';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** POST /web/payment-methods { token, setDefault? }: saves a tok_… or bank account token (422 past the limit). */
export const attachPaymentMethod = (body: { token: string; setDefault?: boolean }) =>
  apiRequest<PaymentMethod>('/web/payment-methods', { method: 'POST', body, quiet: true });

/** DELETE /web/payment-methods/{id}. */
export const detachPaymentMethod = (id: string) =>
  apiRequest<unknown>(`/web/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE', quiet: true });

/** PUT /web/payment-methods/{id}/default. */
export const setDefaultPaymentMethod = (id: string) =>
  apiRequest<unknown>(`/web/payment-methods/${encodeURIComponent(id)}/default`, {
    method: 'PUT',
    quiet: true,
  });

function useMethodsMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.methods() }),
  });
}

export const useAttachPaymentMethod = () => useMethodsMutation(attachPaymentMethod);
export const useDetachPaymentMethod = () => useMethodsMutation(detachPaymentMethod);
export const useSetDefaultPaymentMethod = () => useMethodsMutation(setDefaultPaymentMethod);
