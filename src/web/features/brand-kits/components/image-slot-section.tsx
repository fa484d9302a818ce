import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ImageSlotRef } from '../../../../shared/contract/brand-kits';
import { useRegenerateImages } from '../api/kit-actions';
import { ImageSlot } from './image-slot';

/** A section of image slots (the brand images, the mood board): its title, "Regenerate section", the slots. */
export function ImageSlotSection({
  kitId,
  title,
  itemLabel,
  images,
  slots,
  tray,
  disabled = false,
}: {
  kitId: number;
  title: string;
  /** "Brand image" → each slot is labelled "Brand image 1", "Brand image 2"… */
  itemLabel: string;
  images: string[];
  slots: ImageSlotRef[];
  tray: string[];
  disabled?: boolean;
}) {
  const regenerate = useRegenerateImages(kitId);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{title}</Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={regenerate.isPending}
          disabled={disabled}
          onClick={() => regenerate.mutate(slots)}
        >
          Regenerate section
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {images.map((value, index) => (
          <ImageSlot
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions.
            key={index}
            kitId={kitId}
            slot={slots[index] as ImageSlotRef}
            value={value}
            tray={tray}
            label={`${itemLabel} ${index + 1}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
