import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ChatUploadItem } from '../use-chat-uploads';

/** The files being uploaded from the composer, each with its progress (or why it failed). */
export function UploadTray({ items, onRemove }: { items: ChatUploadItem[]; onRemove: (id: string) => void }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={6} data-testid="upload-tray">
      {items.map((item) => (
        <Group key={item.id} gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" truncate>
              {item.status === 'uploading'
                ? `Uploading ${item.name}… ${Math.round(item.fraction * 100)}%`
                : item.name}
            </Text>
            {item.status === 'uploading' ? (
              <Progress
                value={Math.round(item.fraction * 100)}
                size="sm"
                animated
                aria-label={`Upload progress of ${item.name}`}
              />
            ) : (
              <Text size="xs" c="red" role="alert">
                {item.error}
              </Text>
            )}
          </Stack>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={
              item.status === 'uploading' ? `Cancel upload of ${item.name}` : `Dismiss ${item.name}`
            }
            onClick={() => onRemove(item.id)}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
