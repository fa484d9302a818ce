import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmBody, PasswordResetRequestBody } from '../../../../shared/contract/auth';
import { callApi } from '../../../api/call-api';

/** POST /password-resets. Quiet: the page shows the outcome inline. */
export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  callApi('POST /password-resets', { body, quiet: true });

/** POST /password-resets/confirm. Quiet: a bad or used link is explained on the page. */
export const confirmPasswordReset = (body: PasswordResetConfirmBody) =>
  callApi('POST /password-resets/confirm', { body, quiet: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
