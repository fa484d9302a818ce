import { useMutation, useQuery } from '@tanstack/react-query';
import type { GoogleLoginBody } from '../../../../shared/contract/auth';
import { callApi } from '../../../api/call-api';

/** GET /google-auth/config: whether "Sign in with Google" is set up on this server. */
export const getGoogleAuthConfig = (signal?: AbortSignal) =>
  callApi('GET /google-auth/config', { signal, quiet: true });

export const useGoogleAuthConfig = () =>
  useQuery({
    queryKey: ['google-auth', 'config'],
    queryFn: ({ signal }) => getGoogleAuthConfig(signal),
    staleTime: 300_000,
  });

/** POST /google-auth/login with the authorization code the provider sent back. */
export const googleLogin = (body: GoogleLoginBody) =>
  callApi('POST /google-auth/login', { body, quiet: true });

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
