import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

// The same list (and cache entry) as the inbox's "Needs payment": a store has few supplier invoices at a time.
const LIST_QUERY = { sort: 'dueAt', size: 200 } as const;

/** The supplier's invoice for an awarded quote, if it sent one (GET /web/creator-invoices, matched by quote). */
export const useQuoteInvoice = (quoteId: number | null) =>
  useQuery({
    queryKey: queryKeys.invoices.list(LIST_QUERY),
    queryFn: ({ signal }) => callApi('GET /web/creator-invoices', { query: LIST_QUERY, signal, quiet: true }),
    enabled: quoteId != null,
    select: (invoices) => invoices.find((i) => i.quoteId === quoteId) ?? null,
  });
