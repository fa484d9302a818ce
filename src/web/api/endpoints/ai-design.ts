// The ai-design API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type {
  AiIdea,
  AiIdeaListQuery,
  AiProduct,
  AiProductListQuery,
  BulkAiIdeasBody,
  BulkAiProductsBody,
  CreateAiIdeaBody,
  CreateAiProductBody,
  DesignCredits,
  ForYouEmailBody,
  ForYouStorefrontStatus,
  GenerateIdeaProductsBody,
  GenerateImagesResponse,
  GptImagesBody,
  PublicAiIdea,
  PublicAiIdeaListQuery,
  SelectedProductIdsBody,
  StabilityImagesBody,
  SubmitAiIdeaBody,
  UpdateAiIdeaBody,
  UpdateAiProductBody,
} from '../../../shared/contract/ai-design';
import type { CountResponse, OkResponse } from '../../../shared/contract/shared-shapes';

export type AiDesignEndpoints = {
  'POST /commons/ai/gpt-images': { body: typeof GptImagesBody; response: typeof GenerateImagesResponse };
  'POST /commons/ai/stability-ai-images': {
    body: typeof StabilityImagesBody;
    response: typeof GenerateImagesResponse;
  };
  'GET /web/ai-products/image/count': { response: typeof DesignCredits };
  'GET /web/ai-products/-/total-count': { response: typeof CountResponse };
  'GET /web/ai-products': { query: typeof AiProductListQuery; response: z.ZodArray<typeof AiProduct> };
  'GET /web/ai-products/:id': { response: typeof AiProduct };
  'POST /web/ai-products': { body: typeof CreateAiProductBody; response: typeof AiProduct };
  'POST /web/ai-products/bulk': { body: typeof BulkAiProductsBody; response: z.ZodArray<typeof AiProduct> };
  'PUT /web/ai-products/:id': { body: typeof UpdateAiProductBody; response: typeof AiProduct };
  'DELETE /web/ai-products/:id': { response: typeof OkResponse };
  'POST /web/ai-products/for-you/email': { body: typeof ForYouEmailBody; response: typeof OkResponse };
  'GET /web/ai-products/for-you/storefront/status': { response: typeof ForYouStorefrontStatus };
  'GET /web/ai-ideas/-/public': {
    query: typeof PublicAiIdeaListQuery;
    response: z.ZodArray<typeof PublicAiIdea>;
  };
  'GET /web/ai-ideas': { query: typeof AiIdeaListQuery; response: z.ZodArray<typeof AiIdea> };
  'GET /web/ai-ideas/:id': { response: typeof AiIdea };
  'POST /web/ai-ideas': { body: typeof CreateAiIdeaBody; response: typeof AiIdea };
  'POST /web/ai-ideas/bulk': { body: typeof BulkAiIdeasBody; response: z.ZodArray<typeof AiIdea> };
  'PUT /web/ai-ideas/:id': { body: typeof UpdateAiIdeaBody; response: typeof AiIdea };
  'PUT /web/ai-ideas/:id/submited': { body: typeof SubmitAiIdeaBody; response: typeof AiIdea };
  'PUT /web/ai-ideas/:id/selected-product-ids': {
    body: typeof SelectedProductIdsBody;
    response: typeof AiIdea;
  };
  'POST /web/ai-ideas/:id/generate': { body: typeof GenerateIdeaProductsBody; response: typeof AiIdea };
};
