import { eq } from 'drizzle-orm';
import { API_BASE_PATH } from '../../../shared/contract/http';
import { GALLERY_IMAGE_SIZES, presetSrcSet, resizedImageUrl } from '../../../shared/rules/image-size';
import { catalogItems } from '../../db/schema/catalog';
import type { CatalogDeps } from './catalog-deps';
import { itemPictureUrls } from './rows';

/**
 * What the public product preview (/preview-catalog-item/:id) asks for before it can paint its product: the
 * item from the public endpoint, and its first picture as the page's gallery asks for it (the same srcset and sizes, grande as the fallback). The
 * page's HTML preloads both, so neither waits for the app's scripts. Nothing for an item that is not there.
 */
export async function previewItemPageHints({ db }: CatalogDeps, id: number) {
  const [row] = await db
    .select({ id: catalogItems.id, imageCount: catalogItems.imageCount, imageUrls: catalogItems.imageUrls })
    .from(catalogItems)
    .where(eq(catalogItems.id, id));
  if (!row) return undefined;
  const first = itemPictureUrls(row)[0];
  return {
    data: `${API_BASE_PATH}/app/catalog-items/${id}`,
    image: first
      ? { href: resizedImageUrl(first, 'grande'), srcset: presetSrcSet(first), sizes: GALLERY_IMAGE_SIZES }
      : undefined,
  };
}
