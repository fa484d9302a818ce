import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { processorCharges } from '../../../db/schema/payments';
import { conflict } from '../../../http/errors';
import type { Charge } from '../types';
import type { ChargeRow } from './store';

export const toCharge = (row: ChargeRow): Charge => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  declineCode: row.declineCode,
  challengeId: row.status === 'requires_action' ? row.id : null,
});

export async function chargeByKey(d: Db, key: string) {
  const [row] = await d.select().from(processorCharges).where(eq(processorCharges.idempotencyKey, key));
  return row ?? null;
}

/** The same key with other parameters is a caller's bug: Stripe refuses it too. */
export function replay(row: ChargeRow, input: { amountCents: number; paymentMethodId: string }): Charge {
  if (row.amountCents !== input.amountCents || row.paymentMethodId !== input.paymentMethodId) {
    throw conflict('This idempotency key was already used for a charge with other parameters');
  }
  return toCharge(row);
}
