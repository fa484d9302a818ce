import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ImageSlotRef } from '../../../../shared/contract/brand-kits';
import { ImageSlot } from './image-slot';
import { RegenerateButton } from './regenerate-button';

/**
 * A section of image slots (an idea's brand images, the mood board): its title, "Regenerate section" and
 * one slot per ref, showing the section's image at that position (empty when it has none yet).
 */
export function ImageSlotSection({
  kitId,
  title,
  itemLabel,
  slots,
  images,
  tray,
  disabled = false,
}: {
  kitId: number;
  title: string;
  /** "Brand image" → each slot is labelled "Brand image 1", "Brand image 2"… */
  itemLabel: string;
  slots: ImageSlotRef[];
  /** The section's images as stored (may be shorter than its slots). */
  images: string[];
  tray: string[];
  disabled?: boolean;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{title}</Text>
        <RegenerateButton kitId={kitId} slots={slots} label="Regenerate section" disabled={disabled} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {slots.map((slot, index) => (
          <ImageSlot
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions.
            key={index}
            kitId={kitId}
            slot={slot}
            value={images[index] ?? ''}
            tray={tray}
            label={`${itemLabel} ${index + 1}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
