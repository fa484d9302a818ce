import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '../../../../shared/contract/auth';
import { callApi } from '../../../api/call-api';

/** POST /login. Quiet: the form shows a wrong password inline rather than as a notification. */
export const login = (body: LoginBody) => callApi('POST /login', { body, quiet: true });

export const useLogin = () => useMutation({ mutationFn: login });
