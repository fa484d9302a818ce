// Invoices own their status: a payment marks an invoice PAID (or OPEN again) through these, inside the
// payment's own transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { creatorInvoiceItems, creatorInvoices } from '../../db/schema/invoices';

/**
 * Marks PAID by `paymentId` the OPEN invoices among `invoiceIds` and those `lineIds` belong to, in one
 * statement; returns the ids it marked (an invoice already paid or closed is left as it is).
 */
export async function markPaid(
  tx: Db,
  paymentId: number,
  target: { invoiceIds?: number[]; lineIds?: number[] },
): Promise<number[]> {
  const invoiceIds = JSON.stringify(target.invoiceIds ?? []);
  const lineIds = JSON.stringify(target.lineIds ?? []);
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update ${creatorInvoices} i set status = 'PAID', paid_at = now(), payment_id = ${paymentId}, updated_at = now()
       where i.status = 'OPEN'
         and (i.id in (select jsonb_array_elements_text(${invoiceIds}::jsonb)::int)
              or i.id in (select l.invoice_id from ${creatorInvoiceItems} l
                           where l.id in (select jsonb_array_elements_text(${lineIds}::jsonb)::int)))
      returning i.id`),
  );
  return rows.map((r) => r.id);
}

/** An invoice a payment marked PAID is OPEN again (that payment was undone); false when it was not. */
export async function markOpen(tx: Db, invoiceId: number, paymentId: number): Promise<boolean> {
  const rows = await tx
    .update(creatorInvoices)
    .set({ status: 'OPEN', paidAt: null, paymentId: null, updatedAt: new Date() })
    .where(
      and(
        eq(creatorInvoices.id, invoiceId),
        eq(creatorInvoices.status, 'PAID'),
        eq(creatorInvoices.paymentId, paymentId),
      ),
    )
    .returning({ id: creatorInvoices.id });
  return rows.length > 0;
}
