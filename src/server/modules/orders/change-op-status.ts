// PUT /web/orders/{id}/change-op-status: the founder holds an order (their own hold, until a date, or an address
// problem) or releases a held order back to OUTSTANDING — the only way a hold ends, apart from out-of-stock
// holds that release themselves when stock arrives. Holding a PROCESSING order gives its allocation back.
import type { ChangeOpStatusBody } from '../../../shared/contract/sales-orders';
import { HOLD_REASON_LABELS } from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import { conflict, invalid } from '../../http/errors';
import { releaseOrderAllocation } from './allocation';
import { type Actor, lockOrder, moveOrderStatus } from './order-status';

export async function changeOpStatus(
  db: Db,
  storeId: number,
  orderId: number,
  body: ChangeOpStatusBody,
  actor: Actor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, storeId, orderId);
    if (order.processingStatus === 'FINISHED') throw conflict("This order is finished and can't be changed");
    if (order.cancellationLevel === 'CANCELED') throw conflict("This order is canceled and can't be changed");
    if (body.status === 'OUTSTANDING') {
      if (order.processingStatus !== 'ON_HOLD') throw conflict('Only an order on hold can be released');
      return moveOrderStatus(tx, order, {
        to: 'OUTSTANDING',
        actor,
        reason: body.note ? `Hold released: ${body.note}` : 'Hold released',
      });
    }
    let until: Date | null = null;
    if (body.holdReason === 'HOLD_UNTIL_DATE') {
      until = new Date(`${body.holdUntil}T00:00:00.000Z`);
      if (Number.isNaN(until.getTime()) || until.getTime() <= now.getTime())
        throw invalid('Choose a day after today', [{ path: 'holdUntil', message: 'A day after today' }]);
    }
    if (order.processingStatus === 'PROCESSING') await releaseOrderAllocation(tx, storeId, orderId, actor);
    const label = HOLD_REASON_LABELS[body.holdReason];
    return moveOrderStatus(tx, order, {
      to: 'ON_HOLD',
      actor,
      reason: body.note ? `${label}: ${body.note}` : label,
      hold: { reason: body.holdReason, note: body.note ?? null, until },
    });
  });
}
