import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreUser } from '../../../../shared/contract/stores';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/stores/me: the store user of spec §3. */
export const getMe = (signal?: AbortSignal) => apiRequest<StoreUser>('/web/stores/me', { signal });

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(getMeQueryOptions());
