import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { BrandKit, ImageSlotRef } from '../../../../shared/contract/brand-kits';
import { BRAND_KIT_MOODBOARD_IMAGES } from '../../../../shared/rules/constants';
import { useRegenerateImages } from '../api/kit-actions';
import { ImageSlot } from './image-slot';

/** The Mood board slide: eight image slots. */
export function MoodboardTab({ kit }: { kit: BrandKit }) {
  const regenerate = useRegenerateImages(kit.id);
  const images = Array.from({ length: BRAND_KIT_MOODBOARD_IMAGES }, (_, i) => kit.moodboardImages[i] ?? '');
  const slots: ImageSlotRef[] = images.map((_, index) => ({ section: 'MOODBOARD', index }));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Mood board images</Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={regenerate.isPending}
          disabled={!kit.brandIdeas.selected}
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
            kitId={kit.id}
            slot={slots[index] as ImageSlotRef}
            value={value}
            tray={kit.moodboardImageTray}
            label={`Mood board image ${index + 1}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
