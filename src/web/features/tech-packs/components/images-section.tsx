// Sketches and reference pictures: the founder's uploads (the one upload routine) and designs picked from
// the AI design gallery. The body keeps ids; pictures added here show at once, earlier ones by their id.
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import type { TechPackImage } from '../../../../shared/contract/tech-packs';
import { ImageUploadButton } from '../../../ui/image-upload-button';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useGalleryDesigns } from '../api/tech-packs';
import { ListError, TextField, useEditor } from './fields';

export function ImagesSection() {
  const { draft, set, readOnly } = useEditor();
  const [picking, setPicking] = useState(false);
  const [uploaded, setUploaded] = useState<Record<number, string>>({});
  const gallery = useGalleryDesigns(true);
  const images = (draft.kind === 'PRODUCT' ? draft.images : undefined) ?? [];
  const designs = new Map((gallery.data ?? []).map((d) => [d.id, d]));
  const add = (image: TechPackImage) => set(['images'], [...images, image]);
  const preview = (img: TechPackImage) =>
    img.uploadId !== undefined ? uploaded[img.uploadId] : designs.get(img.designImageId!)?.imageUrl;
  const name = (img: TechPackImage, i: number) =>
    img.uploadId !== undefined
      ? `Picture ${i + 1} (upload #${img.uploadId})`
      : `Picture ${i + 1} (${designs.get(img.designImageId!)?.title ?? `design #${img.designImageId}`})`;
  return (
    <Stack gap="sm">
      {images.length === 0 ? <Text c="dimmed">No sketches or reference images yet.</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {images.map((img, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be added twice.
          <Card key={i} withBorder padding="sm">
            <Stack gap="xs">
              {preview(img) ? (
                <Image src={preview(img)} alt={img.caption || name(img, i)} h={140} fit="contain" />
              ) : null}
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {name(img, i)}
                </Text>
                {readOnly ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name(img, i)}`}
                    onClick={() =>
                      set(
                        ['images'],
                        images.filter((_, j) => j !== i),
                      )
                    }
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
              <TextField path={['images', i, 'caption']} label={`Caption of picture ${i + 1}`} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ListError path={['images']} />
      {readOnly ? null : (
        <Group align="flex-start">
          <ImageUploadButton
            label="Upload a sketch or picture"
            onUploaded={(file) => {
              setUploaded((u) => ({ ...u, [file.id]: file.url }));
              add({ uploadId: file.id });
            }}
          />
          <Button variant="light" onClick={() => setPicking(true)}>
            Pick from the AI design gallery
          </Button>
        </Group>
      )}
      <Modal opened={picking} onClose={() => setPicking(false)} title="Your AI design gallery" size="lg">
        {gallery.isPending ? <PageLoader label="Loading your designs…" /> : null}
        {gallery.isError ? <PageError error={gallery.error} onRetry={() => void gallery.refetch()} /> : null}
        {gallery.data?.length === 0 ? <Text c="dimmed">Your gallery has no designs yet.</Text> : null}
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {(gallery.data ?? []).map((d) => (
            <UnstyledButton
              key={d.id}
              aria-label={`Add ${d.title}`}
              onClick={() => {
                add({ designImageId: d.id });
                setPicking(false);
              }}
            >
              <Stack gap={4}>
                <Image src={d.imageUrl} alt="" h={110} fit="cover" radius="sm" />
                <Text size="sm" lineClamp={2}>
                  {d.title}
                </Text>
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Modal>
    </Stack>
  );
}
