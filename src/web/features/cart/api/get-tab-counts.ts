import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-order-items/action/tab-counts: how many orders each inbox tab holds. */
export const getTabCounts = (signal?: AbortSignal) =>
  callApi('GET /web/creator-order-items/action/tab-counts', { signal, quiet: true });

export const useTabCounts = () =>
  useQuery({ queryKey: queryKeys.orders.tabCounts(), queryFn: ({ signal }) => getTabCounts(signal) });
