import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';
import { refreshConversationLists } from './refresh-lists';

/** PUT /web/conversations/{id}/archive or /unarchive: moves it to or out of the viewer's ARCHIVED group. */
export const setArchived = ({ id, archived }: { id: number; archived: boolean }) =>
  callApi(`PUT /web/conversations/:id/${archived ? 'archive' : 'unarchive'}`, { params: { id } });

export function useSetArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setArchived,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      refreshConversationLists(queryClient);
    },
  });
}
