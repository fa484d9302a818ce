import { z } from 'zod';
import {
  Quote,
  SubmitQuoteBody,
  SupplierProjectRequest,
  SupplierRequestListQuery,
} from '../../../shared/contract/projects';
import { CountResponse, IdParam } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import {
  countSupplierRequests,
  declineRequest,
  getSupplierRequest,
  listSupplierRequests,
  submitQuote,
} from './supplier-requests';

const supplier = { access: 'supplier' } as const;
const tags = ['projects'];

/** The supplier's side of custom project requests (ours; the spec does not show it), access 'supplier'. */
export function supplierRequestsRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
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
