import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';

/** GET /web/conversations/{id}: one conversation with its read positions. */
export const getConversation = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/conversations/:id', { params: { id }, signal, quiet: true });

export const getConversationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

export const useConversation = (id: number) => useQuery(getConversationQueryOptions(id));
