// Payments owns promo-code redemptions: others ask here how often a store used a code.
import { count, eq, sql } from 'drizzle-orm';
import { normalizePromoCode } from '../../../shared/rules/promo-codes';
import type { Db } from '../../db/client';
import { creatorInvoicePayments, promoCodeRedemptions } from '../../db/schema/payments';

/**
 * How often a store used a promo code: its completed redemption, plus its other payments in flight with it
 * (`exceptPaymentId`: a payment not counted, e.g. the one that bought the item being looked at).
 */
export async function countPromoCodeUses(
  db: Db,
  storeId: number,
  code: string,
  exceptPaymentId?: number | null,
): Promise<number> {
  const wanted = normalizePromoCode(code);
  const except =
    exceptPaymentId === undefined
      ? sql``
      : sql`and ${promoCodeRedemptions.paymentId} is distinct from ${exceptPaymentId}`;
  const [row] = await db
    .select({ n: count() })
    .from(promoCodeRedemptions)
    .innerJoin(creatorInvoicePayments, eq(creatorInvoicePayments.id, promoCodeRedemptions.paymentId))
    .where(
      sql`${promoCodeRedemptions.storeId} = ${storeId} and ${promoCodeRedemptions.code} = ${wanted}
        and ${creatorInvoicePayments.status} in ('COMPLETED', 'STARTED', 'REQUIRES_ACTION') ${except}`,
    );
  return row?.n ?? 0;
}
