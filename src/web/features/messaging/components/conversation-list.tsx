import { Anchor, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { INBOX_GROUPS, type InboxGroup } from '../../../../shared/contract/messaging';
import { paths } from '../../../routing/paths';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useConversationCount } from '../api/get-conversation-count';
import { useConversations } from '../api/get-conversations';
import { ConversationRow } from './conversation-row';

export const GROUP_LABELS: Record<InboxGroup, string> = {
  PERSONAL: 'Personal',
  AI_SOURCING_AGENT: 'AI agent',
  ARCHIVED: 'Archived',
};

/** The viewer's conversations: the three groups, a search over names and message text, unread badges. */
export function ConversationList({
  group,
  q,
  side,
  selectedId,
  hrefFor,
  onGroupChange,
  onSearch,
}: {
  group: InboxGroup;
  q: string;
  side: 'STORE' | 'SUPPLIER';
  selectedId: number | null;
  hrefFor: (conversationId: number) => string;
  onGroupChange: (group: InboxGroup) => void;
  onSearch: (q: string) => void;
}) {
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports the typed search once it settles
  useEffect(() => {
    if (debounced !== q) onSearch(debounced);
  }, [debounced]);
  useEffect(() => setSearch((s) => (s.trim() === q ? s : q)), [q]);

  const list = useConversations(group, q);
  const count = useConversationCount(group, q);
  const rows = list.data?.pages.flat() ?? [];

  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <Stack gap="xs" px="sm" pt="sm">
        <SegmentedControl
          fullWidth
          size="xs"
          value={group}
          onChange={(v) => onGroupChange(v as InboxGroup)}
          data={INBOX_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
          aria-label="Conversation group"
        />
        <TextInput
          type="search"
          aria-label="Search conversations"
          placeholder="Search names and messages"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {count.data ? (
          <Text size="xs" c="dimmed" aria-live="polite">
            {count.data.count === 1
              ? '1 conversation'
              : `${count.data.count.toLocaleString('en-US')} conversations`}
          </Text>
        ) : null}
      </Stack>
      <Stack
        component="nav"
        gap={2}
        px="xs"
        pb="sm"
        style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
        aria-label="Conversations"
      >
        {list.isPending ? (
          <PageLoader label="Loading conversations…" />
        ) : list.isError ? (
          <PageError
            title="We couldn't load your conversations"
            error={list.error}
            onRetry={() => list.refetch()}
          />
        ) : rows.length === 0 ? (
          <Stack gap={4} p="sm" data-testid="conversations-empty">
            {q ? (
              <Text size="sm">No conversation matches “{q}”.</Text>
            ) : group === 'ARCHIVED' ? (
              <Text size="sm">No archived conversations.</Text>
            ) : group === 'AI_SOURCING_AGENT' ? (
              <Text size="sm">The AI sourcing agent hasn't written to any supplier for you yet.</Text>
            ) : side === 'STORE' ? (
              <>
                <Text size="sm" fw={500}>
                  No conversations yet — find a supplier
                </Text>
                <Text size="sm" c="dimmed">
                  Open a supplier or product and choose “Message supplier”.{' '}
                  <Anchor component={Link} to={paths.catalog.browse()} underline="always">
                    Browse suppliers
                  </Anchor>
                </Text>
              </>
            ) : (
              <Text size="sm">No conversations yet. Stores that write to you appear here.</Text>
            )}
          </Stack>
        ) : (
          <>
            {rows.map((c) => (
              <ConversationRow
                key={c.id}
                conversation={c}
                href={hrefFor(c.id)}
                isSelected={c.id === selectedId}
              />
            ))}
            {list.hasNextPage ? (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                Show more conversations
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Stack>
  );
}
