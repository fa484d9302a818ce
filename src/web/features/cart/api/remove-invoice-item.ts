import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { useInvalidateCart } from './update-order-item';

/** DELETE /web/creator-invoice-items/{id}: takes a supplier invoice's line out of the cart. */
export const removeInvoiceItem = (invoiceItemId: number) =>
  apiRequest<{ ok: true }>(`/web/creator-invoice-items/${invoiceItemId}`, { method: 'DELETE', quiet: true });

export function useRemoveInvoiceItem() {
  const invalidate = useInvalidateCart();
  return useMutation({ mutationFn: removeInvoiceItem, onSuccess: () => invalidate() });
}
