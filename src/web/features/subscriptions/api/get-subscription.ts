import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/subscriptions/current: the store's plan, subscription, next invoice and balance. */
export const getSubscription = (signal?: AbortSignal) =>
  callApi('GET /web/subscriptions/current', { signal, quiet: true });

export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.subscriptions.current(),
    queryFn: ({ signal }) => getSubscription(signal),
  });

export const useSubscription = (enabled = true) => useQuery({ ...getSubscriptionQueryOptions(), enabled });

/** GET /web/subscriptions/invoices: the subscription's invoices, newest first. */
export const getSubscriptionInvoices = (signal?: AbortSignal) =>
  callApi('GET /web/subscriptions/invoices', { signal, quiet: true });

export const useSubscriptionInvoices = () =>
  useQuery({
    queryKey: queryKeys.subscriptions.invoices(),
    queryFn: ({ signal }) => getSubscriptionInvoices(signal),
  });

/** The store's saved cards (the payments API), to pay a plan with. */
export const useSavedCards = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.payments.methods(),
    queryFn: ({ signal }) => callApi('GET /web/payment-methods', { signal, quiet: true }),
    enabled,
  });

/** Staff: GET /admin/subscriptions/cancellation-report. */
export const useCancellationReport = () =>
  useQuery({
    queryKey: queryKeys.subscriptions.cancellationReport(),
    queryFn: ({ signal }) => callApi('GET /admin/subscriptions/cancellation-report', { signal, quiet: true }),
  });
