import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressValidation, SavedAddress } from '../../../../shared/contract/cart';
import type { Country, State } from '../../../../shared/contract/commons';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

// The address calls the shipping-address page needs (the same cache entries as the checkout's).

const DAY = 24 * 60 * 60_000;

/** GET /web/shipping-addresses. */
export const useShippingAddresses = () =>
  useQuery({
    queryKey: queryKeys.shippingAddresses(),
    queryFn: ({ signal }) => apiRequest<SavedAddress[]>('/web/shipping-addresses', { signal, quiet: true }),
  });

/** POST /web/shipping-addresses/action/validate: problems by field and the carrier's suggestions. */
export const validateAddress = (address: Address) =>
  apiRequest<AddressValidation>('/web/shipping-addresses/action/validate', {
    method: 'POST',
    body: address,
    quiet: true,
  });

/** POST /web/shipping-addresses: keep the address for later orders. */
export function useSaveShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: Address) =>
      apiRequest<SavedAddress>('/web/shipping-addresses', { method: 'POST', body: address, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shippingAddresses() }),
  });
}

/** GET /commons/util/countries. */
export const useCountries = () =>
  useQuery({
    queryKey: queryKeys.countries(),
    queryFn: ({ signal }) => apiRequest<Country[]>('/commons/util/countries', { signal, quiet: true }),
    staleTime: DAY,
  });

/** GET /commons/util/states-of-country ([] when the country has none). */
export const useStates = (countryCode: string) =>
  useQuery({
    queryKey: queryKeys.states(countryCode),
    queryFn: ({ signal }) =>
      apiRequest<State[]>('/commons/util/states-of-country', { query: { countryCode }, signal, quiet: true }),
    enabled: /^[A-Z]{2}$/.test(countryCode),
    staleTime: DAY,
  });
