import { z } from 'zod';
import {
  CheckInBody,
  CloseReceivingBody,
  CommitLineBody,
  CommitLineResponse,
  CountLineBody,
  CreateReceivingBody,
  ForwardReceivingBody,
  LineParam,
  Receiving,
  ReceivingList,
  ReceivingListQuery,
  ReceivingSummary,
  SendableItem,
  SnParam,
  UpdateReceivingBody,
  WarehouseQueueQuery,
} from '../../../shared/contract/receivings';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { forwardReceiving } from './forward';
import {
  checkIn,
  closeReceiving,
  commitLine,
  countLine,
  warehouseQueue,
  warehouseReceiving,
} from './inbound';
import {
  cancelReceiving,
  createReceiving,
  getReceiving,
  listReceivings,
  listSendableItems,
  updateReceiving,
} from './service';

const store = { access: 'store' } as const;
const warehouse = { access: 'warehouse' } as const;
const tags = ['receivings'];

/** Receivings: the founder's advance shipping notices and the warehouse's inbound console (issue 23). */
export function receivingsRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  app.get(
    '/web/receivings',
    {
      config: store,
      schema: {
        tags,
        summary: 'Receivings, newest first; filter by inbound status, CLOSED or CANCELED',
        querystring: ReceivingListQuery,
        response: { 200: ReceivingList },
      },
    },
    async (req) => listReceivings(db, storeCtx(req.ctx).storeId, req.query),
  );
  app.get(
    '/web/receivings/-/sendable-items',
    {
      config: store,
      schema: {
        tags,
        summary: 'Paid INVENTORY order items not sent to the warehouse yet (the SEND_MY_INVENTORY dialog)',
        response: { 200: z.array(SendableItem) },
      },
    },
    async (req) => listSendableItems(db, storeCtx(req.ctx).storeId),
  );
  app.post(
    '/web/receivings',
    {
      config: store,
      schema: {
        tags,
        summary: 'An advance shipping notice from paid inventory items or an off-platform supplier',
        body: CreateReceivingBody,
        response: { 200: Receiving },
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      return createReceiving(db, ctx.storeId, ctx.user.id, req.body);
    },
  );
  app.get(
    '/web/receivings/:sn',
    {
      config: store,
      schema: {
        tags,
        summary: 'One receiving with its lines and timeline',
        params: SnParam,
        response: { 200: Receiving },
      },
    },
    async (req) => getReceiving(db, storeCtx(req.ctx).storeId, req.params.sn),
  );
  app.put(
    '/web/receivings/:sn',
    {
      config: store,
      schema: {
        tags,
        summary: 'Tracking, expected date, cartons until received; "Mark as shipped" (inboundStatus)',
        params: SnParam,
        body: UpdateReceivingBody,
        response: { 200: Receiving },
      },
    },
    async (req) => updateReceiving(db, storeCtx(req.ctx).storeId, req.params.sn, req.body),
  );
  app.post(
    '/web/receivings/:sn/cancel',
    {
      config: store,
      schema: {
        tags,
        summary: 'Cancels a receiving the warehouse has not started on; its inbound units are reversed',
        params: SnParam,
        response: { 200: Receiving },
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      return cancelReceiving(db, ctx.storeId, ctx.user.id, req.params.sn);
    },
  );

  // ---- The warehouse console (every store's receivings; the staff role is checked on each route) ----
  app.get(
    '/warehouse/receivings',
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'The inbound queue across stores by expected date (or closed receivings)',
        querystring: WarehouseQueueQuery,
        response: { 200: z.array(ReceivingSummary) },
      },
    },
    async (req) => warehouseQueue(db, req.query),
  );
  app.get(
    '/warehouse/receivings/:sn',
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'One receiving for the warehouse',
        params: SnParam,
        response: { 200: Receiving },
      },
    },
    async (req) => warehouseReceiving(db, req.params.sn),
  );
  app.post(
    '/warehouse/receivings/:sn/check-in',
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'Checks in the cartons that arrived (RECEIVED_BY_PIETRA)',
        params: SnParam,
        body: CheckInBody,
        response: { 200: Receiving },
      },
    },
    async (req) => checkIn(db, req.params.sn, req.body.cartons),
  );
  app.put(
    '/warehouse/receivings/:sn/lines/:lineId',
    {
      config: warehouse,
      schema: {
        tags,
        summary: "A line's count (good, damaged) and its bin",
        params: LineParam,
        body: CountLineBody,
        response: { 200: Receiving },
      },
    },
    async (req) => countLine(db, req.params.sn, req.params.lineId, req.body),
  );
  app.post(
    '/warehouse/receivings/:sn/lines/:lineId/commit',
    {
      config: warehouse,
      schema: {
        tags,
        summary: "Commits a line's counted units into stock (its bin); out-of-stock holds release",
        params: LineParam,
        body: CommitLineBody,
        response: { 200: CommitLineResponse },
      },
    },
    async (req) =>
      commitLine(db, req.params.sn, req.params.lineId, req.ctx.user!.id, req.body.expectedCommitted),
  );
  app.post(
    '/warehouse/receivings/:sn/close',
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'Closes as PARTIAL or RECEIVED; what never came leaves inbound',
        params: SnParam,
        body: CloseReceivingBody,
        response: { 200: Receiving },
      },
    },
    async (req) => closeReceiving(db, req.params.sn, req.ctx.user!.id, req.body.note),
  );
  app.post(
    '/warehouse/receivings/:sn/forward',
    {
      config: warehouse,
      schema: {
        tags,
        summary:
          'Closes unstored: the cartons go on to the founder (nothing committed yet); inbound reversed',
        params: SnParam,
        body: ForwardReceivingBody,
        response: { 200: Receiving },
      },
    },
    async (req) => forwardReceiving(db, req.params.sn, req.ctx.user!.id, req.body),
  );
}
