import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InboxGroup } from '../../../../shared/contract/messaging';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';

export const CONVERSATIONS_PAGE_SIZE = 30;

/** GET /web/conversations: one page of the viewer's conversations in a group, searched by `q`. */
export const getConversations = (
  params: { group: InboxGroup; q: string; page: number; size?: number },
  signal?: AbortSignal,
) =>
  callApi('GET /web/conversations', {
    query: {
      group: params.group,
      q: params.q || undefined,
      page: params.page,
      size: params.size ?? CONVERSATIONS_PAGE_SIZE,
    },
    signal,
    // Shown inline by the list; refetched after live events, so a toast would repeat.
    quiet: true,
  });

export const getConversationsQueryOptions = (group: InboxGroup, q: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.list(group, q),
    queryFn: ({ pageParam, signal }) => getConversations({ group, q, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) =>
      last.length < CONVERSATIONS_PAGE_SIZE ? undefined : lastPage + 1,
  });

export const useConversations = (group: InboxGroup, q: string) =>
  useInfiniteQuery(getConversationsQueryOptions(group, q));

/** Conversations listed at most at once (the API's page cap). */
export const CONVERSATIONS_MAX_SIZE = 200;

/** The viewer's live conversations (both non-archived groups), first page of each: for "My suppliers". */
export const getActiveConversationsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.activeList(),
    queryFn: async ({ signal }) => {
      const size = CONVERSATIONS_MAX_SIZE;
      const [personal, agent] = await Promise.all([
        getConversations({ group: 'PERSONAL', q: '', page: 0, size }, signal),
        getConversations({ group: 'AI_SOURCING_AGENT', q: '', page: 0, size }, signal),
      ]);
      return [...personal, ...agent];
    },
  });

export const useActiveConversations = () => useQuery(getActiveConversationsQueryOptions());
