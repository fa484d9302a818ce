import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-invoices/{id}: one of the store's invoices (404 for another store's). */
export const getInvoice = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/creator-invoices/:id', { params: { id }, signal, quiet: true });

export const getInvoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.invoices.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export const useInvoice = (id: number | null) =>
  useQuery({ ...getInvoiceQueryOptions(id ?? 0), enabled: id != null });
