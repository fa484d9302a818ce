import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from '../../../../shared/contract/cart';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/shipping-addresses: the store's saved addresses. */
export const getShippingAddresses = (signal?: AbortSignal) =>
  callApi('GET /web/shipping-addresses', { signal, quiet: true });

export const useShippingAddresses = (enabled = true) =>
  useQuery({
    ...queryOptions({
      queryKey: queryKeys.shippingAddresses(),
      queryFn: ({ signal }) => getShippingAddresses(signal),
    }),
    enabled,
  });

/** POST /web/shipping-addresses/action/validate: the carrier's view of an address (problems, suggestions). */
export const validateAddress = (address: Address) =>
  callApi('POST /web/shipping-addresses/action/validate', {
    body: address,
    quiet: true,
  });

export const useValidateAddress = () => useMutation({ mutationFn: validateAddress });

/** POST /web/shipping-addresses: saves an address for this and later orders. */
export const saveShippingAddress = (body: Address & { isDefault?: boolean }) =>
  callApi('POST /web/shipping-addresses', { body, quiet: true });

export function useSaveShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shippingAddresses() }),
  });
}
