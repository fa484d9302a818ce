import { useMutation } from '@tanstack/react-query';
import type { SubmitForgeEmailBody } from '../../../../shared/contract/forge-access';
import { callApi } from '../../../api/call-api';

/** POST /web/forge-access-code/-/submit-email: joins the AI assistants waitlist (the same answer twice). */
export const submitForgeEmail = (body: SubmitForgeEmailBody) =>
  callApi('POST /web/forge-access-code/-/submit-email', { body, quiet: true });

export const useSubmitForgeEmail = () => useMutation({ mutationFn: submitForgeEmail });
