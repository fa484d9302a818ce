// An order's operating status and derived levels (decision 040): every move goes through `moveOrderStatus`,
// which checks the transition table, writes the history row and the hold fields in one go; `refreshLevels`
// recomputes the cancellation and fulfilment levels from the lines after any line change.
import { and, eq, sql } from 'drizzle-orm';
import {
  cancellationLevel,
  canMoveProcessing,
  fulfillmentLevel,
  type HoldReason,
  type ProcessingStatus,
} from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import { orderStatusHistory, salesOrderLines, salesOrders } from '../../db/schema/orders';
import { conflict, notFound } from '../../http/errors';

export type SalesOrderRow = typeof salesOrders.$inferSelect;
export type SalesOrderLineRow = typeof salesOrderLines.$inferSelect;

/** Who moved it: a person (their users.id and shown name) or Quarry itself. */
export type Actor = { userId: number | null; label: string };
export const QUARRY_ACTOR: Actor = { userId: null, label: 'Quarry' };

/** The store's order locked for change, or 404 (another store's order is not found). */
export async function lockOrder(tx: Db, storeId: number, orderId: number): Promise<SalesOrderRow> {
  const [row] = await tx
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.id, orderId), eq(salesOrders.storeId, storeId)))
    .for('update');
  if (!row) throw notFound('Order');
  return row;
}

export async function orderLines(tx: Db, orderId: number): Promise<SalesOrderLineRow[]> {
  return tx
    .select()
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, orderId))
    .orderBy(salesOrderLines.id);
}

export type StatusMove = {
  to: ProcessingStatus;
  reason?: string | null;
  actor: Actor;
  /** Required when `to` is ON_HOLD. */
  hold?: { reason: HoldReason; note?: string | null; until?: Date | null };
};

/**
 * Moves a locked order along the transition table, writing the history row; a move to the status it has is
 * a no-op (safe to retry). Leaving ON_HOLD clears the hold fields. Throws 409 with the reason for a move the
 * table does not allow.
 */
export async function moveOrderStatus(
  tx: Db,
  order: SalesOrderRow,
  move: StatusMove,
): Promise<SalesOrderRow> {
  const from = order.processingStatus;
  if (from === move.to && move.to !== 'ON_HOLD') return order;
  if (from !== move.to && !canMoveProcessing(from, move.to)) {
    throw conflict(
      `An order that is ${from.replace('_', ' ').toLowerCase()} can't move to ${move.to.replace('_', ' ').toLowerCase()}`,
    );
  }
  if (move.to === 'ON_HOLD' && !move.hold) throw conflict('A hold needs a reason');
  const hold =
    move.to === 'ON_HOLD'
      ? {
          holdReason: move.hold!.reason,
          holdNote: move.hold!.note ?? null,
          holdUntil: move.hold!.until ?? null,
          heldByUserId: move.actor.userId,
        }
      : { holdReason: null, holdNote: null, holdUntil: null, heldByUserId: null };
  const [row] = await tx
    .update(salesOrders)
    .set({ processingStatus: move.to, ...hold, updatedAt: new Date() })
    .where(eq(salesOrders.id, order.id))
    .returning();
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: move.to,
    reason: move.reason ?? (move.hold ? move.hold.reason : null),
    actorUserId: move.actor.userId,
    actorLabel: move.actor.label,
  });
  return row!;
}

/** Recomputes and stores the order's cancellation and fulfilment levels from its lines. */
export async function refreshLevels(tx: Db, orderId: number): Promise<SalesOrderRow> {
  const lines = await orderLines(tx, orderId);
  const q = lines.map((l) => ({ quantity: l.quantity, canceled: l.canceledQty, fulfilled: l.fulfilledQty }));
  const cancel = cancellationLevel(q);
  const [row] = await tx
    .update(salesOrders)
    .set({
      cancellationLevel: cancel,
      fulfillmentLevel: fulfillmentLevel(q),
      canceledAt: cancel === 'CANCELED' ? sql`coalesce(${salesOrders.canceledAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(salesOrders.id, orderId))
    .returning();
  return row!;
}
