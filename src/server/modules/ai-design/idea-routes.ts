import { z } from 'zod';
import {
  AiIdea,
  AiIdeaListQuery,
  BulkAiIdeasBody,
  CreateAiIdeaBody,
  GenerateIdeaProductsBody,
  PublicAiIdea,
  PublicAiIdeaListQuery,
  SelectedProductIdsBody,
  SubmitAiIdeaBody,
  UpdateAiIdeaBody,
} from '../../../shared/contract/ai-design';
import { ErrorBody, IdParam } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import {
  createAiIdea,
  createAiIdeas,
  getAiIdea,
  listAiIdeas,
  listPublicAiIdeas,
  selectIdeaProducts,
  submitAiIdea,
  updateAiIdea,
} from './ai-ideas';
import { generateIdeaProducts } from './generate-idea';

const store = { access: 'store' } as const;
const tags = ['ai-design'];

/** /web/ai-ideas (spec §7): ideations of AI products under a creator project, and the public ones. */
export function aiIdeaRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  const base = '/web/ai-ideas';
  app.get(
    `${base}/-/public`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Submitted public ideas of every store, newest first (no store fields)',
        querystring: PublicAiIdeaListQuery,
        response: { 200: z.array(PublicAiIdea) },
      },
    },
    async (req) => listPublicAiIdeas(db, req.query),
  );
  app.get(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: "The store's ideas with their products, newest first",
        querystring: AiIdeaListQuery,
        response: { 200: z.array(AiIdea) },
      },
    },
    async (req) => listAiIdeas(db, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/:id`,
    {
      config: store,
      schema: { tags, summary: 'One idea with its products', params: IdParam, response: { 200: AiIdea } },
    },
    async (req) => getAiIdea(db, storeCtx(req.ctx), req.params.id),
  );
  app.post(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: 'Create an idea (in one of the store’s creator projects)',
        body: CreateAiIdeaBody,
        response: { 201: AiIdea },
      },
    },
    async (req, reply) => reply.status(201).send(await createAiIdea(db, storeCtx(req.ctx), req.body)),
  );
  app.post(
    `${base}/bulk`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Create several ideas: all of them or none',
        body: BulkAiIdeasBody,
        response: { 200: z.array(AiIdea) },
      },
    },
    async (req) => createAiIdeas(db, storeCtx(req.ctx), req.body.ideas),
  );
  app.put(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Update an idea (title, prompt, category, isPublic)',
        params: IdParam,
        body: UpdateAiIdeaBody,
        response: { 200: AiIdea },
      },
    },
    async (req) => updateAiIdea(db, storeCtx(req.ctx), req.params.id, req.body),
  );
  app.put(
    `${base}/:id/submited`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Save the idea to Your ideations (the spec spells it "submited")',
        params: IdParam,
        body: SubmitAiIdeaBody,
        response: { 200: AiIdea },
      },
    },
    async (req) => submitAiIdea(db, storeCtx(req.ctx), req.params.id, req.body.submitted),
  );
  app.put(
    `${base}/:id/selected-product-ids`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Choose which of the idea’s products are selected',
        params: IdParam,
        body: SelectedProductIdsBody,
        response: { 200: AiIdea },
      },
    },
    async (req) => selectIdeaProducts(db, storeCtx(req.ctx), req.params.id, req.body.selectedProductIds),
  );
  app.post(
    `${base}/:id/generate`,
    {
      config: store,
      schema: {
        tags,
        summary:
          'Generate product concepts for the idea, each with a design image (counted by the free trial)',
        params: IdParam,
        body: GenerateIdeaProductsBody,
        response: { 200: AiIdea, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (req) => generateIdeaProducts(deps, storeCtx(req.ctx), req.params.id, req.body),
  );
}
