import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { MessageCard, SendMessageInput } from '../../../../shared/contract/messaging';
import { isApiError } from '../../../api/api-error';
import { callApi } from '../../../api/call-api';
import { addPending, mergeMessages, type PendingMessage, setPendingStatus, type Thread } from '../thread';
import { messagingKeys } from './query-keys';
import { refreshConversationLists } from './refresh-lists';

export type OutgoingBody = SendMessageInput & { clientId: string };

/**
 * POST /web/conversations/{id}/messages. The clientId makes it retry-safe: the server answers a repeated
 * clientId with the first message. The Idempotency-Key header says the same to any layer in between.
 */
export const sendMessage = (id: number, body: OutgoingBody) =>
  callApi('POST /web/conversations/:id/messages', {
    params: { id },
    body,
    headers: { 'Idempotency-Key': body.clientId },
    quiet: true,
  });

export const newClientId = () => crypto.randomUUID();

/**
 * Optimistic send: the message shows at once as "Sending…", is replaced by the server's copy (from the
 * answer or the socket, whichever lands first), and on failure stays as "Not sent" with a retry that
 * re-posts the same body and clientId.
 */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  const key = useMemo(() => messagingKeys.thread(conversationId), [conversationId]);

  const post = useCallback(
    async (body: OutgoingBody) => {
      try {
        const message = await sendMessage(conversationId, body);
        queryClient.setQueryData<Thread>(key, (t) => mergeMessages(t, [message]));
        refreshConversationLists(queryClient);
        return message;
      } catch (error) {
        const reason = isApiError(error) ? error.message : 'The message was not sent.';
        queryClient.setQueryData<Thread>(key, (t) => setPendingStatus(t, body.clientId, 'failed', reason));
        return null;
      }
    },
    [conversationId, key, queryClient],
  );

  const send = useCallback(
    (body: SendMessageInput, previewCard: MessageCard | null = null) => {
      const outgoing: OutgoingBody = { ...body, clientId: body.clientId ?? newClientId() };
      const pending: PendingMessage = {
        clientId: outgoing.clientId,
        body: outgoing,
        status: 'sending',
        error: null,
        createdAt: new Date().toISOString(),
        previewCard,
      };
      queryClient.setQueryData<Thread>(key, (t) => addPending(t, pending));
      return post(outgoing);
    },
    [key, post, queryClient],
  );

  const retry = useCallback(
    (clientId: string) => {
      const pending = queryClient.getQueryData<Thread>(key)?.pending.find((p) => p.clientId === clientId);
      if (!pending) return Promise.resolve(null);
      queryClient.setQueryData<Thread>(key, (t) => setPendingStatus(t, clientId, 'sending'));
      return post(pending.body);
    },
    [key, post, queryClient],
  );

  return { send, retry };
}
