// A checkout's payment row: read by id or charge key, or as a run's steps kept it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { creatorInvoicePayments as payments } from '../../../db/schema/payments';
import { notFound } from '../../../http/errors';
import type { StepContext } from '../../../workflows/create-step';
import type { CheckoutState, PaymentRow } from './types';

export async function loadPayment(db: Db, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw notFound('Payment');
  return row;
}

/** The payment of a run: as a step left it in memory, or read again in the step's transaction (a resumed run). */
export async function paymentOf(state: CheckoutState, { tx, memory }: StepContext): Promise<PaymentRow> {
  const kept = memory.get('payment') as PaymentRow | undefined;
  if (kept) return kept;
  const row = await loadPayment(tx, state.paymentId!);
  memory.set('payment', row);
  return row;
}
