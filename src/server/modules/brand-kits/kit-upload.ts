import type { Readable } from 'node:stream';
import type { BrandKit, ImageSlotRef } from '../../../shared/contract/brand-kits';
import { UPLOAD_MAX_BYTES } from '../../../shared/contract/uploads';
import { getSlot, placeImage, withThumbnails } from '../../../shared/rules/brand-kit';
import { IMAGE_EXTENSIONS, isImageFile } from '../../../shared/rules/files';
import type { StoreCtx } from '../../http/context';
import { AppError, invalid } from '../../http/errors';
import { saveUpload } from '../uploads/save-upload';
import type { UploadDeps } from '../uploads/upload-row';
import { applyRules, kitDoc, loadKit, lockKit, saveKit, toBrandKit } from './kit-rows';
import type { KitDeps } from './kits';

// POST /web/brand-kit-modules/{id}/images: the founder's own picture into a slot. The file is stored as the
// store's upload (streamed, size-capped, its bytes checked against its extension) and placed by the rules.

// Kit pictures are spec §5's image types only (no documents or videos).
export const KIT_IMAGE_TYPES_MESSAGE = `Only images can go in a brand kit. Accepted types: ${IMAGE_EXTENSIONS.join(', ')}`;

/** Before a byte is read: the kit is the store's (404) and the slot exists in it (400). */
export async function checkUploadSlot(
  deps: Pick<KitDeps, 'db'>,
  ctx: StoreCtx,
  id: number,
  slot: ImageSlotRef,
) {
  const kit = await loadKit(deps.db, ctx.storeId, id);
  applyRules(() => getSlot(kitDoc(kit), slot));
}

export async function uploadKitImage(
  deps: KitDeps & UploadDeps,
  ctx: StoreCtx,
  id: number,
  slot: ImageSlotRef,
  file: { fileName: string; stream: Readable },
): Promise<BrandKit> {
  await checkUploadSlot(deps, ctx, id, slot);
  if (!isImageFile(file.fileName))
    throw invalid(KIT_IMAGE_TYPES_MESSAGE, [{ path: 'file', message: KIT_IMAGE_TYPES_MESSAGE }]);
  const stored = await saveUpload(deps, ctx, { ...file, maxBytes: UPLOAD_MAX_BYTES }).catch((err) => {
    // Bytes that are not the image their name says: refused like any other type that is not an image.
    if (err instanceof AppError && err.code === 'UNSUPPORTED_TYPE')
      throw invalid(`${err.message}. ${KIT_IMAGE_TYPES_MESSAGE}`, [{ path: 'file', message: err.message }]);
    throw err;
  });
  const row = await deps.db.transaction(async (tx) => {
    const kit = await lockKit(tx, id, ctx.storeId);
    const doc = applyRules(() => placeImage(kitDoc(kit), slot, stored.url));
    return saveKit(tx, kit.id, withThumbnails(doc));
  });
  return toBrandKit(deps.db, row);
}
