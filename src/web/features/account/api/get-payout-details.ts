import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/payout-records/{id}/details: one week's payout with its orders and fees. */
export const getPayoutDetails = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/payout-records/:id/details', { params: { id }, signal });

export const getPayoutDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.account.payout(id),
    queryFn: ({ signal }) => getPayoutDetails(id, signal),
  });

export const usePayoutDetails = (id: number | null) =>
  useQuery({ ...getPayoutDetailsQueryOptions(id ?? 0), enabled: id !== null });
