import { Anchor, Drawer, Group, Stack, Text } from '@mantine/core';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useAttachments } from '../api/get-attachments';
import { attachmentName, formatMessageTime } from '../format';
import { safeUrl } from '../safe-url';

const KIND_LABELS = { image: 'Image', video: 'Video', pdf: 'PDF', ai: 'Design file', file: 'File' } as const;

/** Every file shared in the conversation, newest first. */
export function AttachmentsDrawer({
  conversationId,
  opened,
  onClose,
}: {
  conversationId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const attachments = useAttachments(conversationId, opened);
  return (
    <Drawer opened={opened} onClose={onClose} title="Shared files" position="right">
      {attachments.isPending ? (
        <PageLoader label="Loading files…" />
      ) : attachments.isError ? (
        <PageError
          title="We couldn't load the files"
          error={attachments.error}
          onRetry={() => attachments.refetch()}
        />
      ) : attachments.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files shared yet.
        </Text>
      ) : (
        <Stack gap="sm" role="list">
          {attachments.data.map((a) => {
            const href = safeUrl(a.url);
            const name = attachmentName(a.url, a.fileName);
            return (
              <Stack key={`${a.messageIndex}:${a.url}`} gap={0} role="listitem">
                {href ? (
                  <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
                    {name}
                  </Anchor>
                ) : (
                  <Text size="sm">{name}</Text>
                )}
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {KIND_LABELS[a.kind]} · {formatMessageTime(a.createdAt)}
                  </Text>
                </Group>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Drawer>
  );
}
