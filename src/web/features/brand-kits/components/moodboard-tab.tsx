import type { BrandKit } from '../../../../shared/contract/brand-kits';
import { moodboardSlots } from '../../../../shared/rules/brand-kit';
import { ImageSlotSection } from './image-slot-section';

/** The Mood board slide: eight image slots. */
export function MoodboardTab({ kit }: { kit: BrandKit }) {
  return (
    <ImageSlotSection
      kitId={kit.id}
      title="Mood board images"
      itemLabel="Mood board image"
      slots={moodboardSlots()}
      images={kit.moodboardImages}
      tray={kit.moodboardImageTray}
      disabled={!kit.brandIdeas.selected}
    />
  );
}
