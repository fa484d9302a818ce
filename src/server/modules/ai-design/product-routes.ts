import { z } from 'zod';
import {
  AiProduct,
  AiProductListQuery,
  BulkAiProductsBody,
  CreateAiProductBody,
  DesignCredits,
  ForYouEmailBody,
  ForYouStorefrontStatus,
  UpdateAiProductBody,
} from '../../../shared/contract/ai-design';
import { CountResponse, IdParam, OkResponse } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import {
  countGalleryProducts,
  createAiProduct,
  createAiProducts,
  deleteAiProduct,
  getAiProduct,
  listAiProducts,
  updateAiProduct,
} from './ai-products';
import { designCredits } from './design-trial';
import { emailForYouDesigns, forYouStorefrontStatus } from './for-you';

const store = { access: 'store' } as const;
const tags = ['ai-design'];

/** /web/ai-products (spec §7): the store's saved designs, its design credits and "for you". */
export function aiProductRoutes(app: Api, deps: AppDeps) {
  const base = '/web/ai-products';
  app.get(
    `${base}/image/count`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Design credits: images generated, subscribed, and the free trial left',
        response: { 200: DesignCredits },
      },
    },
    async (req) => designCredits(deps.db, deps, storeCtx(req.ctx).storeId),
  );
  app.get(
    `${base}/-/total-count`,
    {
      config: store,
      schema: { tags, summary: 'Number of designs saved to the gallery', response: { 200: CountResponse } },
    },
    async (req) => countGalleryProducts(deps.db, storeCtx(req.ctx).storeId),
  );
  app.get(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: "The store's AI products, newest first (of an idea, or the gallery with inGallery=true)",
        querystring: AiProductListQuery,
        response: { 200: z.array(AiProduct) },
      },
    },
    async (req) => listAiProducts(deps, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/:id`,
    {
      config: store,
      schema: { tags, summary: 'One AI product', params: IdParam, response: { 200: AiProduct } },
    },
    async (req) => getAiProduct(deps, storeCtx(req.ctx), req.params.id),
  );
  app.post(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: "Save a design (its images must be the store's own files)",
        body: CreateAiProductBody,
        response: { 201: AiProduct },
      },
    },
    async (req, reply) => {
      const product = await createAiProduct(deps, storeCtx(req.ctx), req.body);
      return reply.status(201).send(product);
    },
  );
  app.post(
    `${base}/bulk`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Save several designs: all of them or none',
        body: BulkAiProductsBody,
        response: { 200: z.array(AiProduct) },
      },
    },
    async (req) => createAiProducts(deps, storeCtx(req.ctx), req.body.products),
  );
  app.put(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Update an AI product (title, description, price, idea, in the gallery)',
        params: IdParam,
        body: UpdateAiProductBody,
        response: { 200: AiProduct },
      },
    },
    async (req) => updateAiProduct(deps, storeCtx(req.ctx), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: "Delete one of the store's designs (another store's id is 404)",
        params: IdParam,
        response: { 200: OkResponse },
      },
    },
    async (req) => deleteAiProduct(deps, storeCtx(req.ctx), req.params.id),
  );
  app.post(
    `${base}/for-you/email`,
    {
      config: store,
      schema: {
        tags,
        summary: "Email the store's gallery designs, with links, to the owner (or the address given)",
        body: ForYouEmailBody,
        response: { 200: OkResponse },
      },
    },
    async (req) => emailForYouDesigns(deps, storeCtx(req.ctx), req.body),
  );
  app.get(
    `${base}/for-you/storefront/status`,
    {
      config: store,
      schema: {
        tags,
        summary: 'The AI storefront of the gallery designs: NOT_CREATED until a storefront exists',
        response: { 200: ForYouStorefrontStatus },
      },
    },
    async (req) => forYouStorefrontStatus(deps, storeCtx(req.ctx)),
  );
}
