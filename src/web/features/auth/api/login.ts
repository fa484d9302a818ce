import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '../../../../shared/contract/auth';
import { apiRequest } from '../../../api/client';

/** POST /login. Quiet: the form shows a wrong password inline rather than as a notification. */
export const login = (body: LoginBody) =>
  apiRequest<AuthResponse>('/login', { method: 'POST', body, quiet: true });

export const useLogin = () => useMutation({ mutationFn: login });
