// Invoices' read functions for the cart and checkout: an invoice with its lines, read (and locked) in the
// caller's transaction, so those modules never read invoice tables themselves.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { creatorInvoiceItems, creatorInvoices } from '../../db/schema/invoices';

export type InvoiceRow = typeof creatorInvoices.$inferSelect;
export type InvoiceLineRow = typeof creatorInvoiceItems.$inferSelect;

/**
 * A store's invoice by id, or any invoice by its public link (sn, not revoked), with FOR UPDATE when
 * `lock`; null when there is none.
 */
export async function findInvoice(
  tx: Db,
  where: { invoiceId: number; storeId: number } | { sn: string },
  lock = false,
): Promise<InvoiceRow | null> {
  const cond =
    'sn' in where
      ? and(eq(creatorInvoices.sn, where.sn), isNull(creatorInvoices.snRevokedAt))
      : and(eq(creatorInvoices.id, where.invoiceId), eq(creatorInvoices.storeId, where.storeId));
  const query = tx.select().from(creatorInvoices).where(cond);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** An invoice's lines, in their order. */
export function findInvoiceLines(tx: Db, invoiceId: number): Promise<InvoiceLineRow[]> {
  return tx
    .select()
    .from(creatorInvoiceItems)
    .where(eq(creatorInvoiceItems.invoiceId, invoiceId))
    .orderBy(asc(creatorInvoiceItems.position));
}

/** The invoices these lines belong to: number, status, how many lines each has and how many are among `lineIds`. */
export async function findInvoicesOfLines(tx: Db, lineIds: number[]) {
  const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(lineIds)}::jsonb)::int)`;
  return rowsOf<{ invoice_id: number; number: string; status: string; lines: number; chosen: number }>(
    await tx.execute(sql`
      select i.id as invoice_id, i.number, i.status, count(l.id)::int as lines,
             count(l.id) filter (where l.id in ${ids})::int as chosen
        from ${creatorInvoices} i join ${creatorInvoiceItems} l on l.invoice_id = i.id
       where i.id in (select invoice_id from ${creatorInvoiceItems} where id in ${ids})
       group by i.id`),
  );
}

/** Whether a payment belongs to the invoice behind a public link (sn, not revoked). */
export async function isPaymentOfInvoiceLink(db: Db, sn: string, invoiceId: number | null): Promise<boolean> {
  if (invoiceId == null) return false;
  const [row] = await db
    .select({ id: creatorInvoices.id })
    .from(creatorInvoices)
    .where(
      and(eq(creatorInvoices.id, invoiceId), eq(creatorInvoices.sn, sn), isNull(creatorInvoices.snRevokedAt)),
    );
  return row !== undefined;
}

/** The invoice each of these lines belongs to, by line id. */
export async function findInvoiceIdsOfLines(db: Db, lineIds: number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ id: creatorInvoiceItems.id, invoiceId: creatorInvoiceItems.invoiceId })
    .from(creatorInvoiceItems)
    .where(inArray(creatorInvoiceItems.id, [...new Set(lineIds)]));
  return new Map(rows.map((r) => [r.id, r.invoiceId]));
}
