import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderItem } from '../../../../shared/contract/cart';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** POST /web/creator-invoice-items/action/add-to-cart { invoiceId }: its lines join the cart, paid with it. */
export const addInvoiceToCart = (invoiceId: number) =>
  apiRequest<OrderItem[]>('/web/creator-invoice-items/action/add-to-cart', {
    method: 'POST',
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
