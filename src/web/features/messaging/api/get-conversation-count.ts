import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxGroup } from '../../../../shared/contract/messaging';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';

/** GET /web/conversations/action/count: how many conversations a group (and search) holds. */
export const getConversationCount = (group: InboxGroup, q: string, signal?: AbortSignal) =>
  callApi('GET /web/conversations/action/count', {
    query: { group, q: q || undefined },
    signal,
    quiet: true,
  });

export const getConversationCountQueryOptions = (group: InboxGroup, q: string) =>
  queryOptions({
    queryKey: messagingKeys.count(group, q),
    queryFn: ({ signal }) => getConversationCount(group, q, signal),
  });

export const useConversationCount = (group: InboxGroup, q: string) =>
  useQuery(getConversationCountQueryOptions(group, q));
