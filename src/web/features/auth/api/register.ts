import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterBody } from '../../../../shared/contract/auth';
import { apiRequest } from '../../../api/client';

/** POST /register?userType=STORE: creates a store and its owner and signs the owner in. */
export const register = (body: RegisterBody) =>
  apiRequest<AuthResponse>('/register', { method: 'POST', query: { userType: 'STORE' }, body, quiet: true });

export const useRegister = () => useMutation({ mutationFn: register });
