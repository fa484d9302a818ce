import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { supplierPortalKeys } from './query-keys';

/** GET /web/supplier-invoices/{id}: one of the supplier's invoices, with its lines. */
export const getSupplierInvoice = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/supplier-invoices/:id', { params: { id }, signal, quiet: true });

export const getSupplierInvoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supplierPortalKeys.invoice(id),
    queryFn: ({ signal }) => getSupplierInvoice(id, signal),
  });

export const useSupplierInvoice = (id: number) => useQuery(getSupplierInvoiceQueryOptions(id));
