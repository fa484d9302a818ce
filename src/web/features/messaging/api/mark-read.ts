import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';
import { refreshConversationLists } from './refresh-lists';

/** PUT /web/conversations/{id}/read: the viewer has read up to `index`. */
export const markRead = ({ id, index }: { id: number; index: number }) =>
  callApi('PUT /web/conversations/:id/read', { params: { id }, body: { index }, quiet: true });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      refreshConversationLists(queryClient);
    },
  });
}
