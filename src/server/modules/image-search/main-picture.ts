import type { Db } from '../../db/client';
import { catalogItemImageFeatures } from '../../db/schema/image-search';
import { AppError, invalid } from '../../http/errors';
import { lookOfItem } from '../catalog/images/item-look';
import { itemImageOf } from '../catalog/rows';
import { fileKeyOf } from '../catalog/supplier-catalog/pictures';
import { findStoredFile, readStoredFile } from '../uploads/files';
import type { UploadDeps } from '../uploads/upload-row';
import { coarseFeatures } from './features';
import { itemImageFeatures, uploadedImageFeatures } from './image-features';
import { queryVector } from './search-by-image';

// The vector of a product's main picture, which image search compares ("search by image" compares the
// first picture): computed when a supplier saves a product whose main picture or seed changed.

/** Larger main pictures are refused rather than decoded on a request (as image search does). */
const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

/**
 * The visual features of a product's main picture (for image search): an uploaded image is read from
 * storage, a generated one drawn from the seed and the look its title names. 400 when it is no readable image.
 */
export async function mainPictureFeatures(
  deps: UploadDeps,
  item: { id: number | null; seed: number; title: string; subgroup: string },
  url: string,
): Promise<number[]> {
  const generated = itemImageOf(url);
  // Its own generated picture is drawn as it will be (the seed and category may be new); another product's
  // as the catalog serves it.
  if (generated?.itemId === item.id) return itemImageFeatures(item.seed, lookOfItem(item), generated.n);
  if (generated) return queryVector(deps, url);
  const key = fileKeyOf(url);
  const file = key ? await findStoredFile(deps, key) : null;
  if (!file)
    throw invalid('The main picture could not be found', [
      { path: 'body.imageUrls.0', message: 'not found' },
    ]);
  if (file.size > MAX_PICTURE_BYTES)
    throw new AppError('TOO_LARGE', 'The main picture is larger than 25 MB; upload a smaller one', {
      details: [{ path: 'body.imageUrls.0', message: 'is larger than 25 MB' }],
    });
  try {
    return await uploadedImageFeatures(await readStoredFile(deps, file));
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID')
      throw invalid(`${file.fileName} is not an image Quarry can read`, [
        { path: 'body.imageUrls.0', message: 'is not a readable image' },
      ]);
    throw err;
  }
}

/** Stores the main picture's vector under the item's seed, so the background indexer takes it as current. */
export async function storeMainPictureFeatures(db: Db, itemId: number, seed: number, features: number[]) {
  const values = { seed, features, coarse: coarseFeatures(features) };
  await db
    .insert(catalogItemImageFeatures)
    .values({ itemId, ...values })
    .onConflictDoUpdate({
      target: catalogItemImageFeatures.itemId,
      set: { ...values, indexedAt: new Date() },
    });
}
