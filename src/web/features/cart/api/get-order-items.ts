import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderTab } from '../../../../shared/rules/order-items';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export const ORDERS_PAGE_SIZE = 20;
export type OrderListFilter = { tab: OrderTab; archived: boolean };

const filterQuery = (f: OrderListFilter) => ({
  tab: f.tab,
  archived: f.archived ? ('true' as const) : ('false' as const),
});

/** GET /web/creator-order-items?tab=&archived=: one page of the store's orders, newest purchase first. */
export const getOrderItems = (filter: OrderListFilter, page: number, signal?: AbortSignal) =>
  callApi('GET /web/creator-order-items', {
    query: { ...filterQuery(filter), page, size: ORDERS_PAGE_SIZE, sort: '-purchasedAt' },
    signal,
  });

/** GET /web/creator-order-items/action/count: how many orders the same filter finds (for the pager). */
export const getOrderItemCount = (filter: OrderListFilter, signal?: AbortSignal) =>
  callApi('GET /web/creator-order-items/action/count', {
    query: filterQuery(filter),
    signal,
    quiet: true,
  });

export const useOrderItems = (filter: OrderListFilter, page: number) =>
  useQuery({
    queryKey: queryKeys.orders.list({ ...filter, page }),
    queryFn: ({ signal }) => getOrderItems(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export const useOrderItemCount = (filter: OrderListFilter) =>
  useQuery({
    queryKey: queryKeys.orders.count(filter),
    queryFn: ({ signal }) => getOrderItemCount(filter, signal),
  });
