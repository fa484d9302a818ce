// The reviews API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type {
  CreatePublicReviewBody,
  CreateReviewBody,
  Review,
  ReviewCountQuery,
  ReviewLink,
  ReviewLinkBody,
  ReviewLinkInfo,
  ReviewLinkQuery,
  ReviewLinkTokenBody,
  ReviewListQuery,
  ReviewSummary,
  UpdateReviewBody,
} from '../../../shared/contract/reviews';
import type { CountResponse, OkResponse } from '../../../shared/contract/shared-shapes';

export type ReviewsEndpoints = {
  'GET /web/catalog-company-reviews': { query: typeof ReviewListQuery; response: z.ZodArray<typeof Review> };
  'GET /web/catalog-company-reviews/action/count': {
    query: typeof ReviewCountQuery;
    response: typeof CountResponse;
  };
  'GET /web/catalog-company-reviews/-/summary/:companyId': { response: typeof ReviewSummary };
  'GET /app/catalog-company-reviews': { query: typeof ReviewListQuery; response: z.ZodArray<typeof Review> };
  'GET /app/catalog-company-reviews/action/count': {
    query: typeof ReviewCountQuery;
    response: typeof CountResponse;
  };
  'GET /app/catalog-company-reviews/-/summary/:companyId': { response: typeof ReviewSummary };
  'POST /web/catalog-company-reviews': { body: typeof CreateReviewBody; response: typeof Review };
  'PUT /web/catalog-company-reviews/:id': { body: typeof UpdateReviewBody; response: typeof Review };
  'POST /web/catalog-company-reviews/-/signed-link': {
    body: typeof ReviewLinkBody;
    response: typeof ReviewLink;
  };
  'POST /web/catalog-company-reviews/-/signed-link/revoke': {
    body: typeof ReviewLinkTokenBody;
    response: typeof OkResponse;
  };
  'GET /app/catalog-company-reviews/-/signed-link': {
    query: typeof ReviewLinkQuery;
    response: typeof ReviewLinkInfo;
  };
  'POST /app/catalog-company-reviews': { body: typeof CreatePublicReviewBody; response: typeof Review };
};
