import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreUser } from '../../../../shared/contract/stores';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/**
 * GET /web/stores/me: the store user of spec §3. The endpoint answers a supplier's sign-in with its
 * SupplierAccount; the founder pages that ask never show for a supplier (RequireSession), so that is refused.
 */
export const getMe = async (signal?: AbortSignal): Promise<StoreUser> => {
  const me = await callApi('GET /web/stores/me', { signal });
  if ('role' in me) throw new Error('GET /web/stores/me answered a supplier account to a founder page');
  return me;
};

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(getMeQueryOptions());
