import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Conversation } from '../../../../shared/contract/messaging';
import { formatListTime, messagePreview } from '../format';
import { UnreadCount } from './unread-count';

/** One conversation in the list: who, the last message, when, and how many are unread. */
export function ConversationRow({
  conversation: c,
  href,
  isSelected,
}: {
  conversation: Conversation;
  href: string;
  isSelected: boolean;
}) {
  const last = c.lastMessage;
  const unread = c.unreadCount > 0;
  return (
    <UnstyledButton
      component={Link}
      to={href}
      aria-current={isSelected ? 'true' : undefined}
      data-testid="conversation-row"
      px="sm"
      py="xs"
      style={{
        display: 'block',
        borderRadius: 'var(--mantine-radius-sm)',
        background: isSelected ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={c.counterpart.imageUrl} alt="" radius="xl">
          {c.counterpart.name.slice(0, 2)}
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={unread ? 700 : 500} truncate>
              {c.counterpart.name}
            </Text>
            {c.lastMessageAt ? (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatListTime(c.lastMessageAt)}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="xs" c={unread ? undefined : 'dimmed'} fw={unread ? 600 : 400} truncate>
              {last ? messagePreview(last) : 'No messages yet'}
            </Text>
            <UnreadCount count={c.unreadCount} />
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
