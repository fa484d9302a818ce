// Inventory owns stock (db/schema/inventory.ts): reserve, commit and release here are the only code that
// changes it. Each takes the caller's transaction, so a checkout holds stock atomically with its payment.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { stockItems, stockReservations } from '../../db/schema/inventory';

/** A unit of demand: a catalog product (in a colour, or none) and how many. */
export type StockDemand = { catalogItemId: number; variant: string | null; quantity: number };

/**
 * Holds the units `demand` needs for `holderId` (a payment), in ONE statement under row locks: each line
 * takes its colour's own stock row when there is one, else the product's; a product without a row has no
 * limit. Returns the indexes of the lines that could not be served: when any could, nothing is held for
 * them and the caller must undo its transaction (a checkout is all or nothing).
 */
export async function reserve(
  tx: Db,
  holderId: number,
  demand: StockDemand[],
): Promise<{ held: boolean; short: number[] }> {
  if (demand.length === 0) return { held: false, short: [] };
  const wanted = JSON.stringify(
    demand.map((d, i) => ({ i, c: d.catalogItemId, v: d.variant, q: d.quantity })),
  );
  const rows = rowsOf<{ i: number; ok: boolean }>(
    await tx.execute(sql`
      with wanted as (select * from jsonb_to_recordset(${wanted}::jsonb) as w(i int, c int, v text, q int)),
      resolved as (
        select w.i, w.q, (select s.id from ${stockItems} s
                           where s.catalog_item_id = w.c and (s.variant = w.v or s.variant is null)
                           order by s.variant nulls last limit 1) as stock_item_id
          from wanted w),
      need as (select stock_item_id as id, sum(q)::int as q from resolved where stock_item_id is not null
                group by stock_item_id),
      taken as (
        update ${stockItems} s set on_hand = s.on_hand - need.q, updated_at = now()
          from need where s.id = need.id and s.on_hand >= need.q
        returning s.id, need.q),
      held as (
        insert into ${stockReservations} (payment_id, stock_item_id, quantity)
        select ${holderId}, id, q from taken)
      select r.i, t.id is not null as ok
        from resolved r left join taken t on t.id = r.stock_item_id
       where r.stock_item_id is not null`),
  );
  return { held: rows.length > 0, short: rows.filter((r) => !r.ok).map((r) => r.i) };
}

/** The holder paid: its held units are sold for good. Safe to run twice. */
export async function commit(tx: Db, holderId: number): Promise<void> {
  await tx.execute(sql`
    update ${stockReservations} set status = 'COMMITTED'
     where payment_id = ${holderId} and status = 'HELD'`);
}

/** The holder failed or was undone: its held units go back on the shelf. Safe to run twice. */
export async function release(tx: Db, holderId: number): Promise<void> {
  await tx.execute(sql`
    with released as (
      update ${stockReservations} set status = 'RELEASED'
       where payment_id = ${holderId} and status = 'HELD'
      returning stock_item_id, quantity)
    update ${stockItems} s set on_hand = s.on_hand + r.quantity, updated_at = now()
      from (select stock_item_id, sum(quantity)::int as quantity from released group by stock_item_id) r
     where s.id = r.stock_item_id`);
}
