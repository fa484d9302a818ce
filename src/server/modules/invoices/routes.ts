import { z } from 'zod';
import {
  AddShippingAddressBody,
  Invoice,
  InvoiceCountQuery,
  InvoiceListQuery,
  InvoiceParams,
  InvoiceSnParams,
} from '../../../shared/contract/invoices';
import { CountResponse } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import {
  addInvoiceShippingAddress,
  countCreatorInvoices,
  getCreatorInvoice,
  getPublicInvoice,
  listCreatorInvoices,
} from './founder-invoices';
import { supplierInvoicesRoutes } from './supplier-routes';

const store = { access: 'store' } as const;
const tags = ['invoices'];

/**
 * Supplier invoices: the founder's side (what suppliers sent the store), the public pay link's read, and
 * the supplier portal's side. Paying is payments' (POST /web/creator-invoice-payments).
 */
export function invoicesRoutes(app: Api, deps: AppDeps) {
  const base = '/web/creator-invoices';
  app.get(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: 'Invoices suppliers sent the store: open ones (to pay) first, then the rest, newest first',
        querystring: InvoiceListQuery,
        response: { 200: z.array(Invoice) },
      },
    },
    async (req) => listCreatorInvoices(deps, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/action/count`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Number of invoices sent to the store (of a status: OPEN for the needs-payment tab)',
        querystring: InvoiceCountQuery,
        response: { 200: CountResponse },
      },
    },
    async (req) => countCreatorInvoices(deps, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'One invoice sent to the store',
        params: InvoiceParams,
        response: { 200: Invoice },
      },
    },
    async (req) => getCreatorInvoice(deps, storeCtx(req.ctx), req.params.id),
  );
  app.put(
    `${base}/:id/shipping-address`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Where the goods go, for an invoice whose shipping is charged later (/add-shipping-address)',
        params: InvoiceParams,
        body: AddShippingAddressBody,
        response: { 200: Invoice },
      },
    },
    async (req) => addInvoiceShippingAddress(deps, storeCtx(req.ctx), req.params.id, req.body),
  );
  app.get(
    '/public/creator-invoices/:sn',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The invoice a public pay link names (/public-pay-invoice/{sn}); no token, no address',
        params: InvoiceSnParams,
        response: { 200: Invoice },
      },
    },
    async (req) => getPublicInvoice(deps, req.params.sn),
  );
  supplierInvoicesRoutes(app, deps);
}
