import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderItem } from '../../../../shared/contract/cart';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export type OrderItemAction =
  | { kind: 'archive'; id: number; archived: boolean }
  | { kind: 'stored-at-fbp'; id: number; storedAtFbp: boolean };

/** PUT /web/creator-order-items/{id}/archive or .../update-stored-at-fbp. */
export const runOrderItemAction = (a: OrderItemAction) =>
  a.kind === 'archive'
    ? apiRequest<OrderItem>(`/web/creator-order-items/${a.id}/archive`, {
        method: 'PUT',
        body: { archived: a.archived },
      })
    : apiRequest<OrderItem>(`/web/creator-order-items/${a.id}/update-stored-at-fbp`, {
        method: 'PUT',
        body: { storedAtFbp: a.storedAtFbp },
      });

export function useOrderItemAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runOrderItemAction,
    onSuccess: (item) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(item.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.counts() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.tabCounts() });
    },
  });
}
