// The one mover of order items between statuses: every status change goes through here, checked against
// the transition table (ITEM_TRANSITIONS, item-transitions.ts) and written to the item's history.
import { sql } from 'drizzle-orm';
import type { ItemStatus } from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { creatorOrderItems as coi, creatorOrderItemHistory } from '../../db/schema/orders';
import { conflict } from '../../http/errors';
import { canMove } from './item-transitions';

/**
 * Moves items and their nested items between statuses in ONE statement, recording each move in their
 * history, and refuses a move the transition table does not allow. Only items still in `from` move, so a
 * repeated step changes nothing. `paymentId` ties the items to a payment (undefined: left as it is).
 */
export async function moveItems(
  tx: Db,
  storeId: number,
  parentIds: number[],
  from: ItemStatus,
  to: ItemStatus,
  note: string | null,
  paymentId?: number | null,
): Promise<void> {
  if (!canMove(from, to)) throw conflict(`An item that is ${from} cannot become ${to}`);
  if (parentIds.length === 0) return;
  const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(parentIds)}::jsonb)::int)`;
  const payment = paymentId === undefined ? sql`` : sql`, payment_id = ${paymentId}`;
  await tx.execute(sql`
    with moved as (
      update ${coi} set status = ${to}, updated_at = now() ${payment}
       where store_id = ${storeId} and status = ${from} and (id in ${ids} or parent_id in ${ids})
      returning id)
    insert into ${creatorOrderItemHistory} (order_item_id, from_status, to_status, note)
    select id, ${from}, ${to}, ${note} from moved`);
}

/**
 * Moves a payment's items (and their nested items) that are still in `from`, in ONE statement with their
 * history: to IN_PRODUCTION when it is paid (`purchased` stamps purchased_at), back when it failed
 * (`release` unties them from the payment). Returns the invoice lines all of `ids` came from, moved or
 * not, so a repeated step still finds them.
 */
export async function moveItemsOfPayment(
  tx: Db,
  parentIds: number[],
  from: ItemStatus,
  to: ItemStatus,
  note: string,
  opts: { purchased?: boolean; release?: boolean } = {},
): Promise<{ invoiceLineIds: number[] }> {
  if (!canMove(from, to)) throw conflict(`An item that is ${from} cannot become ${to}`);
  if (parentIds.length === 0) return { invoiceLineIds: [] };
  const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(parentIds)}::jsonb)::int)`;
  const extra = sql.join(
    [
      ...(opts.purchased ? [sql`, purchased_at = now()`] : []),
      ...(opts.release ? [sql`, payment_id = null`] : []),
    ],
    sql``,
  );
  const rows = rowsOf<{ invoice_item_id: number }>(
    await tx.execute(sql`
      with moved as (
        update ${coi} set status = ${to}, updated_at = now() ${extra}
         where (id in ${ids} or parent_id in ${ids}) and status = ${from}
        returning id),
      logged as (
        insert into ${creatorOrderItemHistory} (order_item_id, from_status, to_status, note)
        select id, ${from}, ${to}, ${note} from moved)
      select invoice_item_id from ${coi} where id in ${ids} and invoice_item_id is not null`),
  );
  return { invoiceLineIds: rows.map((r) => r.invoice_item_id) };
}
