import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';
import { refreshConversationLists } from './refresh-lists';

/**
 * POST /web/conversations: the conversation with the other side, created on first use (the same one
 * after). A founder names the supplier (`supplierId`), a supplier the store (`storeId`).
 */
export const openConversation = (with_: { supplierId: number } | { storeId: number }) =>
  callApi('POST /web/conversations', { body: with_, quiet: true });

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      refreshConversationLists(queryClient);
    },
  });
}
