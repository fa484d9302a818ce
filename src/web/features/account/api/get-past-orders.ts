import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export const PAST_ORDERS_PAGE_SIZE = 10;

/** GET /web/stores/me/past-orders: what the store bought, newest purchase first. */
export const getPastOrders = (page: number, signal?: AbortSignal) =>
  callApi('GET /web/stores/me/past-orders', { query: { page, size: PAST_ORDERS_PAGE_SIZE }, signal });

export const getPastOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.account.pastOrders(page),
    queryFn: ({ signal }) => getPastOrders(page, signal),
    placeholderData: keepPreviousData,
  });

export const usePastOrders = (page: number) => useQuery(getPastOrdersQueryOptions(page));
