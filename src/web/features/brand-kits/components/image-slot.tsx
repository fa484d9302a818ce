import {
  ActionIcon,
  AspectRatio,
  Box,
  Center,
  FileButton,
  Group,
  Image,
  Loader,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconPhotoPlus, IconRefresh, IconStack2, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { IMAGE_LOADING, type ImageSlotRef } from '../../../../shared/contract/brand-kits';
import { isApiError } from '../../../api/api-error';
import { useRegenerateImages } from '../api/kit-actions';
import { useUpdateBrandKit } from '../api/update-brand-kit';
import { useUploadKitImage } from '../api/upload-kit-image';
import { KIT_IMAGE_ACCEPT, kitImageProblem } from '../kit-images';

/** What fills a slot: its image, the loading marker while it generates, or nothing yet. */
function SlotPicture({ value, label }: { value: string; label: string }) {
  if (value === IMAGE_LOADING)
    return (
      <Center h="100%" bg="gray.0" role="status" aria-label={`Generating ${label}`}>
        <Stack align="center" gap={4}>
          <Loader size="sm" aria-hidden />
          <Text size="xs" c="dimmed">
            Generating…
          </Text>
        </Stack>
      </Center>
    );
  if (value === '')
    return (
      <Center h="100%" bg="gray.0" style={{ border: '1px dashed var(--mantine-color-gray-4)' }}>
        <Stack align="center" gap={4}>
          <IconPhotoPlus size={24} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text size="xs" c="dimmed">
            No image yet
          </Text>
        </Stack>
      </Center>
    );
  return <Image src={value} alt={label} fit="cover" h="100%" w="100%" />;
}

/**
 * One image slot of the kit (a brand image, a mood board image, a product's image): upload your own
 * (spec §5 types, with progress), regenerate it, or swap in another generated image from its tray.
 */
export function ImageSlot({
  kitId,
  slot,
  value,
  tray,
  label,
  ratio = 1,
}: {
  kitId: number;
  slot: ImageSlotRef;
  value: string;
  tray: string[];
  label: string;
  ratio?: number;
}) {
  const upload = useUploadKitImage(kitId);
  const regenerate = useRegenerateImages(kitId);
  const place = useUpdateBrandKit(kitId);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [trayOpen, setTrayOpen] = useState(false);
  const loading = value === IMAGE_LOADING;
  const busy = loading || progress !== null;

  function pick(file: File | null) {
    if (!file) return;
    const why = kitImageProblem(file);
    setProblem(why);
    if (why) return;
    setProgress(0);
    upload.mutate(
      { slot, file, onProgress: setProgress },
      {
        onError: (e) => setProblem(isApiError(e) ? e.message : 'The upload failed. Please try again.'),
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <Stack gap={6} data-testid="image-slot">
      <Box style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }} bg="white">
        <AspectRatio ratio={ratio}>
          <SlotPicture value={value} label={label} />
        </AspectRatio>
      </Box>
      <Group gap={4} justify="center">
        <FileButton onChange={pick} accept={KIT_IMAGE_ACCEPT} disabled={busy}>
          {(props) => (
            <Tooltip label="Upload your own">
              <ActionIcon {...props} variant="white" color="dark" aria-label={`Upload ${label}`}>
                <IconUpload size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Tooltip label="Regenerate">
          <ActionIcon
            variant="white"
            color="dark"
            aria-label={`Regenerate ${label}`}
            disabled={busy}
            loading={regenerate.isPending}
            onClick={() => regenerate.mutate([slot])}
          >
            <IconRefresh size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={tray.length ? 'Choose another generated image' : 'No other generated images yet'}>
          <ActionIcon
            variant="white"
            color="dark"
            aria-label={`Choose another image for ${label}`}
            disabled={busy || tray.length === 0}
            onClick={() => setTrayOpen(true)}
          >
            <IconStack2 size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {progress !== null ? (
        <Progress
          value={Math.round(progress * 100)}
          size="sm"
          aria-label={`Upload progress of ${label}`}
          animated
        />
      ) : null}
      {problem ? (
        <Text size="xs" c="red.7" bg="white" p={4} role="alert" style={{ borderRadius: 4 }}>
          {problem}
        </Text>
      ) : null}
      <Modal
        opened={trayOpen}
        onClose={() => setTrayOpen(false)}
        title={`Choose an image for ${label}`}
        size="lg"
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {tray.map((url, i) => (
            <UnstyledButton
              key={url}
              aria-label={`Use generated image ${i + 1}`}
              disabled={place.isPending}
              onClick={() => place.mutate({ image: { slot, url } }, { onSuccess: () => setTrayOpen(false) })}
            >
              <AspectRatio ratio={1}>
                <Image src={url} alt="" fit="cover" radius="sm" />
              </AspectRatio>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Modal>
    </Stack>
  );
}
