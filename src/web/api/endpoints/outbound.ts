// The warehouse console's outbound endpoints and the shipments/tracking endpoints, keyed "METHOD /path" as the
// server registers them, with the contract schemas of their query, body and response.
import type { z } from 'zod';
import type { CountResponse, OkResponse } from '../../../shared/contract/shared-shapes';
import type {
  RecreateShipmentBody,
  Shipment,
  TrackOrderQuery,
  TrackOrderResult,
} from '../../../shared/contract/tracking';
import type {
  AllocateResult,
  BuyLabelBody,
  HoldBody,
  OrderStatusResult,
  OutboundOrder,
  OutboundPack,
  OutboundQueueQuery,
  OutboundQueueRow,
  OutboundRate,
  OutboundStore,
  PackBody,
  PickList,
  PickListQuery,
} from '../../../shared/contract/warehouse-outbound';

export type OutboundEndpoints = {
  'GET /warehouse/orders': {
    query: typeof OutboundQueueQuery;
    response: z.ZodArray<typeof OutboundQueueRow>;
  };
  'GET /warehouse/orders/action/count': { query: typeof OutboundQueueQuery; response: typeof CountResponse };
  'GET /warehouse/orders/-/stores': { response: z.ZodArray<typeof OutboundStore> };
  'GET /warehouse/orders/-/pick-list': { query: typeof PickListQuery; response: typeof PickList };
  'GET /warehouse/orders/:id': { response: typeof OutboundOrder };
  'POST /warehouse/orders/:id/allocate': { response: typeof AllocateResult };
  'POST /warehouse/orders/:id/pack': { body: typeof PackBody; response: typeof OutboundPack };
  'GET /warehouse/orders/:id/rates': { response: z.ZodArray<typeof OutboundRate> };
  'POST /warehouse/orders/:id/labels': { body: typeof BuyLabelBody; response: typeof Shipment };
  'POST /warehouse/orders/:id/hold': { body: typeof HoldBody; response: typeof OrderStatusResult };
  'POST /warehouse/orders/:id/finish': { response: typeof OrderStatusResult };
  'GET /web/orders/:id/shipments': { response: z.ZodArray<typeof Shipment> };
  'POST /web/orders/:id/shipments/recreate': { body: typeof RecreateShipmentBody; response: typeof Shipment };
  'GET /track-order': { query: typeof TrackOrderQuery; response: typeof TrackOrderResult };
  'POST /webhooks/shipping': { response: typeof OkResponse };
};
