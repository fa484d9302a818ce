// The brand-kits API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type {
  ArchiveBrandKitBody,
  ArchiveKitRequestsResponse,
  BrandKit,
  BrandKitListQuery,
  CreateBrandKitBody,
  CreateKitRequestBody,
  KitImageUploadQuery,
  KitListItem,
  KitRequest,
  LatestRequestQuery,
  PublicBrandKit,
  RegenerateImagesBody,
  UpdateBrandKitBody,
  WaitlistSignupBody,
  WaitlistSignupResponse,
} from '../../../shared/contract/brand-kits';

export type BrandKitsEndpoints = {
  'POST /web/brand-kit-modules': { body: typeof CreateBrandKitBody; response: typeof BrandKit };
  'GET /web/brand-kit-modules': { query: typeof BrandKitListQuery; response: z.ZodArray<typeof KitListItem> };
  'GET /web/brand-kit-modules/:id': { response: typeof BrandKit };
  'PUT /web/brand-kit-modules/:id': { body: typeof UpdateBrandKitBody; response: typeof BrandKit };
  'PUT /web/brand-kit-modules/:id/archive': {
    body: z.ZodNullable<typeof ArchiveBrandKitBody>;
    response: typeof BrandKit;
  };
  'POST /web/brand-kit-modules/:id/reset': { response: typeof BrandKit };
  'POST /web/brand-kit-modules/:id/requests': {
    body: typeof CreateKitRequestBody;
    response: typeof KitRequest;
  };
  'GET /web/brand-kit-modules/:id/requests/latest': {
    query: typeof LatestRequestQuery;
    response: z.ZodNullable<typeof KitRequest>;
  };
  'PUT /web/brand-kit-modules/:id/requests/archive': { response: typeof ArchiveKitRequestsResponse };
  'POST /web/brand-kit-modules/:id/images/generate': {
    body: typeof RegenerateImagesBody;
    response: typeof KitRequest;
  };
  'POST /web/brand-kit-modules/:id/images': { query: typeof KitImageUploadQuery; response: typeof BrandKit };
  'GET /web/brand-kit-modules/:id/public': { response: typeof PublicBrandKit };
  'POST /web/brand-kit-modules/:id/public/waitlist': {
    body: typeof WaitlistSignupBody;
    response: typeof WaitlistSignupResponse;
  };
};
