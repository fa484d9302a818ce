import { OkResponse } from '../../../../shared/contract/shared-shapes';
import {
  OrderShipmentsParams,
  RecreateShipmentBody,
  Shipment,
  ShipmentLabelParams,
  TrackOrderQuery,
  TrackOrderResult,
} from '../../../../shared/contract/tracking';
import type { AppDeps } from '../../../app-deps';
import { storeCtx } from '../../../http/auth';
import type { Api } from '../../../http/types';
import { parseShippoWebhook } from '../../../providers/shipping/shippo-webhook';
import { lockOrder } from '../order-status';
import { applyTrackingEvents, shipmentByTracking } from './apply-tracking';
import { sendLabel } from './label-download';
import { recreateShipment } from './recreate-shipment';
import { shipmentsOfOrders } from './shipment-view';
import { createTrackOrderLimiter, trackOrder } from './track-order';

const store = { access: 'store' } as const;
const tags = ['orders'];

/** The founder's shipments of an order (list, label, recreate), the public /track-order and the carrier webhook. */
export function shipmentRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  app.get(
    '/web/orders/:id/shipments',
    {
      config: store,
      schema: {
        tags,
        summary: "An order's shipments with their tracking events",
        params: OrderShipmentsParams,
        response: { 200: Shipment.array() },
      },
    },
    async (req) => {
      const { storeId } = storeCtx(req.ctx);
      await db.transaction((tx) => lockOrder(tx, storeId, req.params.id));
      return (await shipmentsOfOrders(db, [req.params.id])).get(req.params.id) ?? [];
    },
  );
  app.get(
    '/web/orders/:id/shipments/:shipmentId/label',
    {
      config: store,
      schema: { tags, summary: "Download a shipment's label (PDF)", params: ShipmentLabelParams },
    },
    async (req, reply) =>
      sendLabel(deps, reply, req.params.shipmentId, {
        storeId: storeCtx(req.ctx).storeId,
        orderId: req.params.id,
      }),
  );
  app.post(
    '/web/orders/:id/shipments/recreate',
    {
      config: store,
      schema: {
        tags,
        summary:
          'Void a label the carrier does not have yet and buy it again for the same parcel (409 once in transit)',
        params: OrderShipmentsParams,
        body: RecreateShipmentBody,
        response: { 200: Shipment },
      },
    },
    async (req) => recreateShipment(deps, storeCtx(req.ctx).storeId, req.params.id, req.body.shipmentId),
  );

  // Made on the first lookup: registering the routes needs no limiter (the endpoint map test registers them bare).
  let limit: ((ip: string) => Promise<void>) | undefined;
  app.get(
    '/track-order',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A shopper's order tracking: order number and email, or a tracking number (rate limited)",
        querystring: TrackOrderQuery,
        response: { 200: TrackOrderResult },
      },
    },
    async (req) => {
      limit ??= createTrackOrderLimiter(
        deps.config.outbound.trackOrderLimitPerMinute,
        deps.config.redisPrefix,
        deps.redis,
      );
      await limit(req.ip);
      return trackOrder(db, req.query);
    },
  );

  // Shippo's webhook: verified by parseShippoWebhook on the raw bytes, so it has its own JSON parser.
  app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    hook.post(
      '/webhooks/shipping',
      {
        config: { access: 'public', previewAllowed: true },
        schema: {
          tags,
          summary: "The shipping provider's tracking webhook (Shippo track_updated)",
          response: { 200: OkResponse },
        },
      },
      async (req) => {
        const shippo = deps.config.shipping.shippo;
        const event = parseShippoWebhook(
          String(req.body ?? ''),
          { query: req.query as Record<string, unknown>, headers: req.headers },
          {
            token: shippo?.webhookToken ?? null,
            hmacSecret: shippo?.webhookHmacSecret ?? null,
          },
        );
        if (event.event === 'track_updated') {
          const s = await shipmentByTracking(db, event.tracking.trackingNumber);
          if (s) await db.transaction((tx) => applyTrackingEvents(tx, s.id, event.tracking.events));
        }
        return { ok: true as const };
      },
    );
  });
}
