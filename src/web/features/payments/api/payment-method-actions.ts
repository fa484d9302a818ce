import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** POST /web/payment-methods { token, setDefault? }: saves a tok_… or bank account token (422 past the limit). */
export const attachPaymentMethod = (body: { token: string; setDefault?: boolean }) =>
  callApi('POST /web/payment-methods', { body, quiet: true });

/** DELETE /web/payment-methods/{id}. */
export const detachPaymentMethod = (id: string) =>
  callApi('DELETE /web/payment-methods/:id', { params: { id }, quiet: true });

/** PUT /web/payment-methods/{id}/default. */
export const setDefaultPaymentMethod = (id: string) =>
  callApi('PUT /web/payment-methods/:id/default', { params: { id }, quiet: true });

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
