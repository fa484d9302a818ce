import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/stores/me/bank-info: the payout account, numbers masked; null when none is saved. */
export const getBankInfo = (signal?: AbortSignal) => callApi('GET /web/stores/me/bank-info', { signal });

export const getBankInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.bankInfo(), queryFn: ({ signal }) => getBankInfo(signal) });

export const useBankInfo = () => useQuery(getBankInfoQueryOptions());
