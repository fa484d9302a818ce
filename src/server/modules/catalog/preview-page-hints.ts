import { eq } from 'drizzle-orm';
import { API_BASE_PATH } from '../../../shared/contract/http';
import { resizedImageUrl } from '../../../shared/rules/image-size';
import { catalogItems } from '../../db/schema/catalog';
import type { CatalogDeps } from './catalog-deps';
import { itemPictureUrls } from './rows';

/**
 * What the public product preview (/preview-catalog-item/:id) asks for before it can paint its product: the
 * item from the public endpoint, and its first picture at the size the page's gallery shows (grande). The
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
    image: first ? resizedImageUrl(first, 'grande') : undefined,
  };
}
