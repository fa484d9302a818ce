import { ActionIcon, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { MAX_ITEM_PICTURES } from '../../../../shared/contract/supplier-portal';
import { resizedImageUrl } from '../../../../shared/rules/image-size';
import { FileUploadButton } from '../../../ui/file-upload-button';

/** What a product picture or logo may be (the server refuses other image types as pictures). */
export const PICTURE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.jfif';

/**
 * A product's pictures in order (the first is the main one, also used by search by image): upload one at a
 * time with a progress bar, move with the arrow buttons, remove.
 */
export function PicturesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="pictures-label">
        Pictures{' '}
        <Text span size="xs" c="dimmed">
          (PNG, JPEG, GIF or WebP, up to {MAX_ITEM_PICTURES}; the first is the main picture)
        </Text>
      </Text>
      {value.length > 0 ? (
        <Group gap="sm" role="list" aria-labelledby="pictures-label">
          {value.map((url, i) => (
            <Paper key={url} withBorder p={4} role="listitem" data-testid="picture">
              <Image
                src={resizedImageUrl(url, 'compact')}
                alt={`Picture ${i + 1}${i === 0 ? ' (main)' : ''}`}
                w={96}
                h={96}
                fit="cover"
                radius="sm"
              />
              <Group gap={2} justify="center" mt={4}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Move picture ${i + 1} earlier`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <IconArrowLeft size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Move picture ${i + 1} later`}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <IconArrowRight size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Remove picture ${i + 1}`}
                  onClick={() => onChange(value.filter((u) => u !== url))}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No pictures yet. Founders see the main picture first in search results.
        </Text>
      )}
      <FileUploadButton
        label="Upload a picture"
        accept={PICTURE_ACCEPT}
        icon={<IconPhotoPlus size={16} aria-hidden />}
        disabled={value.length >= MAX_ITEM_PICTURES}
        onUploaded={(stored) => onChange([...value, stored.url])}
      />
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
