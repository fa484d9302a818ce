import { CountResponse, type ErrorCode } from '../../../../shared/contract/shared-shapes';
import { Shipment } from '../../../../shared/contract/tracking';
import {
  AllocateResult,
  AttachmentDownloadQuery,
  BuyLabelBody,
  HoldBody,
  OrderStatusResult,
  OutboundOrder,
  OutboundOrderParams,
  OutboundPack,
  OutboundQueueQuery,
  OutboundQueueRow,
  OutboundRate,
  OutboundStore,
  PackBody,
  PickList,
  PickListQuery,
} from '../../../../shared/contract/warehouse-outbound';
import { suggestedRateId } from '../../../../shared/rules/outbound';
import type { AppDeps } from '../../../app-deps';
import { AppError, type ErrorDetail, invalid } from '../../../http/errors';
import type { Api } from '../../../http/types';
import { requestHash, withIdempotency } from '../../idempotency/idempotency';
import { buyLabelForOrder, packedParcel } from '../shipments/buy-label';
import { sendLabel } from '../shipments/label-download';
import { allocateForWarehouse, finishOrder, holdOrder, packOrder, warehouseActor } from './actions';
import { getOutboundOrder } from './outbound-order';
import { buildPickList } from './pick-list';
import { countOutboundQueue, listOutboundQueue, listOutboundStores } from './queue';

const warehouse = { access: 'warehouse' } as const;
const tags = ['warehouse'];
const base = '/warehouse/orders';

/** The warehouse console's outbound side (decision 045): WAREHOUSE_STAFF only, across stores. */
export function warehouseOutboundRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  const actor = (req: { ctx: { user: { id: number } | null } }) => warehouseActor(req.ctx.user!.id);

  app.get(
    base,
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'Orders to ship across stores: expedited first, then oldest',
        querystring: OutboundQueueQuery,
        response: { 200: OutboundQueueRow.array() },
      },
    },
    async (req) => listOutboundQueue(db, req.query),
  );
  app.get(
    `${base}/action/count`,
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'How many orders the queue holds',
        querystring: OutboundQueueQuery,
        response: { 200: CountResponse },
      },
    },
    async (req) => countOutboundQueue(db, req.query),
  );
  app.get(
    `${base}/-/stores`,
    {
      config: warehouse,
      schema: { tags, summary: 'Stores with orders to ship', response: { 200: OutboundStore.array() } },
    },
    async () => listOutboundStores(db),
  );
  app.get(
    `${base}/-/pick-list`,
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'One pick walk by bin for several orders',
        querystring: PickListQuery,
        response: { 200: PickList },
      },
    },
    async (req) => buildPickList(db, req.query.ids),
  );
  app.get(
    `${base}/:id`,
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'One order with bins, parcel and shipments',
        params: OutboundOrderParams,
        response: { 200: OutboundOrder },
      },
    },
    async (req) => getOutboundOrder(db, req.params.id),
  );
  app.post(
    `${base}/:id/allocate`,
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'Allocate stock all or nothing; short goes ON_HOLD out of stock',
        params: OutboundOrderParams,
        response: { 200: AllocateResult },
      },
    },
    async (req) => allocateForWarehouse(db, req.params.id, actor(req)),
  );
  app.post(
    `${base}/:id/pack`,
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'Record the parcel: box, weight, units',
        params: OutboundOrderParams,
        body: PackBody,
        response: { 200: OutboundPack },
      },
    },
    async (req) => packOrder(db, req.params.id, req.body, actor(req)),
  );
  app.get(
    `${base}/:id/rates`,
    {
      config: warehouse,
      schema: {
        tags,
        summary: "Label rates for the packed parcel, cheapest first, the founder's method suggested",
        params: OutboundOrderParams,
        response: { 200: OutboundRate.array() },
      },
    },
    async (req) => {
      const { order, input } = await packedParcel(db, req.params.id);
      const rates = await deps.shipping.labelRates(input);
      const suggested = suggestedRateId(rates, order.shippingMethod);
      return rates.map((r) => ({
        id: r.id,
        carrier: r.carrier,
        service: r.service,
        amountCents: r.amountCents,
        estimatedDays: r.estimatedDays,
        isSuggested: r.id === suggested,
      }));
    },
  );
  app.post(
    `${base}/:id/labels`,
    {
      config: warehouse,
      schema: {
        tags,
        summary:
          'Buy the label for the packed parcel and ship its units; send an Idempotency-Key (a retried click never buys twice)',
        params: OutboundOrderParams,
        body: BuyLabelBody,
        response: { 200: Shipment },
      },
    },
    async (req) => {
      const header = req.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !/^[\x21-\x7e]{1,255}$/.test(key))
        throw invalid('Idempotency-Key: send one visible-ASCII key per label purchase', [
          { path: 'Idempotency-Key', message: 'Required' },
        ]);
      const id = req.params.id;
      const stored = await withIdempotency(
        db,
        `warehouse-label:${id}`,
        key,
        requestHash('buy-label', req.body),
        () => buyLabelForOrder(deps, id, req.body.rateId, key, actor(req)),
      );
      if (stored.status >= 400) {
        const body = stored.body as { code: ErrorCode; message: string; details?: ErrorDetail[] };
        throw new AppError(body.code, body.message, { details: body.details });
      }
      return stored.body as Shipment;
    },
  );
  app.post(
    `${base}/:id/hold`,
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'Hold the order with a reason (its allocation goes back to stock)',
        params: OutboundOrderParams,
        body: HoldBody,
        response: { 200: OrderStatusResult },
      },
    },
    async (req) => holdOrder(db, req.params.id, req.body, actor(req)),
  );
  app.post(
    `${base}/:id/finish`,
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'Finish an order whose every open unit shipped',
        params: OutboundOrderParams,
        response: { 200: OrderStatusResult },
      },
    },
    async (req) => finishOrder(db, req.params.id, actor(req)),
  );
  app.get(
    '/warehouse/attachments/-/download',
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'Download an attachment (a shipping label: assetId label-<shipmentId>)',
        querystring: AttachmentDownloadQuery,
      },
    },
    async (req, reply) => sendLabel(deps, reply, Number(req.query.assetId.slice('label-'.length))),
  );
}
