import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-order-items/{id}: one order with its status history. */
export const getOrderItem = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/creator-order-items/:id', { params: { id }, signal, quiet: true });

export const useOrderItem = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.orders.detail(id ?? 0),
    queryFn: ({ signal }) => getOrderItem(id!, signal),
    enabled: id != null,
  });
