import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, ChangePasswordResponse } from '../../../../shared/contract/auth';
import { apiRequest } from '../../../api/client';
import { saveToken } from '../../../api/token-store';

/** PUT /web/users/me/password. Every other session ends; this one continues on the new token. */
export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<ChangePasswordResponse>('/web/users/me/password', { method: 'PUT', body });

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, onSuccess: (res) => saveToken(res.token) });
