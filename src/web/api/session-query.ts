import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api';
import { queryKeys } from './query-keys';

/**
 * GET /web/session: modules, billing option, menus, the caller's store role and business plan answers. Here,
 * below the features, because every feature asks the session what the member's role allows (decision 042).
 */
export const getSession = (signal?: AbortSignal) => callApi('GET /web/session', { signal });

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session(), queryFn: ({ signal }) => getSession(signal) });
