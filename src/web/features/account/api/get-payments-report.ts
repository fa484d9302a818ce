import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/stores/me/payments-report: sales, fees and weekly payouts beside what the store paid. */
export const getPaymentsReport = (signal?: AbortSignal) =>
  callApi('GET /web/stores/me/payments-report', { signal });

export const getPaymentsReportQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.paymentsReport(),
    queryFn: ({ signal }) => getPaymentsReport(signal),
  });

export const usePaymentsReport = () => useQuery(getPaymentsReportQueryOptions());
