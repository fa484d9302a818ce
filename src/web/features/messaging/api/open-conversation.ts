import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/contract/messaging';
import { apiRequest } from '../../../api/client';
import { messagingKeys } from './query-keys';

/** POST /web/conversations: the conversation with a supplier, created on first use (the same one after). */
export const openConversation = (supplierId: number) =>
  apiRequest<Conversation>('/web/conversations', { method: 'POST', body: { supplierId }, quiet: true });

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
    },
  });
}
