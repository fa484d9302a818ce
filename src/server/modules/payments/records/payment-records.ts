// Payment records (second document §7 "Payments"): what the store paid, read from its completed payments.
import { and, asc, count, desc, eq, sum } from 'drizzle-orm';
import type { PaymentRecord, PaymentRecordDetails } from '../../../../shared/contract/payment-records';
import type { Db } from '../../../db/client';
import { creatorInvoicePayments as payments } from '../../../db/schema/payments';
import { notFound } from '../../../http/errors';

type Row = typeof payments.$inferSelect;
const completedOf = (storeId: number) => and(eq(payments.storeId, storeId), eq(payments.status, 'COMPLETED'));

function toRecord(p: Row): PaymentRecord {
  return {
    id: p.id,
    kind: p.invoiceId === null ? 'CHECKOUT' : 'INVOICE',
    invoiceId: p.invoiceId,
    method: p.method,
    currency: p.currency,
    totalCents: p.totalCents,
    itemCount: p.orderItemIds.length,
    paidAt: (p.completedAt ?? p.updatedAt).toISOString(),
  };
}

export async function listPaymentRecords(
  db: Db,
  storeId: number,
  q: { page: number; size: number; sort?: string },
): Promise<PaymentRecord[]> {
  const order = q.sort === 'paidAt' ? asc(payments.completedAt) : desc(payments.completedAt);
  const rows = await db
    .select()
    .from(payments)
    .where(completedOf(storeId))
    .orderBy(order, desc(payments.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toRecord);
}

export async function countPaymentRecords(db: Db, storeId: number) {
  const [c] = await db.select({ n: count() }).from(payments).where(completedOf(storeId));
  return { count: c?.n ?? 0 };
}

/** The store's completed payments in total (the payments report's money out). */
export async function paidTotals(
  db: Db,
  storeId: number,
): Promise<{ spentCents: number; paymentCount: number }> {
  const [t] = await db
    .select({ spent: sum(payments.totalCents), n: count() })
    .from(payments)
    .where(completedOf(storeId));
  return { spentCents: Number(t?.spent ?? 0), paymentCount: t?.n ?? 0 };
}

export async function getPaymentRecord(db: Db, storeId: number, id: number): Promise<PaymentRecordDetails> {
  const [p] = await db
    .select()
    .from(payments)
    .where(and(completedOf(storeId), eq(payments.id, id)));
  if (!p) throw notFound('Payment record');
  return {
    ...toRecord(p),
    subtotalCents: p.subtotalCents,
    shippingCents: p.shippingCents,
    discountCents: p.discountCents,
    financingFeeCents: p.financingFeeCents,
    promoCode: p.promoCode,
    lines: p.breakdown,
    orderItemIds: p.orderItemIds,
  };
}
