// The supplier-invites API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type { FavoriteListQuery } from '../../../shared/contract/favorites';
import type { CountResponse } from '../../../shared/contract/shared-shapes';
import type {
  CreateSupplierInviteBody,
  StoreSupplier,
  SupplierInvite,
} from '../../../shared/contract/supplier-invites';

export type SupplierInvitesEndpoints = {
  'POST /web/supplier-invites': { body: typeof CreateSupplierInviteBody; response: typeof SupplierInvite };
  'GET /web/supplier-invites': {
    query: typeof FavoriteListQuery;
    response: z.ZodArray<typeof SupplierInvite>;
  };
  'GET /web/stores/me/suppliers': {
    query: typeof FavoriteListQuery;
    response: z.ZodArray<typeof StoreSupplier>;
  };
  'GET /web/supplier-invites/action/count': { response: typeof CountResponse };
  'GET /web/stores/me/suppliers/action/count': { response: typeof CountResponse };
};
