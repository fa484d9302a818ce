import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderItem } from '../../../../shared/contract/cart';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * GET /web/creator-order-items/action/shopping-cart-orders: the cart's lines. Quiet: the header's badge reads it
 * on every page, and the dialog shows a failure inline.
 */
export const getCart = (signal?: AbortSignal) =>
  apiRequest<OrderItem[]>('/web/creator-order-items/action/shopping-cart-orders', { signal, quiet: true });

export const getCartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cart.items(), queryFn: ({ signal }) => getCart(signal) });

export const useCart = (enabled = true) => useQuery({ ...getCartQueryOptions(), enabled });
