// The sales orders' queries and mutations (one file: they share keys and invalidation).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  OrderFilters,
  OrdersListQuery,
  SalesOrderDetails,
} from '../../../../shared/contract/sales-orders';
import { type BodyOf, callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type ListQuery = z.input<typeof OrdersListQuery>;

/** Drops empty filters so the URL and the query key stay small. */
export const cleanQuery = <T extends object>(q: T): T =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;

export const useOrders = (query: ListQuery) =>
  useQuery({
    queryKey: queryKeys.salesOrders.list(query),
    queryFn: ({ signal }) => callApi('GET /web/orders', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useTabCounts = (filters: Omit<z.input<typeof OrderFilters>, 'tab'>) =>
  useQuery({
    queryKey: queryKeys.salesOrders.tabCounts(filters),
    queryFn: ({ signal }) => callApi('GET /web/orders/action/tab-counts', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const useSaleInfo = () =>
  useQuery({
    queryKey: queryKeys.salesOrders.saleInfo(),
    queryFn: ({ signal }) => callApi('GET /web/orders/action/sale-info', { signal }),
  });

export const useOrderOrigins = () =>
  useQuery({
    queryKey: queryKeys.salesOrders.origins(),
    queryFn: ({ signal }) => callApi('GET /web/orders/action/order-origins', { signal }),
  });

export const useSkuOptions = () =>
  useQuery({
    queryKey: queryKeys.salesOrders.skuOptions(),
    queryFn: ({ signal }) => callApi('GET /web/orders/-/sku-options', { signal }),
  });

export const useOrder = (id: number) =>
  useQuery({
    queryKey: queryKeys.salesOrders.detail(id),
    queryFn: ({ signal }) => callApi('GET /web/orders/:id', { params: { id }, signal }),
    enabled: id > 0,
  });

export const useOpStatusHistory = (id: number) =>
  useQuery({
    queryKey: queryKeys.salesOrders.history(id),
    queryFn: ({ signal }) => callApi('GET /web/orders/:id/op-status-history', { params: { id }, signal }),
    enabled: id > 0,
  });

/** GET /web/orders/-/inventory-counts?skus=: the stock markers of an order's lines (absent for unknown SKUs). */
export const useInventoryCounts = (skus: string[]) => {
  const key = [...new Set(skus)].sort().join(',');
  return useQuery({
    queryKey: queryKeys.salesOrders.inventoryCounts(key),
    queryFn: ({ signal }) =>
      callApi('GET /web/orders/-/inventory-counts', { query: { skus: key }, signal, silent: true }),
    enabled: key !== '',
  });
};

type OrderMutation =
  | { path: 'PUT /web/orders/:id/notes'; body: BodyOf<'PUT /web/orders/:id/notes'> }
  | { path: 'PUT /web/orders/:id/order-notes'; body: BodyOf<'PUT /web/orders/:id/order-notes'> }
  | { path: 'PUT /web/orders/:id/change-op-status'; body: BodyOf<'PUT /web/orders/:id/change-op-status'> }
  | { path: 'PUT /web/orders/:id/shipping-method'; body: BodyOf<'PUT /web/orders/:id/shipping-method'> }
  | { path: 'PUT /web/orders/:id/shipping-address'; body: BodyOf<'PUT /web/orders/:id/shipping-address'> }
  | {
      path: 'PUT /web/orders/:id/add-wholesale-order-requirements';
      body: BodyOf<'PUT /web/orders/:id/add-wholesale-order-requirements'>;
    };

/** Every edit of one order answers the order: the cache takes it, lists and counts refetch. */
export function useEditOrder(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: OrderMutation) =>
      callApi(m.path as 'PUT /web/orders/:id/notes', { params: { id }, body: m.body as never, quiet: true }),
    onSuccess: (order: SalesOrderDetails) => onOrderChanged(qc, order),
  });
}

export function useLineAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (
      m:
        | { kind: 'cancel'; lineId: number; body: BodyOf<'PUT /web/orders/:id/line-items/:lineId/cancel'> }
        | {
            kind: 'tracking';
            lineId: number;
            body: BodyOf<'PUT /web/orders/:id/line-items/:lineId/tracking-info'>;
          },
    ) =>
      m.kind === 'cancel'
        ? callApi('PUT /web/orders/:id/line-items/:lineId/cancel', {
            params: { id, lineId: m.lineId },
            body: m.body,
            quiet: true,
          })
        : callApi('PUT /web/orders/:id/line-items/:lineId/tracking-info', {
            params: { id, lineId: m.lineId },
            body: m.body,
            quiet: true,
          }),
    onSuccess: (order: SalesOrderDetails) => onOrderChanged(qc, order),
  });
}

function onOrderChanged(qc: ReturnType<typeof useQueryClient>, order: SalesOrderDetails) {
  qc.setQueryData(queryKeys.salesOrders.detail(order.id), order);
  void qc.invalidateQueries({ queryKey: queryKeys.salesOrders.all() });
}

export const useImportTask = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.salesOrders.importTask(id ?? 0),
    queryFn: ({ signal }) =>
      callApi('GET /web/orders/action/import-task/:id', { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    // Live progress: every second while the job runs.
    refetchInterval: (q) =>
      q.state.data && (q.state.data.status === 'DONE' || q.state.data.status === 'FAILED') ? false : 1000,
  });
