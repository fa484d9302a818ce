import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { useInvalidateCart } from './update-order-item';

/** DELETE /web/creator-invoice-items/{id}: takes a supplier invoice's line out of the cart. */
export const removeInvoiceItem = (invoiceItemId: number) =>
  callApi('DELETE /web/creator-invoice-items/:id', { params: { id: invoiceItemId }, quiet: true });

export function useRemoveInvoiceItem() {
  const invalidate = useInvalidateCart();
  return useMutation({ mutationFn: removeInvoiceItem, onSuccess: () => invalidate() });
}
