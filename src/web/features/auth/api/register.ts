import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '../../../../shared/contract/auth';
import { callApi } from '../../../api/call-api';

/** POST /register?userType=STORE: creates a store and its owner and signs the owner in. */
export const register = (body: RegisterBody) =>
  callApi('POST /register', { query: { userType: 'STORE' }, body, quiet: true });

export const useRegister = () => useMutation({ mutationFn: register });
