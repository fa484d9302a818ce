import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../shared/contract/auth';
import { callApi } from '../../../api/call-api';
import { saveToken } from '../../../api/token-store';

/** PUT /web/users/me/password. Every other session ends; this one continues on the new token. */
export const changePassword = (body: ChangePasswordBody) => callApi('PUT /web/users/me/password', { body });

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, onSuccess: (res) => saveToken(res.token) });
