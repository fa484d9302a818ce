import { useQuery } from '@tanstack/react-query';
import type { AssistantKey } from '../../../../shared/rules/assistants';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

// The chatbot's JSON calls: feedback on an answer, a reset, and an assistant's open conversation.

/** POST /web/chatbot/messages/{id}/feedback. */
export const sendFeedback = (id: number, value: 'UP' | 'DOWN', comment?: string) =>
  callApi('POST /web/chatbot/messages/:id/feedback', {
    params: { id },
    body: comment ? { value, comment } : { value },
    quiet: true,
  });

/** POST /web/chatbot/conversations/reset: the next question starts a new conversation. */
export const resetConversation = (assistantKey: AssistantKey | null) =>
  callApi('POST /web/chatbot/conversations/reset', {
    body: assistantKey ? { assistantKey } : {},
    quiet: true,
  });

/** GET /web/chatbot/conversations/latest: an assistant page resumes its open conversation. */
export function useLatestConversation(assistantKey: AssistantKey) {
  return useQuery({
    queryKey: queryKeys.chatbot.latest(assistantKey),
    queryFn: ({ signal }) =>
      callApi('GET /web/chatbot/conversations/latest', { query: { assistantKey }, signal }),
    // The conversation is the page's own state once loaded: never refetched under it.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
