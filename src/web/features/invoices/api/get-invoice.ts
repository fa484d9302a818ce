import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/contract/invoices';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-invoices/{id}: one of the store's invoices (404 for another store's). */
export const getInvoice = (id: number, signal?: AbortSignal) =>
  apiRequest<Invoice>(`/web/creator-invoices/${id}`, { signal, quiet: true });

export const getInvoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.invoices.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export const useInvoice = (id: number | null) =>
  useQuery({ ...getInvoiceQueryOptions(id ?? 0), enabled: id != null });
