import type { InboxGroup } from '../../../../shared/contract/messaging';

// The messaging feature's query keys: invalidating `lists()` refreshes every conversation list at once,
// and a thread (the messages of one conversation) is never refetched wholesale, only caught up.
export const messagingKeys = {
  all: () => ['messaging'] as const,
  /** Lists, counts and single conversations together. */
  conversations: () => ['messaging', 'conversations'] as const,
  lists: () => ['messaging', 'conversations', 'list'] as const,
  /** Both live groups at once ("My suppliers"); under lists(), so list refreshes reach it. */
  activeList: () => ['messaging', 'conversations', 'list', 'active'] as const,
  list: (group: InboxGroup, q: string) => ['messaging', 'conversations', 'list', { group, q }] as const,
  counts: () => ['messaging', 'conversations', 'count'] as const,
  count: (group: InboxGroup, q: string) => ['messaging', 'conversations', 'count', { group, q }] as const,
  unread: () => ['messaging', 'unread'] as const,
  conversation: (id: number) => ['messaging', 'conversations', 'detail', id] as const,
  threads: () => ['messaging', 'thread'] as const,
  thread: (id: number) => ['messaging', 'thread', id] as const,
  attachments: (id: number) => ['messaging', 'attachments', id] as const,
  storeSuppliers: () => ['messaging', 'store-suppliers'] as const,
  meetingRoom: (meetingId: string, pwd: string) => ['messaging', 'meeting-room', meetingId, pwd] as const,
  cardPreview: (kind: 'project' | 'item' | 'supplier', id: number) =>
    ['messaging', 'card-preview', kind, id] as const,
};
