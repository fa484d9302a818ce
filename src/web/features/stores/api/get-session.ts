import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';
import { useSessionToken } from '../../../api/use-session-token';

/** GET /web/session: modules, billing option, menus and business plan answers of the signed-in store. */
export const getSession = (signal?: AbortSignal) => callApi('GET /web/session', { signal });

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session(), queryFn: ({ signal }) => getSession(signal) });

export function useSession() {
  const token = useSessionToken();
  return useQuery({ ...getSessionQueryOptions(), enabled: token !== null });
}
