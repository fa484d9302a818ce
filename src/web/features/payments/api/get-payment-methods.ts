import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '../../../../shared/contract/payments';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/payment-methods: the store's saved cards and bank accounts (at most MAX_SAVED_CARDS). */
export const getPaymentMethods = (signal?: AbortSignal) =>
  apiRequest<PaymentMethod[]>('/web/payment-methods', { signal, quiet: true });

export const getPaymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.payments.methods(),
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });

export const usePaymentMethods = (enabled = true) =>
  useQuery({ ...getPaymentMethodsQueryOptions(), enabled });
