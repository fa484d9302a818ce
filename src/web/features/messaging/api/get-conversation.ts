import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/contract/messaging';
import { apiRequest } from '../../../api/client';
import { messagingKeys } from './query-keys';

/** GET /web/conversations/{id}: one conversation with its read positions. */
export const getConversation = (id: number, signal?: AbortSignal) =>
  apiRequest<Conversation>(`/web/conversations/${id}`, { signal, quiet: true });

export const getConversationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

export const useConversation = (id: number) => useQuery(getConversationQueryOptions(id));
