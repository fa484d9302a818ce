import { createHash } from 'node:crypto';
import { type BrandIdea, IMAGE_LOADING, type ImageSlotRef } from '../../../shared/contract/brand-kits';
import { fillSlot, getSlot, type KitDoc, selectedIdeaOf, slotKey } from '../../../shared/rules/brand-kit';
import type { AppDeps } from '../../app-deps';
import type { ImagePurpose } from '../../providers/ai-image/types';
import { storeGeneratedPng } from './kit-files';
import type { KitRequestRow } from './kit-rows';
import { pendingStep } from './request-state';

// Rendering a request's image slots: every slot at once, each stored as the store's upload and put in its
// slot as soon as it is ready (one locked write per slot), so the editor fills in while the rest renders.

export type RenderDeps = Pick<AppDeps, 'db' | 'bus' | 'aiImage' | 'storage' | 'config'>;

export type SlotPlan = {
  slot: ImageSlotRef;
  purpose: ImagePurpose;
  prompt: string;
  palette: string[];
  /** The idea the picture is drawn for: a mood board or product picture lands only while it is selected. */
  ideaUuid: string | null;
  fileName: string;
};

const paletteOf = (idea: BrandIdea | null) => idea?.colorPalette.map((c) => c.hexCode) ?? [];

/** Mood board prompts of an idea: its own, or drawn from its palette when an older idea has none. */
export function moodboardPromptsOf(idea: BrandIdea, count: number): string[] {
  const own = idea.moodboardPrompts ?? [];
  return Array.from(
    { length: count },
    (_, i) =>
      own[i] ??
      `${idea.colorPalette[i % idea.colorPalette.length]?.name ?? 'Soft'} textures and materials for ${idea.brandName}`,
  );
}

const fileBase = (name: string) =>
  name
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'brand-kit';

/** What to draw for each slot, read from the kit as it is now. */
export function planSlots(doc: KitDoc, slots: ImageSlotRef[]): SlotPlan[] {
  const selected = selectedIdeaOf(doc);
  const brand = fileBase(selected?.brandName ?? 'brand-kit');
  return slots.map((slot): SlotPlan => {
    switch (slot.section) {
      case 'BRAND_IDEA': {
        const idea = doc.brandIdeas.find((i) => i.uuid === slot.uuid)!;
        return {
          slot,
          purpose: 'BRAND',
          prompt: idea.imagePrompts[slot.index] ?? `${idea.brandName}: ${idea.slogan}`,
          palette: paletteOf(idea),
          ideaUuid: null,
          fileName: `${fileBase(idea.brandName)}-brand-${slot.index + 1}.png`,
        };
      }
      case 'MOODBOARD':
        return {
          slot,
          purpose: 'MOODBOARD',
          prompt:
            doc.moodboardImagePrompts[slot.index] ??
            (selected ? moodboardPromptsOf(selected, slot.index + 1)[slot.index]! : 'mood board texture'),
          palette: paletteOf(selected),
          ideaUuid: selected?.uuid ?? null,
          fileName: `${brand}-moodboard-${slot.index + 1}.png`,
        };
      default: {
        const sku = doc.productSkus.find((s) => s.uuid === slot.uuid)!;
        return {
          slot,
          purpose: 'PRODUCT',
          prompt: sku.imagePrompt || sku.title,
          palette: paletteOf(selected),
          ideaUuid: selected?.uuid ?? null,
          fileName: `${brand}-${fileBase(sku.title)}.png`,
        };
      }
    }
  });
}

/** Still waiting for this picture: loading, still in the kit, and (mood board, products) the same idea. */
function canFill(doc: KitDoc, plan: SlotPlan): boolean {
  if (plan.ideaUuid && doc.selectedBrandIdea !== plan.ideaUuid) return false;
  try {
    return getSlot(doc, plan.slot) === IMAGE_LOADING;
  } catch {
    return false;
  }
}

const slotSeed = (seed: number, slot: ImageSlotRef) =>
  createHash('sha256')
    .update(`${seed}:${slotKey(slot)}`)
    .digest()
    .readUInt32BE(0) >>> 1;

/**
 * Renders `perSlot` images for each planned slot, all slots concurrently, and fills each slot as it is
 * ready. Throws the first failure once every slot has settled (the filled ones stay filled).
 */
export async function renderSlots(
  deps: RenderDeps,
  request: KitRequestRow,
  plans: SlotPlan[],
  perSlot: number,
): Promise<void> {
  const results = await Promise.allSettled(
    plans.map(async (plan) => {
      const pictures = await deps.aiImage.generate({
        purpose: plan.purpose,
        prompt: plan.prompt,
        palette: plan.palette.length ? plan.palette : undefined,
        count: perSlot,
        seed: slotSeed(request.seed, plan.slot),
      });
      const urls: string[] = [];
      for (const [i, picture] of pictures.entries()) {
        const name = i === 0 ? plan.fileName : plan.fileName.replace(/\.png$/, `-${i + 1}.png`);
        urls.push(await storeGeneratedPng(deps, request.storeId, picture.png, name));
      }
      await pendingStep(deps, request, (doc) => (canFill(doc, plan) ? fillSlot(doc, plan.slot, urls) : doc), {
        done: perSlot,
      });
    }),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}
