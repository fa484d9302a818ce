// Forwarding a receiving to the founder (decision 044): the warehouse refuses goods it cannot store (wrong,
// unsafe, unlabelled) and ships the cartons on to the brand. Only before anything went into stock: what the
// notice announced leaves INBOUND, counted units never became stock, and the order items are no longer at
// the warehouse.
import { eq } from 'drizzle-orm';
import type { ForwardReceivingBody } from '../../../shared/contract/receivings';
import { receivingLevel } from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import { receivings } from '../../db/schema/receivings';
import { conflict } from '../../http/errors';
import { moveStock } from '../inventory/ledger';
import { setItemsStoredAtFbp } from '../orders/inventory-items';
import { inboundLeft, lockOpen, warehouseReceiving } from './inbound';
import { linesOf } from './view';

/**
 * POST /warehouse/receivings/{sn}/forward: closes a checked-in receiving with outcome FORWARDED_TO_CREATOR,
 * its reason and the forwarding tracking number; 409 once any unit of it is in stock (close it as stored).
 */
export async function forwardReceiving(
  db: Db,
  sn: string,
  actorUserId: number,
  body: ReturnType<typeof ForwardReceivingBody.parse>,
) {
  await db.transaction(async (tx) => {
    const r = await lockOpen(tx, sn);
    if (r.inboundStatus !== 'RECEIVED_BY_PIETRA') throw conflict('Check in the cartons before forwarding');
    const lines = (await linesOf(tx, [r.id])).get(r.id) ?? [];
    const stocked = lines.reduce((n, l) => n + l.committedQty + l.damagedCommittedQty, 0);
    if (stocked > 0)
      throw conflict(
        `${stocked} unit(s) of this receiving are already in stock; close it as stored instead of forwarding`,
      );
    await moveStock(
      tx,
      r.storeId,
      lines.map((l) => ({ skuId: l.skuId, bucket: 'INBOUND' as const, delta: -inboundLeft(l) })),
      { reason: 'ASN_FORWARDED', refType: 'RECEIVING', refId: sn, actorUserId, note: body.reason },
    );
    const level = receivingLevel(
      lines.map((l) => ({ expected: l.expectedQty, counted: l.receivedQty + l.damagedQty })),
    );
    await tx
      .update(receivings)
      .set({
        receivingLevel: level,
        outcome: 'FORWARDED_TO_CREATOR',
        forwardReason: body.reason,
        forwardTrackingNumber: body.trackingNumber || null,
        closedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(receivings.id, r.id));
    await setItemsStoredAtFbp(tx, r.storeId, r.orderItemIds, false);
  });
  return warehouseReceiving(db, sn);
}
