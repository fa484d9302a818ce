import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { mergeMessages, type Thread } from '../thread';
import { messagingKeys } from './query-keys';

/** POST .../messages/{index}/decline-meeting: answers with the updated request. */
export const declineMeeting = ({ id, index }: { id: number; index: number }) =>
  callApi('POST /web/conversations/:id/messages/:index/decline-meeting', { params: { id, index } });

export function useDeclineMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineMeeting,
    onSuccess: (request, { id }) =>
      queryClient.setQueryData<Thread>(messagingKeys.thread(id), (t) => mergeMessages(t, [request])),
  });
}
