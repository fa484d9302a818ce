import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** POST /web/creator-invoice-items/action/add-to-cart { invoiceId }: its lines join the cart, paid with it. */
export const addInvoiceToCart = (invoiceId: number) =>
  callApi('POST /web/creator-invoice-items/action/add-to-cart', {
    body: { invoiceId },
    quiet: true,
  });

export function useAddInvoiceToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInvoiceToCart,
    onSuccess: (_items, invoiceId) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.detail(invoiceId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
    },
  });
}
