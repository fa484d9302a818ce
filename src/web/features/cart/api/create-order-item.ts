import { useMutation } from '@tanstack/react-query';
import type { CreateOrderItemBody, OrderItem } from '../../../../shared/contract/cart';
import { apiRequest } from '../../../api/client';
import { useInvalidateCart } from './update-order-item';

/** POST /web/creator-order-items: a new cart line (status IN_SHOPPING_CART). Quiet: the form shows the error. */
export const createOrderItem = (body: CreateOrderItemBody) =>
  apiRequest<OrderItem>('/web/creator-order-items', { method: 'POST', body, quiet: true });

export function useCreateOrderItem() {
  const invalidate = useInvalidateCart();
  return useMutation({ mutationFn: createOrderItem, onSuccess: () => invalidate() });
}
