import { ActionIcon, Anchor, Avatar, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconArrowLeft, IconFiles } from '@tabler/icons-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { Conversation, Message } from '../../../../shared/contract/messaging';
import { useCan } from '../../../api/use-can';
import { paths } from '../../../routing/paths';
import { RoleLock } from '../../../ui/can';
import { useSetArchived } from '../api/archive-conversation';
import { useTypingIndicator } from '../use-typing-indicator';

/**
 * Who the conversation is with (their profile, for founders), who is typing, files, archive, back. The
 * typing state lives here, so a typing signal re-renders the header, not the whole message list.
 */
export function ConversationHeader({
  conversation: c,
  side,
  onShowFiles,
  onBack,
  headingRef,
}: {
  conversation: Conversation;
  side: Message['authorSide'];
  onShowFiles: () => void;
  onBack?: () => void;
  /** Focused when the conversation opens. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const archive = useSetArchived();
  const canArchive = useCan('write');
  const archiveButton = (
    <ActionIcon
      variant="subtle"
      aria-label={c.archived ? 'Unarchive conversation' : 'Archive conversation'}
      loading={archive.isPending}
      onClick={() => archive.mutate({ id: c.id, archived: !c.archived })}
    >
      {c.archived ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
    </ActionIcon>
  );
  const typing = useTypingIndicator(c.id, c.counterpart);
  const party = c.counterpart;
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      px="md"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {onBack ? (
          <ActionIcon variant="subtle" onClick={onBack} aria-label="Back to conversations">
            <IconArrowLeft size={18} />
          </ActionIcon>
        ) : null}
        <Avatar src={party.imageUrl} alt="" radius="xl">
          {party.name.slice(0, 2)}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} fz="md" lineClamp={1} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {side === 'STORE' ? (
              <Anchor component={Link} to={paths.catalog.supplier(c.supplierId)} inherit c="inherit">
                {party.name}
              </Anchor>
            ) : (
              party.name
            )}
          </Title>
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="typing-indicator">
            {typing ? `${typing} is typing…` : c.archived ? 'Archived' : '\u00a0'}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Shared files">
          <ActionIcon variant="subtle" aria-label="Shared files" onClick={onShowFiles}>
            <IconFiles size={18} />
          </ActionIcon>
        </Tooltip>
        {canArchive ? (
          <Tooltip label={c.archived ? 'Move back to the inbox' : 'Archive'}>{archiveButton}</Tooltip>
        ) : (
          <RoleLock cls="write">{archiveButton}</RoleLock>
        )}
      </Group>
    </Group>
  );
}
