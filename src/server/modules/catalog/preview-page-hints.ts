import type { CatalogItem } from '../../../shared/contract/catalog';
import { API_BASE_PATH } from '../../../shared/contract/http';
import { GALLERY_IMAGE_SIZES, presetSrcSet, resizedImageUrl } from '../../../shared/rules/image-size';
import { AppError } from '../../http/errors';
import type { CatalogDeps } from './catalog-deps';
import { getItem } from './list-items';

/**
 * The public product preview (/preview-catalog-item/:id) as the server renders it: the item as the public
 * endpoint answers it (a visitor's view: no store, so hidden or unknown items are not there), the URL the
 * app fetches it from, and its first picture as the page's gallery asks for it (the same srcset and sizes,
 * grande as the fallback). Undefined for an item that is not there.
 */
export async function previewItemPage(deps: CatalogDeps, id: number) {
  let item: CatalogItem;
  try {
    item = await getItem(deps, { storeId: null }, id);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
    throw err;
  }
  const first = item.imageUrls[0];
  return {
    item,
    data: `${API_BASE_PATH}/app/catalog-items/${id}`,
    image: first
      ? { href: resizedImageUrl(first, 'grande'), srcset: presetSrcSet(first), sizes: GALLERY_IMAGE_SIZES }
      : undefined,
  };
}
