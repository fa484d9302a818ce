import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/payment-methods: the store's saved cards and bank accounts (at most MAX_SAVED_CARDS). */
export const getPaymentMethods = (signal?: AbortSignal) =>
  callApi('GET /web/payment-methods', { signal, quiet: true });

export const getPaymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.payments.methods(),
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });

export const usePaymentMethods = (enabled = true) =>
  useQuery({ ...getPaymentMethodsQueryOptions(), enabled });
