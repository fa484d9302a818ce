import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /public/creator-invoices/{sn}: the invoice behind a pay link (404 when unknown or revoked). */
export const getPublicInvoice = (sn: string, signal?: AbortSignal) =>
  callApi('GET /public/creator-invoices/:sn', { params: { sn }, signal, quiet: true });

export const getPublicInvoiceQueryOptions = (sn: string) =>
  queryOptions({
    queryKey: queryKeys.invoices.public(sn),
    queryFn: ({ signal }) => getPublicInvoice(sn, signal),
  });

export const usePublicInvoice = (sn: string, enabled = true) =>
  useQuery({ ...getPublicInvoiceQueryOptions(sn), enabled });
