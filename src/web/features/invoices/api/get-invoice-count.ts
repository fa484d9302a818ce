import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-invoices/action/count?status=OPEN: invoices waiting to be paid (the inbox tab's badge). */
export const getOpenInvoiceCount = (signal?: AbortSignal) =>
  callApi('GET /web/creator-invoices/action/count', {
    query: { status: 'OPEN' },
    signal,
    silent: true,
  });

export const getOpenInvoiceCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.invoices.count('OPEN'),
    queryFn: ({ signal }) => getOpenInvoiceCount(signal),
    staleTime: 60_000,
  });

export const useOpenInvoiceCount = () => useQuery(getOpenInvoiceCountQueryOptions());
