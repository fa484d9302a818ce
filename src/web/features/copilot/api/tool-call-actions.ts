import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { useStoreConversation } from './send-copilot-message';

/** POST /web/co-pilot/tool-calls/{id}/confirm: runs the action once. */
export const confirmToolCall = (id: number) =>
  callApi('POST /web/co-pilot/tool-calls/:id/confirm', { params: { id }, quiet: true });

/** POST /web/co-pilot/tool-calls/{id}/decline: the action never runs. */
export const declineToolCall = (id: number) =>
  callApi('POST /web/co-pilot/tool-calls/:id/decline', { params: { id }, quiet: true });

export function useConfirmToolCall() {
  const store = useStoreConversation();
  return useMutation({ mutationFn: confirmToolCall, onSuccess: store });
}

export function useDeclineToolCall() {
  const store = useStoreConversation();
  return useMutation({ mutationFn: declineToolCall, onSuccess: store });
}
