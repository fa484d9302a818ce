import { useQuery } from '@tanstack/react-query';
import type { OrderItemDetail } from '../../../../shared/contract/cart';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-order-items/{id}: one order with its status history. */
export const getOrderItem = (id: number, signal?: AbortSignal) =>
  apiRequest<OrderItemDetail>(`/web/creator-order-items/${id}`, { signal, quiet: true });

export const useOrderItem = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.orders.detail(id ?? 0),
    queryFn: ({ signal }) => getOrderItem(id!, signal),
    enabled: id != null,
  });
