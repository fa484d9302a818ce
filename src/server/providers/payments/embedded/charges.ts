import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { processorCharges, processorPaymentMethods } from '../../../db/schema/payments';
import { AppError, invalid, notFound } from '../../../http/errors';
import { isExpired } from '../card-rules';
import type { Charge, ChargeInput, PaymentsProvider } from '../types';
import { chargeByKey, replay, toCharge } from './charge-rows';
import { isOneTime } from './method-rows';
import { type ChargeRow, type EmbeddedStore, isCurrency, newId } from './store';

// Charges from a card or bank account, once per idempotency key.

/**
 * Charge once per idempotency key, on `d`: the database, or an open transaction (the subscription billing
 * charges inside the transaction that holds the subscription's row lock; the charge is then a savepoint).
 */
export async function chargeWith(d: Db, now: () => Date, input: ChargeInput): Promise<Charge> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw invalid('The amount must be a positive number of cents');
  }
  if (!isCurrency(input.currency)) throw invalid('The currency must be a 3-letter code');
  if (!input.idempotencyKey) throw invalid('A charge needs an idempotency key');
  const first = await chargeByKey(d, input.idempotencyKey);
  if (first) return replay(first, input);
  const made = await d.transaction(async (tx) => {
    // The payment method's row lock serialises charges from one instrument; a concurrent call with the
    // same key waits here, then finds the first call's charge.
    const [pm] = await tx
      .select()
      .from(processorPaymentMethods)
      .where(eq(processorPaymentMethods.id, input.paymentMethodId))
      .for('update');
    const existing = await chargeByKey(tx, input.idempotencyKey);
    if (existing) return existing;
    const noSuch = () =>
      invalid('This payment method cannot be charged; choose another', [
        { path: 'body.paymentMethodId', message: 'Unknown or used payment method' },
      ]);
    if (!pm || pm.detachedAt || pm.consumedAt) throw noSuch();
    const oneTime = isOneTime(pm);
    if (!oneTime && pm.customerId !== (input.customerId ?? null)) throw noSuch();
    let status: ChargeRow['status'] = 'succeeded';
    let declineCode: string | null = null;
    if (isExpired(pm.expMonth, pm.expYear, now())) {
      status = 'failed';
      declineCode = 'expired_card';
    } else if (pm.behavior === 'decline') {
      status = 'failed';
      declineCode = 'generic_decline';
    } else if (pm.behavior === 'insufficient_funds') {
      status = 'failed';
      declineCode = 'insufficient_funds';
    } else if (pm.behavior === 'authenticate') {
      status = 'requires_action';
    }
    const [row] = await tx
      .insert(processorCharges)
      .values({
        id: newId('ch'),
        idempotencyKey: input.idempotencyKey,
        customerId: input.customerId ?? pm.customerId,
        paymentMethodId: pm.id,
        amountCents: input.amountCents,
        currency: input.currency.toUpperCase(),
        status,
        declineCode,
        description: input.description,
      })
      .onConflictDoNothing({ target: processorCharges.idempotencyKey })
      .returning();
    if (!row) return null;
    if (oneTime) {
      await tx
        .update(processorPaymentMethods)
        .set({ consumedAt: now() })
        .where(eq(processorPaymentMethods.id, pm.id));
    }
    return row;
  });
  // null: another call inserted this key's charge between our look-ups (another payment method's lock).
  const row = made ?? (await chargeByKey(d, input.idempotencyKey));
  if (!row) throw new AppError('INTERNAL', 'The charge could not be recorded');
  return replay(row, input);
}

export function chargeOperations({
  db,
  now,
}: EmbeddedStore): Pick<PaymentsProvider, 'charge' | 'findCharge' | 'confirmCharge'> {
  return {
    charge: (input) => chargeWith(db, now, input),

    async findCharge(idempotencyKey) {
      const row = await chargeByKey(db, idempotencyKey);
      return row ? toCharge(row) : null;
    },

    async confirmCharge(chargeId) {
      const [row] = await db.select().from(processorCharges).where(eq(processorCharges.id, chargeId));
      if (!row) throw notFound('Charge');
      return toCharge(row);
    },
  };
}
