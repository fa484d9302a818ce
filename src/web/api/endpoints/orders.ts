// The founder's sales orders (issue 23; decision 043), keyed "METHOD /path" as the server registers them, with
// the contract schemas of their query, body and response (call-api.ts infers the types from them).
import type { z } from 'zod';
import type {
  CancelLineBody,
  ChangeOpStatusBody,
  ImportTask,
  ImportTaskBody,
  LineTrackingBody,
  ManualOrderBody,
  ManualWholesaleOrderBody,
  NotesBody,
  OpStatusHistoryEntry,
  OrderAddressBody,
  OrderFilters,
  OrderNotesBody,
  OrderOrigin,
  OrdersListQuery,
  OrderTabCounts,
  OrderTabCountsQuery,
  SaleInfo,
  SalesOrderDetails,
  SalesOrderSummary,
  ShippingMethodBody,
  SkuOption,
  WholesaleRequirementsBody,
} from '../../../shared/contract/sales-orders';
import type { CountResponse } from '../../../shared/contract/shared-shapes';

export type OrdersEndpoints = {
  'GET /web/orders': { query: typeof OrdersListQuery; response: z.ZodArray<typeof SalesOrderSummary> };
  'GET /web/orders/action/count': { query: typeof OrderFilters; response: typeof CountResponse };
  'GET /web/orders/action/tab-counts': { query: typeof OrderTabCountsQuery; response: typeof OrderTabCounts };
  'GET /web/orders/action/sale-info': { response: typeof SaleInfo };
  'GET /web/orders/action/order-origins': { response: z.ZodArray<typeof OrderOrigin> };
  'GET /web/orders/-/sku-options': { response: z.ZodArray<typeof SkuOption> };
  'GET /web/orders/:id': { response: typeof SalesOrderDetails };
  'GET /web/orders/:id/op-status-history': { response: z.ZodArray<typeof OpStatusHistoryEntry> };
  'PUT /web/orders/:id/line-items/:lineId/cancel': {
    body: typeof CancelLineBody;
    response: typeof SalesOrderDetails;
  };
  'PUT /web/orders/:id/line-items/:lineId/tracking-info': {
    body: typeof LineTrackingBody;
    response: typeof SalesOrderDetails;
  };
  'PUT /web/orders/:id/notes': { body: typeof NotesBody; response: typeof SalesOrderDetails };
  'PUT /web/orders/:id/order-notes': { body: typeof OrderNotesBody; response: typeof SalesOrderDetails };
  'PUT /web/orders/:id/change-op-status': {
    body: typeof ChangeOpStatusBody;
    response: typeof SalesOrderDetails;
  };
  'PUT /web/orders/:id/shipping-method': {
    body: typeof ShippingMethodBody;
    response: typeof SalesOrderDetails;
  };
  'PUT /web/orders/:id/shipping-address': {
    body: typeof OrderAddressBody;
    response: typeof SalesOrderDetails;
  };
  'PUT /web/orders/:id/add-wholesale-order-requirements': {
    body: typeof WholesaleRequirementsBody;
    response: typeof SalesOrderDetails;
  };
  'POST /web/orders/manual-retail': { body: typeof ManualOrderBody; response: typeof SalesOrderDetails };
  'POST /web/orders/manual-wholesale': {
    body: typeof ManualWholesaleOrderBody;
    response: typeof SalesOrderDetails;
  };
  'POST /web/orders/action/import-task': { body: typeof ImportTaskBody; response: typeof ImportTask };
  'GET /web/orders/action/import-task': { response: z.ZodArray<typeof ImportTask> };
  'GET /web/orders/action/import-task/:id': { response: typeof ImportTask };
};
