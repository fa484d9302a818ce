import { z } from 'zod';
import {
  CreateInvoiceBody,
  Invoice,
  InvoiceCountQuery,
  InvoiceCustomer,
  InvoiceListQuery,
  InvoiceParams,
  UpdateInvoiceBody,
} from '../../../shared/contract/invoices';
import type { ErrorCode } from '../../../shared/contract/shared-shapes';
import { CountResponse } from '../../../shared/contract/shared-shapes';
import { linkedSupplierId } from '../../http/auth';
import { AppError, type ErrorDetail } from '../../http/errors';
import type { Api } from '../../http/types';
import { requestHash, requireIdempotencyKey, withIdempotency } from '../idempotency/idempotency';
import {
  countSupplierInvoices,
  createInvoice,
  getSupplierInvoice,
  type InvoiceDeps,
  listInvoiceCustomers,
  listSupplierInvoices,
  markInvoiceUncollectible,
  revokeLink,
  sendInvoice,
  updateInvoice,
  voidInvoice,
} from './supplier-invoices';

const supplier = { access: 'supplier' } as const;
const tags = ['invoices'];

/** The supplier portal's invoices (ours; the spec shows only the founder's side), access 'supplier'. */
export function supplierInvoicesRoutes(app: Api, deps: InvoiceDeps) {
  const base = '/web/supplier-invoices';
  app.get(
    base,
    {
      config: supplier,
      schema: {
        tags,
        summary: "The supplier's invoices, newest first",
        querystring: InvoiceListQuery,
        response: { 200: z.array(Invoice) },
      },
    },
    async (req) => listSupplierInvoices(deps, req.ctx, req.query),
  );
  app.get(
    `${base}/action/count`,
    {
      config: supplier,
      schema: {
        tags,
        summary: "Number of the supplier's invoices (of a status)",
        querystring: InvoiceCountQuery,
        response: { 200: CountResponse },
      },
    },
    async (req) => countSupplierInvoices(deps, req.ctx, req.query),
  );
  app.get(
    `${base}/action/customers`,
    {
      config: supplier,
      schema: {
        tags,
        summary: 'Stores the supplier may invoice: a conversation with it, or a project request sent to it',
        response: { 200: z.array(InvoiceCustomer) },
      },
    },
    async (req) => listInvoiceCustomers(deps, req.ctx),
  );
  app.post(
    base,
    {
      config: supplier,
      schema: {
        tags,
        summary:
          'Issue an invoice, as a draft or sent at once (`send: true`); totals computed in cents here; send an Idempotency-Key to retry safely',
        body: CreateInvoiceBody,
        response: { 200: Invoice },
      },
    },
    async (req) => {
      const header = req.headers['idempotency-key'];
      if (header === undefined) return createInvoice(deps, req.ctx, req.body);
      // A retry with the same key answers the first request: one invoice, one message, one email.
      const key = requireIdempotencyKey(header);
      const scope = `supplier:${linkedSupplierId(req.ctx)}`;
      const hash = requestHash('create-invoice', req.body);
      const stored = await withIdempotency(deps.db, scope, key, hash, () =>
        createInvoice(deps, req.ctx, req.body),
      );
      if (stored.status >= 400) {
        const body = stored.body as { code: ErrorCode; message: string; details?: ErrorDetail[] };
        throw new AppError(body.code, body.message, { details: body.details });
      }
      return stored.body as Invoice;
    },
  );
  app.get(
    `${base}/:id`,
    {
      config: supplier,
      schema: { tags, summary: 'One invoice', params: InvoiceParams, response: { 200: Invoice } },
    },
    async (req) => getSupplierInvoice(deps, req.ctx, req.params.id),
  );
  app.put(
    `${base}/:id`,
    {
      config: supplier,
      schema: {
        tags,
        summary: 'Change a draft (only the fields sent); any other status is 409',
        params: InvoiceParams,
        body: UpdateInvoiceBody,
        response: { 200: Invoice },
      },
    },
    async (req) => updateInvoice(deps, req.ctx, req.params.id, req.body),
  );
  const action = (path: string, summary: string, run: typeof sendInvoice) =>
    app.post(
      `${base}/:id/${path}`,
      {
        config: supplier,
        schema: { tags, summary, params: InvoiceParams, response: { 200: Invoice } },
      },
      async (req) => run(deps, req.ctx, req.params.id),
    );
  action('send', 'Send a draft (DRAFT → OPEN): the founder gets a message and an email', sendInvoice);
  action('void', 'Void a draft or open invoice', voidInvoice);
  action('mark-uncollectible', 'Write off an open invoice (OPEN → UNCOLLECTIBLE)', markInvoiceUncollectible);
  action('revoke-link', 'Replace the public pay link: the old one answers 404', revokeLink);
}
