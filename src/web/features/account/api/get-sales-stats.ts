import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/stores/me/sales-stats: the store's own sales, by month, and its milestone. */
export const getSalesStats = (signal?: AbortSignal) => callApi('GET /web/stores/me/sales-stats', { signal });

export const getSalesStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.salesStats(), queryFn: ({ signal }) => getSalesStats(signal) });

export const useSalesStats = () => useQuery(getSalesStatsQueryOptions());
