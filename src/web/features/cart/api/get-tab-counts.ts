import { useQuery } from '@tanstack/react-query';
import type { OrderTab } from '../../../../shared/rules/order-items';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-order-items/action/tab-counts: how many orders each inbox tab holds. */
export const getTabCounts = (signal?: AbortSignal) =>
  apiRequest<Record<OrderTab, number>>('/web/creator-order-items/action/tab-counts', { signal, quiet: true });

export const useTabCounts = () =>
  useQuery({ queryKey: queryKeys.orders.tabCounts(), queryFn: ({ signal }) => getTabCounts(signal) });
