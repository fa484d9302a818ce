import { z } from 'zod';
import {
  ComparisonQuery,
  CreateProjectBody,
  Project,
  ProjectCountQuery,
  ProjectListQuery,
  ProjectQuoteParams,
  ProjectSummary,
  QuoteComparison,
  UpdateProjectBody,
} from '../../../shared/contract/projects';
import { CountResponse, IdParam } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { creatorProjectsRoutes } from './creator-routes';
import { awardQuote, compareQuotes, declineQuote } from './founder-quotes';
import {
  closeProject,
  countProjects,
  createProject,
  getProject,
  listProjects,
  sendProject,
  updateProject,
} from './manage-projects';
import { supplierRequestsRoutes } from './supplier-routes';

const store = { access: 'store' } as const;
const tags = ['projects'];

/** Custom project requests (the founder's side), creator projects, and the suppliers' side. */
export function projectsRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  const pd = { db, email: deps.email, publicUrl: deps.config.publicUrl };
  const base = '/web/project-management';

  app.post(
    base,
    {
      config: store,
      schema: {
        tags,
        summary:
          'Create a custom project request, as a draft or sent at once (`send: true`); send an Idempotency-Key to retry safely',
        body: CreateProjectBody,
        response: { 200: Project },
      },
    },
    async (req) => {
      const key = req.headers['idempotency-key'];
      return createProject(pd, storeCtx(req.ctx), req.body, Array.isArray(key) ? key[0] : key);
    },
  );
  app.get(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: "The store's custom project requests",
        querystring: ProjectListQuery,
        response: { 200: z.array(ProjectSummary) },
      },
    },
    async (req) => listProjects(db, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/action/count`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Number of custom project requests',
        querystring: ProjectCountQuery,
        response: { 200: CountResponse },
      },
    },
    async (req) => countProjects(db, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/:id`,
    {
      config: store,
      schema: { tags, summary: 'One custom project request', params: IdParam, response: { 200: Project } },
    },
    async (req) => getProject(db, storeCtx(req.ctx).storeId, req.params.id),
  );
  app.put(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Replace a draft (409 once sent)',
        params: IdParam,
        body: UpdateProjectBody,
        response: { 200: Project },
      },
    },
    async (req) => updateProject(pd, storeCtx(req.ctx), req.params.id, req.body),
  );
  app.post(
    `${base}/:id/send`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Send a draft to its suppliers (or open it to matching suppliers)',
        params: IdParam,
        response: { 200: Project },
      },
    },
    async (req) => sendProject(pd, storeCtx(req.ctx), req.params.id),
  );
  app.post(
    `${base}/:id/close`,
    {
      config: store,
      schema: { tags, summary: 'Close without a winner', params: IdParam, response: { 200: Project } },
    },
    async (req) => closeProject(pd, storeCtx(req.ctx), req.params.id),
  );
  app.get(
    `${base}/:id/quotes/comparison`,
    {
      config: store,
      schema: {
        tags,
        summary: "The quotes side by side at the founder's quantity: MOQ, unit price, lead time, landed cost",
        params: IdParam,
        querystring: ComparisonQuery,
        response: { 200: QuoteComparison },
      },
    },
    async (req) => compareQuotes(db, storeCtx(req.ctx), req.params.id, req.query.sort),
  );
  app.post(
    `${base}/:id/quotes/:quoteId/award`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Award the project to a quote (the other quotes are declined)',
        params: ProjectQuoteParams,
        response: { 200: Project },
      },
    },
    async (req) => awardQuote(pd, storeCtx(req.ctx), req.params.id, req.params.quoteId),
  );
  app.post(
    `${base}/:id/quotes/:quoteId/decline`,
    {
      config: store,
      schema: { tags, summary: 'Decline one quote', params: ProjectQuoteParams, response: { 200: Project } },
    },
    async (req) => declineQuote(pd, storeCtx(req.ctx), req.params.id, req.params.quoteId),
  );

  creatorProjectsRoutes(app, deps);
  supplierRequestsRoutes(app, deps);
}
