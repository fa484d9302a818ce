import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/contract/invoices';
import { apiRequest } from '../../../api/client';
import { supplierPortalKeys } from './query-keys';

/** GET /web/supplier-invoices/{id}: one of the supplier's invoices, with its lines. */
export const getSupplierInvoice = (id: number, signal?: AbortSignal) =>
  apiRequest<Invoice>(`/web/supplier-invoices/${id}`, { signal, quiet: true });

export const getSupplierInvoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supplierPortalKeys.invoice(id),
    queryFn: ({ signal }) => getSupplierInvoice(id, signal),
  });

export const useSupplierInvoice = (id: number) => useQuery(getSupplierInvoiceQueryOptions(id));
