import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { processorPaymentMethods } from '../../../db/schema/payments';
import type { CardSummary } from '../types';
import type { PmRow } from './store';

export const summary = (row: PmRow): CardSummary => ({
  id: row.id,
  type: row.type,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  bankName: row.bankName,
});

/** A one-time instrument: a card token, or a bank account token not attached to a customer. */
export const isOneTime = (row: PmRow) =>
  row.id.startsWith('tok_') || (row.type === 'us_bank_account' && !row.customerId);

/** Saved to this customer and usable: not detached, and not a token used up (a used tok_ remembers who saved it). */
export const savedTo = (customerId: string) =>
  and(
    eq(processorPaymentMethods.customerId, customerId),
    isNull(processorPaymentMethods.detachedAt),
    isNull(processorPaymentMethods.consumedAt),
  );

export async function liveMethod(d: Db, customerId: string, id: string) {
  const [row] = await d
    .select()
    .from(processorPaymentMethods)
    .where(and(eq(processorPaymentMethods.id, id), savedTo(customerId)));
  return row ?? null;
}

/** A live method of the customer with this fingerprint (and expiry): the same card saved twice is one. */
export async function sameMethod(d: Db, customerId: string, row: PmRow) {
  const [same] = await d
    .select()
    .from(processorPaymentMethods)
    .where(
      and(
        savedTo(customerId),
        eq(processorPaymentMethods.fingerprint, row.fingerprint),
        eq(processorPaymentMethods.type, row.type),
        row.expYear == null
          ? isNull(processorPaymentMethods.expYear)
          : eq(processorPaymentMethods.expYear, row.expYear),
        row.expMonth == null
          ? isNull(processorPaymentMethods.expMonth)
          : eq(processorPaymentMethods.expMonth, row.expMonth),
        sql`${processorPaymentMethods.id} <> ${row.id}`,
      ),
    )
    .limit(1);
  return same ?? null;
}
