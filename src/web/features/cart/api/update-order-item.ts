import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrderItemBody } from '../../../../shared/contract/cart';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type UpdateOrderItemInput = { id: number; body: UpdateOrderItemBody };

/** PUT /web/creator-order-items/{id}: quantity, colour, or a move (cart, saved for later, canceled). Quiet: the line shows the error. */
export const updateOrderItem = ({ id, body }: UpdateOrderItemInput) =>
  callApi('PUT /web/creator-order-items/:id', { params: { id }, body, quiet: true });

/** Every change to a line changes the cart, its totals and the order tab counts. */
export function useInvalidateCart() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
    ]);
}

export function useUpdateOrderItem() {
  const invalidate = useInvalidateCart();
  return useMutation({ mutationFn: updateOrderItem, onSuccess: () => invalidate() });
}
