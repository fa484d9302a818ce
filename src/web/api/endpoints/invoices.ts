// The invoices API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type {
  AddShippingAddressBody,
  CreateInvoiceBody,
  Invoice,
  InvoiceCountQuery,
  InvoiceCustomer,
  InvoiceListQuery,
  UpdateInvoiceBody,
} from '../../../shared/contract/invoices';
import type { CountResponse } from '../../../shared/contract/shared-shapes';

export type InvoicesEndpoints = {
  'GET /web/creator-invoices': { query: typeof InvoiceListQuery; response: z.ZodArray<typeof Invoice> };
  'GET /web/creator-invoices/action/count': {
    query: typeof InvoiceCountQuery;
    response: typeof CountResponse;
  };
  'GET /web/creator-invoices/:id': { response: typeof Invoice };
  'PUT /web/creator-invoices/:id/shipping-address': {
    body: typeof AddShippingAddressBody;
    response: typeof Invoice;
  };
  'GET /public/creator-invoices/:sn': { response: typeof Invoice };
  'GET /web/supplier-invoices': { query: typeof InvoiceListQuery; response: z.ZodArray<typeof Invoice> };
  'GET /web/supplier-invoices/action/count': {
    query: typeof InvoiceCountQuery;
    response: typeof CountResponse;
  };
  'GET /web/supplier-invoices/action/customers': { response: z.ZodArray<typeof InvoiceCustomer> };
  'POST /web/supplier-invoices': { body: typeof CreateInvoiceBody; response: typeof Invoice };
  'GET /web/supplier-invoices/:id': { response: typeof Invoice };
  'PUT /web/supplier-invoices/:id': { body: typeof UpdateInvoiceBody; response: typeof Invoice };
  'POST /web/supplier-invoices/:id/send': { response: typeof Invoice };
  'POST /web/supplier-invoices/:id/void': { response: typeof Invoice };
  'POST /web/supplier-invoices/:id/mark-uncollectible': { response: typeof Invoice };
  'POST /web/supplier-invoices/:id/revoke-link': { response: typeof Invoice };
};
