// The founder's sales orders (second document §7 "Orders"; decision 043): list, counts, detail, header figures,
// origins, the edits locked from PROCESSING on, manual orders (Idempotency-Key), the CSV import and export.
// Thin: parse (the contract), call one service function with the store and the actor, shape the reply.
import {
  CancelLineBody,
  ChangeOpStatusBody,
  ImportTask,
  ImportTaskBody,
  LineTrackingBody,
  ManualOrderBody,
  ManualWholesaleOrderBody,
  NotesBody,
  OpStatusHistoryEntry,
  ORDER_IMPORT_MAX_BYTES,
  OrderAddressBody,
  OrderExportQuery,
  OrderFilters,
  OrderLineParams,
  OrderNotesBody,
  OrderOrigin,
  OrderParams,
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
import { CountResponse, IdParam } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { StoreCtx } from '../../http/context';
import { AppError } from '../../http/errors';
import type { Api } from '../../http/types';
import { requestHash, requireIdempotencyKey, withIdempotency } from '../idempotency/idempotency';
import { skuOptions } from '../inventory/sku-options';
import { changeOpStatus } from './change-op-status';
import { createManualOrder } from './create-sales-order';
import {
  addLineTracking,
  addWholesaleRequirements,
  cancelLine,
  setNotes,
  setOrderNotes,
  setShippingAddress,
  setShippingMethod,
} from './edit-sales-order';
import { exportOrdersCsv } from './export-orders';
import { getSalesOrder, opStatusHistory } from './get-sales-order';
import { getImportTask, listImportTasks, startImportTask } from './import-task';
import { countSalesOrders, listSalesOrders, orderTabCounts } from './list-sales-orders';
import type { Actor } from './order-status';
import { orderOrigins, saleInfo } from './sale-info';

const store = { access: 'store' } as const;
const tags = ['orders'];
const actorOf = (ctx: StoreCtx): Actor => ({ userId: ctx.user.id, label: ctx.user.email });

export function salesOrderRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  const ctxOf = (req: { ctx: Parameters<typeof storeCtx>[0] }) => storeCtx(req.ctx);

  app.get(
    '/web/orders',
    {
      config: store,
      schema: {
        tags,
        summary: "The store's orders under a tab, search and filters (page, size, sort)",
        querystring: OrdersListQuery,
        response: { 200: SalesOrderSummary.array() },
      },
    },
    async (req) => listSalesOrders(db, ctxOf(req).storeId, req.query),
  );
  app.get(
    '/web/orders/action/count',
    { config: store, schema: { tags, querystring: OrderFilters, response: { 200: CountResponse } } },
    async (req) => countSalesOrders(db, ctxOf(req).storeId, req.query),
  );
  app.get(
    '/web/orders/action/tab-counts',
    {
      config: store,
      schema: {
        tags,
        summary: 'Every tab’s count under the same search and filters (one query)',
        querystring: OrderTabCountsQuery,
        response: { 200: OrderTabCounts },
      },
    },
    async (req) => orderTabCounts(db, ctxOf(req).storeId, req.query),
  );
  app.get(
    '/web/orders/action/sale-info',
    {
      config: store,
      schema: {
        tags,
        summary: 'Orders and sales today, 7 and 30 days; waiting now',
        response: { 200: SaleInfo },
      },
    },
    async (req) => saleInfo(db, ctxOf(req).storeId),
  );
  app.get(
    '/web/orders/action/order-origins',
    { config: store, schema: { tags, response: { 200: OrderOrigin.array() } } },
    async (req) => orderOrigins(db, ctxOf(req).storeId),
  );
  app.get(
    '/web/orders/-/sku-options',
    {
      config: store,
      schema: {
        tags,
        summary: 'The warehouse SKUs an order form offers',
        response: { 200: SkuOption.array() },
      },
    },
    async (req) => skuOptions(db, ctxOf(req).storeId),
  );
  app.get(
    '/web/orders/-/export.csv',
    {
      config: store,
      schema: {
        tags,
        summary: 'The list as CSV, one row per line (50,000 orders at most)',
        querystring: OrderExportQuery,
      },
    },
    async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(exportOrdersCsv(db, ctxOf(req).storeId, req.query as OrderFilters & { sort?: string }));
    },
  );
  app.get(
    '/web/orders/:id',
    { config: store, schema: { tags, params: OrderParams, response: { 200: SalesOrderDetails } } },
    async (req) => getSalesOrder(db, ctxOf(req).storeId, req.params.id),
  );
  app.get(
    '/web/orders/:id/op-status-history',
    { config: store, schema: { tags, params: OrderParams, response: { 200: OpStatusHistoryEntry.array() } } },
    async (req) => opStatusHistory(db, ctxOf(req).storeId, req.params.id),
  );

  const detail = async (storeId: number, id: number) => getSalesOrder(db, storeId, id);
  app.put(
    '/web/orders/:id/line-items/:lineId/cancel',
    {
      config: store,
      schema: { tags, params: OrderLineParams, body: CancelLineBody, response: { 200: SalesOrderDetails } },
    },
    async (req) => {
      const ctx = ctxOf(req);
      await cancelLine(db, ctx.storeId, req.params.id, req.params.lineId, req.body.quantity, actorOf(ctx));
      return detail(ctx.storeId, req.params.id);
    },
  );
  app.put(
    '/web/orders/:id/line-items/:lineId/tracking-info',
    {
      config: store,
      schema: {
        tags,
        summary: 'Units the store shipped itself: carrier and tracking number (no label)',
        params: OrderLineParams,
        body: LineTrackingBody,
        response: { 200: SalesOrderDetails },
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      await addLineTracking(db, ctx.storeId, req.params.id, req.params.lineId, req.body, actorOf(ctx));
      return detail(ctx.storeId, req.params.id);
    },
  );
  app.put(
    '/web/orders/:id/notes',
    {
      config: store,
      schema: { tags, params: OrderParams, body: NotesBody, response: { 200: SalesOrderDetails } },
    },
    async (req) => {
      const ctx = ctxOf(req);
      await setNotes(db, ctx.storeId, req.params.id, req.body.notes);
      return detail(ctx.storeId, req.params.id);
    },
  );
  app.put(
    '/web/orders/:id/order-notes',
    {
      config: store,
      schema: { tags, params: OrderParams, body: OrderNotesBody, response: { 200: SalesOrderDetails } },
    },
    async (req) => {
      const ctx = ctxOf(req);
      await setOrderNotes(db, ctx.storeId, req.params.id, req.body.orderNotes);
      return detail(ctx.storeId, req.params.id);
    },
  );
  app.put(
    '/web/orders/:id/change-op-status',
    {
      config: store,
      schema: {
        tags,
        summary: 'Hold the order (with a reason) or release a held order to OUTSTANDING',
        params: OrderParams,
        body: ChangeOpStatusBody,
        response: { 200: SalesOrderDetails },
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      await changeOpStatus(db, ctx.storeId, req.params.id, req.body, actorOf(ctx));
      return detail(ctx.storeId, req.params.id);
    },
  );
  app.put(
    '/web/orders/:id/shipping-method',
    {
      config: store,
      schema: { tags, params: OrderParams, body: ShippingMethodBody, response: { 200: SalesOrderDetails } },
    },
    async (req) => {
      const ctx = ctxOf(req);
      await setShippingMethod(db, ctx.storeId, req.params.id, req.body.shippingMethod);
      return detail(ctx.storeId, req.params.id);
    },
  );
  app.put(
    '/web/orders/:id/shipping-address',
    {
      config: store,
      schema: {
        tags,
        summary:
          'A new address, validated by the shipping provider (400 with its suggestion as suggestion.* details)',
        params: OrderParams,
        body: OrderAddressBody,
        response: { 200: SalesOrderDetails },
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      await setShippingAddress(db, deps.shipping, ctx.storeId, req.params.id, req.body);
      return detail(ctx.storeId, req.params.id);
    },
  );
  app.put(
    '/web/orders/:id/add-wholesale-order-requirements',
    {
      config: store,
      schema: {
        tags,
        params: OrderParams,
        body: WholesaleRequirementsBody,
        response: { 200: SalesOrderDetails },
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      await addWholesaleRequirements(db, ctx.storeId, req.params.id, req.body.attachments);
      return detail(ctx.storeId, req.params.id);
    },
  );

  const createRoute = (
    path: string,
    origin: 'MANUAL_RETAIL' | 'MANUAL_WHOLESALE',
    body: typeof ManualOrderBody,
  ) =>
    app.post(
      path,
      {
        config: store,
        schema: {
          tags,
          summary: `A ${origin === 'MANUAL_RETAIL' ? 'retail' : 'wholesale'} order entered by hand; send an Idempotency-Key`,
          body,
          response: { 200: SalesOrderDetails },
        },
      },
      async (req) => {
        const ctx = ctxOf(req);
        const key = requireIdempotencyKey(req.headers['idempotency-key']);
        const stored = await withIdempotency(
          db,
          `orders:${ctx.storeId}`,
          key,
          requestHash(path, req.body),
          async () => ({
            id: await createManualOrder(deps, ctx.storeId, req.body as never, origin, actorOf(ctx)),
          }),
        );
        if (stored.status >= 400) {
          const b = stored.body as {
            code: never;
            message: string;
            details?: { path: string; message: string }[];
          };
          throw new AppError(b.code, b.message, { details: b.details });
        }
        return detail(ctx.storeId, (stored.body as { id: number }).id);
      },
    );
  createRoute('/web/orders/manual-retail', 'MANUAL_RETAIL', ManualOrderBody);
  createRoute('/web/orders/manual-wholesale', 'MANUAL_WHOLESALE', ManualWholesaleOrderBody as never);

  app.post(
    '/web/orders/action/import-task',
    {
      config: store,
      bodyLimit: ORDER_IMPORT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Import orders from a CSV (run on the job queue; poll the task for progress and errors)',
        body: ImportTaskBody,
        response: { 200: ImportTask },
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      return startImportTask(deps, ctx.storeId, ctx.user.id, req.body);
    },
  );
  app.get(
    '/web/orders/action/import-task',
    {
      config: store,
      schema: { tags, summary: 'The store’s last 10 imports', response: { 200: ImportTask.array() } },
    },
    async (req) => listImportTasks(db, ctxOf(req).storeId),
  );
  app.get(
    '/web/orders/action/import-task/:id',
    { config: store, schema: { tags, params: IdParam, response: { 200: ImportTask } } },
    async (req) => getImportTask(db, ctxOf(req).storeId, req.params.id),
  );
}
