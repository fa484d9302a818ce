import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '../../../../shared/contract/cart';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type InvoiceAddressInput = { invoiceId: number } & (
  | { shippingAddressId: number }
  | { shippingAddress: Address }
);

/** PUT /web/creator-invoices/{id}/shipping-address: where the goods of an invoice go. */
export const setInvoiceShippingAddress = ({ invoiceId, ...body }: InvoiceAddressInput) =>
  callApi('PUT /web/creator-invoices/:id/shipping-address', { params: { id: invoiceId }, body, quiet: true });

export function useSetInvoiceShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInvoiceShippingAddress,
    onSuccess: (invoice) => {
      queryClient.setQueryData(queryKeys.invoices.detail(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.preview({ invoiceId: invoice.id }) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.lists() });
    },
  });
}
