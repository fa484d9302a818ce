import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/contract/stores';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { useSessionToken } from '../../../api/use-session-token';

/** GET /web/session: modules, billing option, menus and business plan answers of the signed-in store. */
export const getSession = (signal?: AbortSignal) => apiRequest<SessionInfo>('/web/session', { signal });

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session(), queryFn: ({ signal }) => getSession(signal) });

export function useSession() {
  const token = useSessionToken();
  return useQuery({ ...getSessionQueryOptions(), enabled: token !== null });
}
