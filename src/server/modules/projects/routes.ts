import { z } from 'zod';
import { CountResponse, IdParam } from '../../../shared/contract/common';
import {
  ComparisonQuery,
  CreateProjectBody,
  CreatorProject,
  CreatorProjectBody,
  CreatorProjectListQuery,
  Project,
  ProjectCountQuery,
  ProjectListQuery,
  ProjectQuoteParams,
  ProjectSummary,
  Quote,
  QuoteComparison,
  SubmitQuoteBody,
  SupplierProjectRequest,
  SupplierRequestListQuery,
  UpdateProjectBody,
} from '../../../shared/contract/projects';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import {
  countCreatorProjects,
  createCreatorProject,
  listCreatorProjects,
  updateCreatorProject,
} from './creator-projects';
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
import {
  countSupplierRequests,
  declineRequest,
  getSupplierRequest,
  listSupplierRequests,
  submitQuote,
} from './supplier-requests';

const store = { access: 'store' } as const;
const supplier = { access: 'supplier' } as const;
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

  const creator = '/web/creator-projects';
  app.get(
    creator,
    {
      config: store,
      schema: {
        tags,
        summary: "The founder's creator projects (product projects that requests belong to)",
        querystring: CreatorProjectListQuery,
        response: { 200: z.array(CreatorProject) },
      },
    },
    async (req) => listCreatorProjects(db, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${creator}/action/count`,
    {
      config: store,
      schema: { tags, summary: 'Number of creator projects', response: { 200: CountResponse } },
    },
    async (req) => countCreatorProjects(db, storeCtx(req.ctx)),
  );
  app.post(
    creator,
    {
      config: store,
      schema: {
        tags,
        summary: 'Create a creator project',
        body: CreatorProjectBody,
        response: { 200: CreatorProject },
      },
    },
    async (req) => createCreatorProject(db, storeCtx(req.ctx), req.body),
  );
  app.put(
    `${creator}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Update a creator project',
        params: IdParam,
        body: CreatorProjectBody,
        response: { 200: CreatorProject },
      },
    },
    async (req) => updateCreatorProject(db, storeCtx(req.ctx), req.params.id, req.body),
  );

  const sup = '/web/supplier-project-requests';
  app.get(
    sup,
    {
      config: supplier,
      schema: {
        tags,
        summary: "Requests sent to the supplier's company, or open and matching its categories",
        querystring: SupplierRequestListQuery,
        response: { 200: z.array(SupplierProjectRequest) },
      },
    },
    async (req) => listSupplierRequests(db, req.ctx, req.query),
  );
  app.get(
    `${sup}/action/count`,
    {
      config: supplier,
      schema: {
        tags,
        summary: 'Number of requests the supplier can answer',
        response: { 200: CountResponse },
      },
    },
    async (req) => countSupplierRequests(db, req.ctx),
  );
  app.get(
    `${sup}/:id`,
    {
      config: supplier,
      schema: { tags, summary: 'One request', params: IdParam, response: { 200: SupplierProjectRequest } },
    },
    async (req) => getSupplierRequest(db, req.ctx, req.params.id),
  );
  app.put(
    `${sup}/:id/quote`,
    {
      config: supplier,
      schema: {
        tags,
        summary: 'Submit or revise the quote (price per tier, MOQ, lead time)',
        params: IdParam,
        body: SubmitQuoteBody,
        response: { 200: Quote },
      },
    },
    async (req) => submitQuote(db, req.ctx, req.params.id, req.body),
  );
  app.post(
    `${sup}/:id/decline`,
    {
      config: supplier,
      schema: {
        tags,
        summary: 'Decline the request (withdraws a quote already given)',
        params: IdParam,
        response: { 200: SupplierProjectRequest },
      },
    },
    async (req) => declineRequest(db, req.ctx, req.params.id),
  );
}
