// What a realtime event changes in the query cache. Messages merge into a held thread (dedupe by index,
// optimistic sends replaced by clientId); lists and counters are refetched, batched, rather than patched.
import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, RealtimeEvent } from '../../../../shared/contract/messaging';
import { messagingKeys } from '../api/query-keys';
import { hasGap, mergeMessages, syncCursor, type Thread } from '../thread';

/** Per held conversation, the last index the tab has without a gap: what `resume` asks the server to replay after. */
export function threadCursors(queryClient: QueryClient): Record<string, number> {
  const cursors: Record<string, number> = {};
  for (const [key, thread] of queryClient.getQueriesData<Thread>({ queryKey: messagingKeys.threads() })) {
    const id = key[2];
    if (typeof id === 'number' && thread && thread.messages.length > 0)
      cursors[String(id)] = syncCursor(thread);
  }
  return cursors;
}

export function applyRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent, refreshLists: () => void) {
  switch (event.type) {
    case 'message':
    case 'message-updated': {
      const key = messagingKeys.thread(event.conversationId);
      // Only threads the tab holds are merged into; others load fresh when opened.
      if (queryClient.getQueryData<Thread>(key)) {
        const next = queryClient.setQueryData<Thread>(key, (t) => mergeMessages(t, [event.message]));
        // A message past what the tab has: fetch what lies between (the thread's fetch catches up).
        if (hasGap(next)) void queryClient.invalidateQueries({ queryKey: key });
      }
      if (event.type === 'message') refreshLists();
      return;
    }
    case 'read': {
      queryClient.setQueryData<Conversation>(messagingKeys.conversation(event.conversationId), (c) => {
        if (!c) return c;
        if (event.identity === c.counterpart.identity) {
          return {
            ...c,
            counterpartLastReadIndex: Math.max(c.counterpartLastReadIndex, event.lastReadIndex),
          };
        }
        return { ...c, lastReadIndex: Math.max(c.lastReadIndex, event.lastReadIndex) };
      });
      refreshLists();
      return;
    }
    case 'conversation':
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(event.conversationId) });
      refreshLists();
      return;
    default:
      return;
  }
}
