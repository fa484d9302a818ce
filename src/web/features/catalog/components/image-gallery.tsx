import { Box, Group, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { GALLERY_IMAGE_SIZES } from '../../../../shared/rules/image-size';
import { ProductImage } from '../../../ui/product-image';

/** A product's images: the chosen one large (fetched first), thumbnails (compact) to choose from. */
export function ImageGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <Stack gap="xs">
      <Box maw={560} w="100%">
        <ProductImage
          // A new element per picture, so the placeholder shows until the chosen one has loaded.
          key={`${index}:${current}`}
          src={current}
          alt={`${title}, image ${index + 1} of ${images.length}`}
          sizes={GALLERY_IMAGE_SIZES}
          preset="grande"
          isPriority
          radius="var(--mantine-radius-md)"
          data-testid="gallery-main"
        />
      </Box>
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
              <ProductImage
                src={url}
                alt=""
                sizes="64px"
                preset="compact"
                size={64}
                radius="var(--mantine-radius-sm)"
              />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
