import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentsConfig } from '../../../../shared/contract/payments';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type TPaymentsConfig = z.infer<typeof PaymentsConfig>;

/** GET /payments/config (public): where cards are tokenized, and whether test cards apply. */
export const getPaymentsConfig = (signal?: AbortSignal) =>
  callApi('GET /payments/config', { signal, quiet: true });

export const getPaymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.payments.config(),
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePaymentsConfig = () => useQuery(getPaymentsConfigQueryOptions());
