import type { QueryClient } from '@tanstack/react-query';
import { messagingKeys } from './query-keys';

/** How long refreshes are gathered: a send's answer and its own live echo land well within it. */
export const LIST_REFRESH_DELAY_MS = 400;

const pending = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/**
 * Refetches conversation lists, counts and the unread summary once for however many asks arrive within
 * LIST_REFRESH_DELAY_MS. Mutations (send, read, archive) and the realtime events they cause both ask, so
 * with a healthy socket the answer and its echo cost one refresh, and without one the mutation still gets it.
 */
export function refreshConversationLists(queryClient: QueryClient) {
  if (pending.has(queryClient)) return;
  pending.set(
    queryClient,
    setTimeout(() => {
      pending.delete(queryClient);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
    }, LIST_REFRESH_DELAY_MS),
  );
}
