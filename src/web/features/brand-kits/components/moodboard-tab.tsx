import type { BrandKit, ImageSlotRef } from '../../../../shared/contract/brand-kits';
import { BRAND_KIT_MOODBOARD_IMAGES } from '../../../../shared/rules/constants';
import { ImageSlotSection } from './image-slot-section';

/** The Mood board slide: eight image slots. */
export function MoodboardTab({ kit }: { kit: BrandKit }) {
  const images = Array.from({ length: BRAND_KIT_MOODBOARD_IMAGES }, (_, i) => kit.moodboardImages[i] ?? '');
  const slots: ImageSlotRef[] = images.map((_, index) => ({ section: 'MOODBOARD', index }));
  return (
    <ImageSlotSection
      kitId={kit.id}
      title="Mood board images"
      itemLabel="Mood board image"
      images={images}
      slots={slots}
      tray={kit.moodboardImageTray}
      disabled={!kit.brandIdeas.selected}
    />
  );
}
