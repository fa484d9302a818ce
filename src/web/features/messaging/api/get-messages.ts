import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PAGE_MAX, MESSAGE_PAGE_SIZE, type Message } from '../../../../shared/contract/messaging';
import { callApi } from '../../../api/call-api';
import { emptyThread, mergeMessages, oldestIndex, syncCursor, type Thread } from '../thread';
import { messagingKeys } from './query-keys';

/**
 * GET /web/conversations/{id}/messages: `before` answers the page below an index newest first (no cursor:
 * the newest page); `after` answers what came after an index oldest first.
 */
export const getMessages = (
  id: number,
  params: { before?: number; after?: number; size?: number },
  signal?: AbortSignal,
) =>
  callApi('GET /web/conversations/:id/messages', {
    params: { id },
    query: { before: params.before, after: params.after, size: params.size ?? MESSAGE_PAGE_SIZE },
    signal,
    quiet: true,
  });

/**
 * What a thread is missing: the newest page the first time; afterwards only what came after the last
 * unbroken index (older pages and optimistic sends stay as they are).
 */
export async function fetchMissingMessages(
  id: number,
  held: Thread | undefined,
  signal?: AbortSignal,
): Promise<Message[]> {
  if (!held || held.messages.length === 0) return getMessages(id, { size: MESSAGE_PAGE_SIZE }, signal);
  const missing: Message[] = [];
  let after = syncCursor(held);
  for (;;) {
    const batch = await getMessages(id, { after, size: MESSAGE_PAGE_MAX }, signal);
    missing.push(...batch);
    const last = batch.at(-1);
    if (batch.length < MESSAGE_PAGE_MAX || !last) return missing;
    after = last.index;
  }
}

export const getThreadQueryOptions = (id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: messagingKeys.thread(id),
    queryFn: async ({ signal }) => {
      const key = messagingKeys.thread(id);
      const missing = await fetchMissingMessages(id, queryClient.getQueryData<Thread>(key), signal);
      // Merged into the thread as it is now: a send or a live message may have landed meanwhile.
      return mergeMessages(queryClient.getQueryData<Thread>(key) ?? emptyThread(), missing);
    },
    // The socket keeps a thread current; a refetch is a catch-up, asked for on reconnect or a gap.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** While the live connection is down, catching up every this often keeps an open conversation moving. */
export const THREAD_POLL_MS = 15_000;

export function useThread(id: number, { poll = false }: { poll?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getThreadQueryOptions(id, queryClient),
    refetchInterval: poll ? THREAD_POLL_MS : false,
  });
}

/** Infinite scroll upwards: the page before the oldest loaded message, merged in. */
export function useLoadOlderMessages(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const oldest = oldestIndex(queryClient.getQueryData<Thread>(messagingKeys.thread(id)));
      if (oldest === null || oldest === 0) return [];
      return getMessages(id, { before: oldest, size: MESSAGE_PAGE_SIZE });
    },
    onSuccess: (page) =>
      queryClient.setQueryData<Thread>(messagingKeys.thread(id), (t) => mergeMessages(t, page)),
  });
}
