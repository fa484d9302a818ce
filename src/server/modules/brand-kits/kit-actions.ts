import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  type BrandKit,
  IMAGE_LOADING,
  type ImageSlotRef,
  type KitRequest,
  type KitRequestKind,
  type KitRequestType,
} from '../../../shared/contract/brand-kits';
import {
  getSlot,
  markSlotsLoading,
  resetKit,
  slotKey,
  withThumbnails,
} from '../../../shared/rules/brand-kit';
import { IMAGES_PER_GENERATION } from '../../../shared/rules/constants';
import { brandKitRequests } from '../../db/schema/brand-kits';
import type { StoreCtx } from '../../http/context';
import { conflict } from '../../http/errors';
import { askForImages, askForRequests, dispatchRequests, publishKitRequest } from './kit-requests';
import {
  applyRules,
  kitDoc,
  latestRequest,
  loadKit,
  lockKit,
  saveKit,
  toBrandKit,
  toKitRequest,
} from './kit-rows';
import type { KitDeps } from './kits';
import { supersedeRequests } from './request-state';

// The kit's other owner actions: archive, reset, asking for generations and reading them, and
// regenerating chosen image slots.

export const RESET_MESSAGE = 'Replaced by a reset';

/** PUT …/{id}/archive: archived kits leave the list (and the public page answers 404). */
export async function archiveBrandKit(
  deps: KitDeps,
  ctx: StoreCtx,
  id: number,
  isArchived: boolean,
): Promise<BrandKit> {
  const row = await deps.db.transaction(async (tx) => {
    const kit = await lockKit(tx, id, ctx.storeId);
    return saveKit(tx, kit.id, kitDoc(kit), { isArchived });
  });
  return toBrandKit(deps.db, row);
}

/** POST …/{id}/reset: every section cleared, running generations replaced, all four asked for again. */
export async function resetBrandKit(deps: KitDeps, ctx: StoreCtx, id: number): Promise<BrandKit> {
  const { row, asked, superseded } = await deps.db.transaction(async (tx) => {
    const kit = await lockKit(tx, id, ctx.storeId);
    const superseded = await supersedeRequests(tx, kit, 'ALL', RESET_MESSAGE);
    const { doc, refresh } = resetKit();
    const row = await saveKit(tx, kit.id, doc);
    return { row, asked: await askForRequests(tx, kit, refresh), superseded };
  });
  for (const r of superseded) publishKitRequest(deps, r);
  await dispatchRequests(deps, asked);
  return toBrandKit(deps.db, row);
}

/** POST …/{id}/requests: a generation of one section; one already running answers instead. */
export async function askForKitRequest(
  deps: KitDeps,
  ctx: StoreCtx,
  id: number,
  type: KitRequestType,
): Promise<KitRequest> {
  const asked = await deps.db.transaction(async (tx) => {
    const kit = await lockKit(tx, id, ctx.storeId);
    return askForRequests(tx, kit, [type]);
  });
  await dispatchRequests(deps, asked);
  return toKitRequest(asked[0]!.row);
}

/** GET …/{id}/requests/latest: the latest request not archived (of a type when asked), or null. */
export async function latestKitRequest(
  deps: Pick<KitDeps, 'db'>,
  ctx: StoreCtx,
  id: number,
  type?: KitRequestKind,
): Promise<KitRequest | null> {
  const kit = await loadKit(deps.db, ctx.storeId, id);
  const row = await latestRequest(deps.db, kit.id, type);
  return row ? toKitRequest(row) : null;
}

/** PUT …/{id}/requests/archive: the finished requests leave "latest"; running ones carry on. */
export async function archiveKitRequests(
  deps: Pick<KitDeps, 'db'>,
  ctx: StoreCtx,
  id: number,
): Promise<{ archived: number }> {
  const kit = await loadKit(deps.db, ctx.storeId, id);
  const rows = await deps.db
    .update(brandKitRequests)
    .set({ archivedAt: new Date() })
    .where(
      and(
        eq(brandKitRequests.brandKitId, kit.id),
        ne(brandKitRequests.status, 'PENDING'),
        isNull(brandKitRequests.archivedAt),
      ),
    )
    .returning({ id: brandKitRequests.id });
  return { archived: rows.length };
}

/**
 * POST …/{id}/images/generate: the slots go to the loading marker and one IMAGE request draws 4 pictures
 * for each (the first in the slot, the rest in its tray). Slots already loading are left to their request.
 */
export async function regenerateImages(
  deps: KitDeps,
  ctx: StoreCtx,
  id: number,
  slots: ImageSlotRef[],
): Promise<KitRequest> {
  const asked = await deps.db.transaction(async (tx) => {
    const kit = await lockKit(tx, id, ctx.storeId);
    const doc = kitDoc(kit);
    const unique = [...new Map(slots.map((s) => [slotKey(s), s])).values()];
    const free = unique.filter((slot) => applyRules(() => getSlot(doc, slot)) !== IMAGE_LOADING);
    if (!free.length) throw conflict('These images are already being generated');
    await saveKit(tx, kit.id, withThumbnails(applyRules(() => markSlotsLoading(doc, free))));
    return askForImages(tx, kit, free, IMAGES_PER_GENERATION);
  });
  await dispatchRequests(deps, [asked]);
  return toKitRequest(asked.row);
}
