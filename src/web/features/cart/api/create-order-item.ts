import { useMutation } from '@tanstack/react-query';
import type { CreateOrderItemBody } from '../../../../shared/contract/cart';
import { callApi } from '../../../api/call-api';
import { useInvalidateCart } from './update-order-item';

/** POST /web/creator-order-items: a new cart line (status IN_SHOPPING_CART). Quiet: the form shows the error. */
export const createOrderItem = (body: CreateOrderItemBody) =>
  callApi('POST /web/creator-order-items', { body, quiet: true });

export function useCreateOrderItem() {
  const invalidate = useInvalidateCart();
  return useMutation({ mutationFn: createOrderItem, onSuccess: () => invalidate() });
}
