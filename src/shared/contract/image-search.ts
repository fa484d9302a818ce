import { z } from 'zod';
import { CatalogItem } from './catalog';

// GET /web/sourcing/home/image-search (spec §7): catalog items that look like an image, and how far the
// background indexing of the catalog's pictures has got (results cover the indexed items only).

export const IMAGE_SEARCH_DEFAULT_QUANTITY = 120;
export const IMAGE_SEARCH_MAX_QUANTITY = 500;

export const ImageSearchQuery = z.object({
  imageUrl: z
    .string()
    .trim()
    .min(1, 'imageUrl is required: the URL of an uploaded file (/rest/main/files/…) or of a catalog picture')
    .max(2048),
  quantity: z.coerce
    .number()
    .int()
    .min(1, 'quantity is at least 1')
    .max(IMAGE_SEARCH_MAX_QUANTITY, `quantity is at most ${IMAGE_SEARCH_MAX_QUANTITY}`)
    .default(IMAGE_SEARCH_DEFAULT_QUANTITY),
});
export type ImageSearchQuery = z.infer<typeof ImageSearchQuery>;

/** How many catalog items have a feature vector; `ready` once every item has one. */
export const ImageIndexStatus = z.object({
  indexed: z.number().int(),
  total: z.number().int(),
  ready: z.boolean(),
});
export type ImageIndexStatus = z.infer<typeof ImageIndexStatus>;

export const ImageSearchItem = CatalogItem.extend({
  similarity: z.number().min(0).max(1).describe('1 = the same picture; cosine similarity of the features'),
});
export type ImageSearchItem = z.infer<typeof ImageSearchItem>;

export const ImageSearchResult = z.object({
  items: z.array(ImageSearchItem),
  status: ImageIndexStatus,
});
export type ImageSearchResult = z.infer<typeof ImageSearchResult>;
