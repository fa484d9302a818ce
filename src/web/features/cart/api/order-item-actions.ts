import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type OrderItemAction =
  | { kind: 'archive'; id: number; archived: boolean }
  | { kind: 'stored-at-fbp'; id: number; storedAtFbp: boolean };

/** PUT /web/creator-order-items/{id}/archive or .../update-stored-at-fbp. */
export const runOrderItemAction = (a: OrderItemAction) =>
  a.kind === 'archive'
    ? callApi('PUT /web/creator-order-items/:id/archive', {
        params: { id: a.id },
        body: { archived: a.archived },
      })
    : callApi('PUT /web/creator-order-items/:id/update-stored-at-fbp', {
        params: { id: a.id },
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
