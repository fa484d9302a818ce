import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  CopilotConversation,
  CopilotStreamEvent,
  SendCopilotMessageBody,
} from '../../../../shared/contract/copilot';
import { postNdjson } from '../../../api/ndjson-stream';
import { copilotKeys } from './query-keys';

/** The co-pilot's own failure, told in the stream (the model is down, the reply was cut off). */
export class CopilotReplyError extends Error {}

/** POST /web/co-pilot/messages/stream: the reply's text as it is written, then the stored conversation. */
export const streamCopilotMessage = (body: SendCopilotMessageBody) =>
  postNdjson<CopilotStreamEvent>('/web/co-pilot/messages/stream', body, {
    isLast: (event) => event.type === 'done' || event.type === 'error',
    cutOff: {
      type: 'error',
      message: 'The reply was cut off — send your message again.',
      code: 'UNAVAILABLE',
    },
  });

/** Every co-pilot call answers the conversation: it becomes the page's at once. */
export const useStoreConversation = () => {
  const queryClient = useQueryClient();
  return (c: CopilotConversation) => queryClient.setQueryData(copilotKeys.latest(), c);
};

/** The turn being answered: the founder's words and the reply so far. */
export type CopilotDraft = { text: string; reply: string };

/** Sends a message; `draft` shows the turn while the reply streams, until the stored conversation replaces it. */
export function useSendCopilotMessage() {
  const store = useStoreConversation();
  const [draft, setDraft] = useState<CopilotDraft | null>(null);
  const mutation = useMutation({
    mutationFn: async (body: SendCopilotMessageBody) => {
      setDraft({ text: body.text, reply: '' });
      for await (const event of streamCopilotMessage(body)) {
        if (event.type === 'delta') setDraft((d) => (d ? { ...d, reply: d.reply + event.text } : d));
        else if (event.type === 'done') return event.conversation;
        else throw new CopilotReplyError(event.message);
      }
      throw new CopilotReplyError('The reply was cut off — send your message again.');
    },
    onSuccess: store,
    onSettled: () => setDraft(null),
  });
  return { ...mutation, draft };
}
