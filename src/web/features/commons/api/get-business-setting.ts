import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

type Scope = 'DISPLAY' | 'NONE';

/**
 * GET /commons/business-settings/{scope}/{key}. Settings decorate a page (links, copy): a missing one
 * is not the user's problem, so failures are quiet and the caller shows nothing instead.
 */
export const getBusinessSetting = (scope: Scope, key: string, signal?: AbortSignal) =>
  callApi(`GET /commons/business-settings/${scope}/:key`, {
    params: { key },
    signal,
    quiet: true,
  });

export const getBusinessSettingQueryOptions = (scope: Scope, key: string) =>
  queryOptions({
    queryKey: queryKeys.businessSetting(scope, key),
    queryFn: ({ signal }) => getBusinessSetting(scope, key, signal),
    staleTime: 10 * 60_000,
  });

export const useBusinessSetting = (scope: Scope, key: string, opts: { enabled?: boolean } = {}) =>
  useQuery({ ...getBusinessSettingQueryOptions(scope, key), enabled: opts.enabled ?? true });
