import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

// A store has few supplier invoices at a time; the list shows up to the API's cap, soonest due first.
const LIST_QUERY = { sort: 'dueAt', size: 200 } as const;

/** GET /web/creator-invoices: the store's supplier invoices. */
export const getInvoices = (signal?: AbortSignal) =>
  callApi('GET /web/creator-invoices', { query: LIST_QUERY, signal, quiet: true });

export const getInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.invoices.list(LIST_QUERY),
    queryFn: ({ signal }) => getInvoices(signal),
  });

export const useInvoices = () => useQuery(getInvoicesQueryOptions());
