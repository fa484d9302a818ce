import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlagKey, SetUserFlagsBody } from '../../../../shared/contract/onboarding';
import type { SessionInfo } from '../../../../shared/contract/stores';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';
import { useSessionToken } from '../../../api/use-session-token';

/** GET /web/session (the same query the app shell reads): the user's flags and business plan answers. */
export const onboardingSessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session(),
    queryFn: ({ signal }) => callApi('GET /web/session', { signal }),
  });

export function useOnboardingSession() {
  const token = useSessionToken();
  return useQuery({ ...onboardingSessionQueryOptions(), enabled: token !== null });
}

/** The user's flags that are set; empty until the session has loaded. */
export function useUserFlags(): Readonly<Record<string, string>> {
  return useOnboardingSession().data?.flags ?? {};
}

/** PUT /web/users/me/flags: shown at once in the session's flags, then as the server answered them. */
export function useSetFlags() {
  const queryClient = useQueryClient();
  const setFlags = (update: (flags: SessionInfo['flags']) => SessionInfo['flags']) =>
    queryClient.setQueryData<SessionInfo>(queryKeys.session(), (s) =>
      s ? { ...s, flags: update(s.flags) } : s,
    );
  return useMutation({
    mutationFn: (flags: Partial<Record<FlagKey, boolean>>) =>
      callApi('PUT /web/users/me/flags', { body: { flags } as SetUserFlagsBody }),
    onMutate: (flags) => {
      const now = new Date().toISOString();
      setFlags((current) => {
        const next = { ...current };
        for (const [key, on] of Object.entries(flags)) {
          if (on) next[key] = current[key] ?? now;
          else delete next[key];
        }
        return next;
      });
    },
    onSuccess: (flags) => setFlags(() => flags),
  });
}
