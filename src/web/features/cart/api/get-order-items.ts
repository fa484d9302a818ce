import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderItem } from '../../../../shared/contract/cart';
import type { OrderTab } from '../../../../shared/rules/order-items';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const ORDERS_PAGE_SIZE = 20;
export type OrderListFilter = { tab: OrderTab; archived: boolean };

const filterQuery = (f: OrderListFilter) => ({ tab: f.tab, archived: String(f.archived) });

/** GET /web/creator-order-items?tab=&archived=: one page of the store's orders, newest purchase first. */
export const getOrderItems = (filter: OrderListFilter, page: number, signal?: AbortSignal) =>
  apiRequest<OrderItem[]>('/web/creator-order-items', {
    query: { ...filterQuery(filter), page, size: ORDERS_PAGE_SIZE, sort: '-purchasedAt' },
    signal,
  });

/** GET /web/creator-order-items/action/count: how many orders the same filter finds (for the pager). */
export const getOrderItemCount = (filter: OrderListFilter, signal?: AbortSignal) =>
  apiRequest<{ count: number }>('/web/creator-order-items/action/count', {
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
