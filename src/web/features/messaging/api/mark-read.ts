import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/contract/messaging';
import { apiRequest } from '../../../api/client';
import { messagingKeys } from './query-keys';
import { refreshConversationLists } from './refresh-lists';

/** PUT /web/conversations/{id}/read: the viewer has read up to `index`. */
export const markRead = ({ id, index }: { id: number; index: number }) =>
  apiRequest<Conversation>(`/web/conversations/${id}/read`, {
    method: 'PUT',
    body: { index },
    quiet: true,
  });

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
