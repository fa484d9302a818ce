// The favorites API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type { CatalogCompany, CatalogItem } from '../../../shared/contract/catalog';
import type { FavoriteListQuery, FavoriteState } from '../../../shared/contract/favorites';
import type { CountResponse } from '../../../shared/contract/shared-shapes';

export type FavoritesEndpoints = {
  'GET /web/favorites/catalog-companies': {
    query: typeof FavoriteListQuery;
    response: z.ZodArray<typeof CatalogCompany>;
  };
  'GET /web/favorites/catalog-companies/action/count': { response: typeof CountResponse };
  'PUT /web/favorites/catalog-companies/:id': { response: typeof FavoriteState };
  'DELETE /web/favorites/catalog-companies/:id': { response: typeof FavoriteState };
  'GET /web/favorites/catalog-items': {
    query: typeof FavoriteListQuery;
    response: z.ZodArray<typeof CatalogItem>;
  };
  'GET /web/favorites/catalog-items/action/count': { response: typeof CountResponse };
  'PUT /web/favorites/catalog-items/:id': { response: typeof FavoriteState };
  'DELETE /web/favorites/catalog-items/:id': { response: typeof FavoriteState };
};
