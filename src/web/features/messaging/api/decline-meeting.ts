import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../shared/contract/messaging';
import { apiRequest } from '../../../api/client';
import { mergeMessages, type Thread } from '../thread';
import { messagingKeys } from './query-keys';

/** POST .../messages/{index}/decline-meeting: answers with the updated request. */
export const declineMeeting = ({ id, index }: { id: number; index: number }) =>
  apiRequest<Message>(`/web/conversations/${id}/messages/${index}/decline-meeting`, { method: 'POST' });

export function useDeclineMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineMeeting,
    onSuccess: (request, { id }) =>
      queryClient.setQueryData<Thread>(messagingKeys.thread(id), (t) => mergeMessages(t, [request])),
  });
}
