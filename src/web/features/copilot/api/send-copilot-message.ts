import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopilotConversation, SendCopilotMessageBody } from '../../../../shared/contract/copilot';
import { callApi } from '../../../api/call-api';
import { copilotKeys } from './query-keys';

/** POST /web/co-pilot/messages: the reply and its proposed actions, as the whole conversation. */
export const sendCopilotMessage = (body: SendCopilotMessageBody) =>
  callApi('POST /web/co-pilot/messages', { body, quiet: true });

/** Every co-pilot call answers the conversation: it becomes the page's at once. */
export const useStoreConversation = () => {
  const queryClient = useQueryClient();
  return (c: CopilotConversation) => queryClient.setQueryData(copilotKeys.latest(), c);
};

export function useSendCopilotMessage() {
  const store = useStoreConversation();
  return useMutation({ mutationFn: sendCopilotMessage, onSuccess: store });
}
