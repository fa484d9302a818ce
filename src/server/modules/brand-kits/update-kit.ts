import {
  type BrandKit,
  type ImageSlotRef,
  type KitRequestType,
  SLIDE_KEYS,
  type SlideColor,
  type TargetAudience,
  type UpdateBrandKitBody,
} from '../../../shared/contract/brand-kits';
import {
  brandImageSlots,
  getSlot,
  type KitDoc,
  markSlotsLoading,
  moodboardSlots,
  placeImage,
  selectBrandIdea,
  selectedIdeaOf,
  selectProducts,
  updateBrandIdea,
  updateProductSku,
  withThumbnails,
} from '../../../shared/rules/brand-kit';
import { BRAND_KIT_MOODBOARD_IMAGES } from '../../../shared/rules/constants';
import type { Db } from '../../db/client';
import type { StoreCtx } from '../../http/context';
import { type KitFileDeps, ownImageUrl } from './kit-files';
import {
  type AskedRequest,
  askForImages,
  askForRequests,
  dispatchRequests,
  publishKitRequest,
} from './kit-requests';
import {
  applyRules,
  type KitRequestRow,
  type KitRow,
  kitDoc,
  lockKit,
  saveKit,
  toBrandKit,
} from './kit-rows';
import type { KitDeps } from './kits';
import { moodboardPromptsOf } from './render-slots';
import { supersedeRequests } from './request-state';

// PUT /web/brand-kit-modules/{id}: every edit of the body in one transaction, under the kit's row lock,
// through the kit rules (spec §4, §5). A rule's refusal (an unknown idea, product or slot) is a 400.

export type UpdateDeps = KitDeps & KitFileDeps;

/** The images a slot's tray offers (a URL from there needs no ownership check: the kit holds it). */
function trayOf(doc: KitDoc, slot: ImageSlotRef): string[] {
  if (slot.section === 'MOODBOARD') return doc.moodboardImageTray;
  if (slot.section === 'BRAND_IDEA') return doc.brandIdeas.find((i) => i.uuid === slot.uuid)?.imageTray ?? [];
  return doc.productSkus.find((s) => s.uuid === slot.uuid)?.imageTray ?? [];
}

/**
 * Another idea: the rules reset what was built on the old one; its product ideas and market research are
 * asked for again, and its empty brand images and the whole mood board are drawn (one IMAGE request).
 */
async function switchIdea(tx: Db, kit: KitRow, doc: KitDoc, uuid: string) {
  const { doc: selected, refresh } = applyRules(() => selectBrandIdea(doc, uuid));
  if (!refresh.length) return { doc, asked: [] as AskedRequest[], superseded: [] as KitRequestRow[] };
  const idea = selectedIdeaOf(selected)!;
  const superseded = await supersedeRequests(tx, kit, refresh, 'Replaced: another brand idea was selected');
  const asked = await askForRequests(tx, kit, refresh as KitRequestType[]);
  const slots = [
    ...brandImageSlots(idea.uuid).filter((slot) => !getSlot(selected, slot)),
    ...moodboardSlots(),
  ];
  const next = markSlotsLoading(
    { ...selected, moodboardImagePrompts: moodboardPromptsOf(idea, BRAND_KIT_MOODBOARD_IMAGES) },
    slots,
  );
  asked.push(await askForImages(tx, kit, slots, 1));
  return { doc: next, asked, superseded };
}

function editAudiences(
  current: TargetAudience[],
  edited: NonNullable<UpdateBrandKitBody['targetAudiences']>,
) {
  const known = new Map(current.map((a) => [a.uuid, a]));
  const now = Date.now();
  return edited.map(
    (a, i): TargetAudience => ({
      uuid: a.uuid,
      createdAt: known.get(a.uuid)?.createdAt ?? new Date(now - i).toISOString(),
      name: a.name,
      description: a.description,
    }),
  );
}

function editSlideColors(current: SlideColor[], edited: SlideColor[]): SlideColor[] {
  const byKey = new Map(current.map((c) => [c.key, c.value]));
  for (const c of edited) byKey.set(c.key, c.value);
  return SLIDE_KEYS.filter((k) => byKey.has(k)).map((key) => ({ key, value: byKey.get(key)! }));
}

export async function updateBrandKit(
  deps: UpdateDeps,
  ctx: StoreCtx,
  id: number,
  body: UpdateBrandKitBody,
): Promise<BrandKit> {
  const { row, asked, superseded } = await deps.db.transaction(async (tx) => {
    const kit = await lockKit(tx, id, ctx.storeId);
    let doc = kitDoc(kit);
    let asked: AskedRequest[] = [];
    let superseded: KitRequestRow[] = [];
    if (body.selectedBrandIdea)
      ({ doc, asked, superseded } = await switchIdea(tx, kit, doc, body.selectedBrandIdea));
    if (body.brandIdea) {
      const patch = body.brandIdea;
      doc = applyRules(() => updateBrandIdea(doc, patch));
    }
    if (body.productSku) {
      const patch = body.productSku;
      doc = applyRules(() => updateProductSku(doc, patch));
    }
    if (body.selectedProductUuids) {
      const uuids = body.selectedProductUuids;
      doc = applyRules(() => selectProducts(doc, uuids));
    }
    // The founder's own text replaces the research (the "only when empty" rule is for generations).
    if (body.marketResearch !== undefined) doc = { ...doc, marketResearch: body.marketResearch };
    if (body.slideColors) doc = { ...doc, slideColors: editSlideColors(doc.slideColors, body.slideColors) };
    if (body.targetAudiences)
      doc = { ...doc, targetAudiences: editAudiences(doc.targetAudiences, body.targetAudiences) };
    if (body.image) {
      const { slot, url } = body.image;
      const current = applyRules(() => getSlot(doc, slot));
      const chosen =
        url === current || trayOf(doc, slot).includes(url)
          ? url
          : await ownImageUrl({ ...deps, db: tx }, ctx.storeId, url);
      doc = applyRules(() => placeImage(doc, slot, chosen));
    }
    const saved = await saveKit(tx, kit.id, withThumbnails(doc), {
      category: body.category,
      productDescription: body.productDescription,
      isShared: body.isShared,
      isWaitlistSitePublished: body.isWaitlistSitePublished,
    });
    return { row: saved, asked, superseded };
  });
  for (const r of superseded) publishKitRequest(deps, r);
  await dispatchRequests(deps, asked);
  return toBrandKit(deps.db, row);
}
