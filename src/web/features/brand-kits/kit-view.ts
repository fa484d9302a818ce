import type { BrandKit, PublicBrandKit, SlideKey } from '../../../shared/contract/brand-kits';
import {
  BRAND_IMAGES_WARNING,
  kitDocOf,
  MOODBOARD_WARNING,
  PRODUCT_IDEAS_WARNING,
  resolvedSlideColors,
  type SlideCompleteness,
  selectedIdeaOf,
  slideCompleteness,
} from '../../../shared/rules/brand-kit';

/** The editor's tabs in spec §2's order, with their URL names (`?tab=`). */
export const KIT_TABS: readonly { key: SlideKey; slug: string }[] = [
  { key: 'IDEA', slug: 'idea' },
  { key: 'MOODBOARD', slug: 'mood-board' },
  { key: 'MARKET_RESEARCH', slug: 'market-research' },
  { key: 'PRODUCT_IDEAS', slug: 'product-ideas' },
  { key: 'GET_STARTED', slug: 'get-started' },
];

/** The completeness warning (spec §5) a slide shows, if it is incomplete. */
export function slideWarning(key: SlideKey, c: SlideCompleteness): string | null {
  if (key === 'IDEA' && !c.idea) return BRAND_IMAGES_WARNING;
  if (key === 'MOODBOARD' && !c.moodboard) return MOODBOARD_WARNING;
  if (key === 'PRODUCT_IDEAS' && !c.productIdeas) return PRODUCT_IDEAS_WARNING;
  return null;
}

/** What every view of a kit derives from it: the selected idea, its name, slide colours and completeness. */
export function kitView(kit: BrandKit | PublicBrandKit) {
  const doc = kitDocOf(kit);
  const idea = selectedIdeaOf(doc);
  const colors = resolvedSlideColors(doc);
  return {
    doc,
    idea,
    name: idea?.brandName || kit.category,
    colorOf: (key: SlideKey) => colors.find((c) => c.key === key)?.value ?? '#FFFFFF',
    colors,
    completeness: slideCompleteness(doc),
  };
}
