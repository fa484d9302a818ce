import { AspectRatio, Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { resizedImageUrl } from '../../../../shared/rules/image-size';

/** A product's images: the chosen one large (grande), thumbnails (compact) to choose from. */
export function ImageGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <Stack gap="xs">
      <AspectRatio ratio={1} maw={560}>
        <Image
          src={resizedImageUrl(current, 'grande')}
          alt={`${title}, image ${index + 1} of ${images.length}`}
          radius="md"
          data-testid="gallery-main"
        />
      </AspectRatio>
      {images.length > 1 ? (
        <Group gap="xs" role="group" aria-label="Product images">
          {images.map((url, i) => (
            <UnstyledButton
              // Image URLs can repeat; their position is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: positional thumbnails
              key={i}
              onClick={() => setIndex(i)}
              aria-label={`Show image ${i + 1}`}
              aria-pressed={i === index}
              style={{
                borderRadius: 6,
                outline: i === index ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                outlineOffset: 2,
              }}
            >
              <Image src={resizedImageUrl(url, 'compact')} alt="" w={64} h={64} radius="sm" loading="lazy" />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
