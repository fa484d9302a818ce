import { z } from 'zod';
import { CountResponse, ErrorBody, IdParam } from '../../../shared/contract/shared-shapes';
import { MatchFactoriesBody, MatchFactoriesResponse } from '../../../shared/contract/sourcing-agent';
import {
  CreateTechPackBody,
  RestoreTechPackBody,
  TechPack,
  TechPackHistoryCountQuery,
  TechPackHistoryQuery,
  TechPackQuery,
  TechPackSummary,
  TechPackVersion,
  UpdateTechPackBody,
} from '../../../shared/contract/tech-packs';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { StoreCtx } from '../../http/context';
import type { Api } from '../../http/types';
import { matchFactories } from './match-factories';
import { outreachRoutes } from './outreach/routes';
import {
  countTechPacks,
  createTechPack,
  getTechPack,
  listTechPacks,
  listTechPackVersions,
  restoreTechPack,
  updateTechPack,
} from './service';
import { tariffAgentRoutes } from './tariff-agent-routes';
import { techPackPdf } from './tech-pack-pdf';
import { agentThreadRoutes } from './threads/routes';

const store = { access: 'store' } as const;
const tags = ['sourcing-agent'];
const actor = (ctx: StoreCtx) => ({ storeId: ctx.storeId, userId: ctx.user.id });

/** The sourcing agent's tech packs (spec §7 ai-sourcing-agents-tech-pack): versioned drafts; and factory matching on them. */
export function techPacksRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  // The agent's threads and their history replay (decision 049).
  agentThreadRoutes(app, deps);
  const base = '/web/ai-sourcing-agents-tech-pack';
  const history = `${base}/-/history-tech-packs`;

  app.post(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: 'A new tech pack (a product, or its packaging for the packaging agent) at version 1',
        body: CreateTechPackBody,
        response: { 201: TechPack, 400: ErrorBody },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createTechPack(db, actor(storeCtx(req.ctx)), req.body)),
  );
  app.put(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary:
          'Save a tech pack as its next version, from the version the edit started at (409 when it changed since; the kind stays)',
        params: IdParam,
        body: UpdateTechPackBody,
        response: { 200: TechPack, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => updateTechPack(db, actor(storeCtx(req.ctx)), req.params.id, req.body),
  );
  app.get(
    history,
    {
      config: store,
      schema: {
        tags,
        summary: "The store's tech packs, last saved first, each with its current version",
        querystring: TechPackHistoryQuery,
        response: { 200: z.array(TechPackSummary) },
      },
    },
    async (req) => listTechPacks(db, storeCtx(req.ctx).storeId, req.query),
  );
  app.get(
    `${history}/action/count`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Number of tech packs in the history',
        querystring: TechPackHistoryCountQuery,
        response: { 200: CountResponse },
      },
    },
    async (req) => countTechPacks(db, storeCtx(req.ctx).storeId, req.query),
  );
  app.get(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'A tech pack with its content, at its current version or the one asked',
        params: IdParam,
        querystring: TechPackQuery,
        response: { 200: TechPack, 404: ErrorBody },
      },
    },
    async (req) => getTechPack(db, storeCtx(req.ctx).storeId, req.params.id, req.query.version),
  );
  app.get(
    `${base}/:id/pdf`,
    {
      config: store,
      schema: {
        tags,
        summary: 'A tech pack as a PDF, at its current version or the one asked (404 for an unknown version)',
        params: IdParam,
        querystring: TechPackQuery,
      },
    },
    async (req, reply) => {
      const pdf = await techPackPdf(deps, storeCtx(req.ctx), req.params.id, req.query.version);
      return reply.type('application/pdf').header('content-disposition', pdf.disposition).send(pdf.body);
    },
  );
  app.get(
    `${base}/:id/versions`,
    {
      config: store,
      schema: {
        tags,
        summary: "A tech pack's versions, newest first, with who saved each",
        params: IdParam,
        response: { 200: z.array(TechPackVersion), 404: ErrorBody },
      },
    },
    async (req) => listTechPackVersions(db, storeCtx(req.ctx).storeId, req.params.id),
  );
  app.post(
    `${base}/:id/restore`,
    {
      config: store,
      schema: {
        tags,
        summary: "Restore a version: the next version carries that version's content (history stays)",
        params: IdParam,
        body: RestoreTechPackBody,
        response: { 200: TechPack, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => restoreTechPack(db, actor(storeCtx(req.ctx)), req.params.id, req.body),
  );
  app.post(
    '/web/ai-sourcing-agents/-/match-factories',
    {
      config: store,
      schema: {
        tags,
        summary:
          "In-network suppliers ranked for one of the store's tech packs by a deterministic score out of 100, every point explained",
        body: MatchFactoriesBody,
        response: { 200: MatchFactoriesResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => matchFactories(db, storeCtx(req.ctx).storeId, req.body, new Date()),
  );
  tariffAgentRoutes(app, deps);
  outreachRoutes(app, deps);
}
