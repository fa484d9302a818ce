import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitForgeCodeBody } from '../../../../shared/contract/forge-access';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** POST /web/forge-access-code/-/submit-code: a valid code gives the store the AI assistants. */
export const submitForgeCode = (body: SubmitForgeCodeBody) =>
  callApi('POST /web/forge-access-code/-/submit-code', { body, quiet: true });

/** The session says whether the store has the assistants: it is read again after a code is accepted. */
export function useSubmitForgeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitForgeCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
  });
}
