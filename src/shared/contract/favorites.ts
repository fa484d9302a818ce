import { z } from 'zod';

// Favorites of suppliers and items (issue 3). The spec does not show these paths; ours are
// /web/favorites/catalog-companies/{id} and /web/favorites/catalog-items/{id} (PUT adds, DELETE removes,
// both idempotent), with lists of CatalogCompany / CatalogItem rows newest favorite first.

export const FavoriteListQuery = z.object({
  page: z.coerce.number().int().min(0, 'page is 0-based and cannot be negative').default(0),
  size: z.coerce.number().int().min(1, 'size is at least 1').max(200, 'size is at most 200').default(50),
});
export type FavoriteListQuery = z.infer<typeof FavoriteListQuery>;

export const FavoriteState = z.object({ id: z.number().int(), isFavorite: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteState>;
