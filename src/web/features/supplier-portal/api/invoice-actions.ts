import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateInvoiceBody, Invoice } from '../../../../shared/contract/invoices';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

export type CreateInvoiceInput = z.input<typeof CreateInvoiceBody>;
export type InvoiceAction = 'send' | 'void' | 'mark-uncollectible' | 'revoke-link';

export type CreateInvoiceRequest = {
  body: CreateInvoiceInput;
  /** The same for a retry of the same body: a lost answer never makes a second invoice or message. */
  idempotencyKey: string;
};

/** POST /web/supplier-invoices: a draft, or sent at once (errors shown inline by the form). */
export const createSupplierInvoice = ({ body, idempotencyKey }: CreateInvoiceRequest) =>
  callApi('POST /web/supplier-invoices', {
    body,
    headers: { 'idempotency-key': idempotencyKey },
    quiet: true,
  });

/** POST /web/supplier-invoices/{id}/{action}: send, void, write off, or replace the public link. */
export const runInvoiceAction = ({ id, action }: { id: number; action: InvoiceAction }) =>
  callApi(`POST /web/supplier-invoices/:id/${action}`, { params: { id }, quiet: true });

function useStoreInvoice() {
  const queryClient = useQueryClient();
  return (invoice: Invoice) => {
    queryClient.setQueryData(supplierPortalKeys.invoice(invoice.id), invoice);
    void queryClient.invalidateQueries({ queryKey: supplierPortalKeys.invoices() });
  };
}

export function useCreateSupplierInvoice() {
  const store = useStoreInvoice();
  return useMutation({ mutationFn: createSupplierInvoice, onSuccess: store });
}

export function useInvoiceAction() {
  const store = useStoreInvoice();
  return useMutation({ mutationFn: runInvoiceAction, onSuccess: store });
}
