import { useQuery } from '@tanstack/react-query';
import { getSessionQueryOptions } from '../../../api/session-query';
import { useSessionToken } from '../../../api/use-session-token';

/** GET /web/session: modules, billing option, menus and business plan answers of the signed-in store. */
export function useSession() {
  const token = useSessionToken();
  return useQuery({ ...getSessionQueryOptions(), enabled: token !== null });
}
