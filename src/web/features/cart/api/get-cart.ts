import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/**
 * GET /web/creator-order-items/action/shopping-cart-orders: the cart's lines. Quiet: the header's badge reads it
 * on every page, and the dialog shows a failure inline.
 */
export const getCart = (signal?: AbortSignal) =>
  callApi('GET /web/creator-order-items/action/shopping-cart-orders', { signal, quiet: true });

export const getCartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cart.items(), queryFn: ({ signal }) => getCart(signal) });

export const useCart = (enabled = true) => useQuery({ ...getCartQueryOptions(), enabled });
