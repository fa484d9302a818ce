import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PurchaseEvent } from '../../../../shared/contract/cart';
import { centsToDollars } from '../../../../shared/rules/money';
import type { Db } from '../../../db/client';
import { creatorOrderItems as coi } from '../../../db/schema/orders';
import { creatorInvoicePayments as payments } from '../../../db/schema/payments';
import type { StoreCtx } from '../../../http/context';
import { conflict, notFound } from '../../../http/errors';

/**
 * POST /web/creator-order-items/{id}/event-purchase: the tag-manager purchase events of the payment that
 * bought this item. `push` is true exactly once per payment (a conditional update), so a reload of the
 * success page or a second tab never reports a purchase twice.
 */
export async function purchaseEvent(
  db: Db,
  ctx: StoreCtx,
  orderItemId: number,
  firstTime?: boolean,
): Promise<PurchaseEvent> {
  const [item] = await db
    .select({ paymentId: coi.paymentId })
    .from(coi)
    .where(and(eq(coi.id, orderItemId), eq(coi.storeId, ctx.storeId)));
  if (!item) throw notFound('Order item');
  if (item.paymentId == null) throw conflict('This item has not been paid for');
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, item.paymentId), eq(payments.storeId, ctx.storeId)));
  if (payment?.status !== 'COMPLETED') throw conflict('This payment has not completed');
  const claimed = await db
    .update(payments)
    .set({ purchaseEventAt: new Date() })
    .where(and(eq(payments.id, payment.id), isNull(payments.purchaseEventAt)))
    .returning({ id: payments.id });
  const items = await db
    .select({ sku: coi.sku, name: coi.title, unit: coi.unitPriceCents, quantity: coi.quantity })
    .from(coi)
    .where(
      sql`${coi.id} in (select jsonb_array_elements_text(${JSON.stringify(payment.orderItemIds)}::jsonb)::int)`,
    )
    .orderBy(coi.id);
  return {
    push: claimed.length === 1,
    firstTimePurchase: payment.firstPurchase && firstTime !== false,
    transactionId: `Q-${payment.id}`,
    invoiceItem: {
      id: payment.id,
      price: centsToDollars(payment.totalCents),
      items: items.map((i) => ({
        sku: i.sku,
        name: i.name,
        perUnitPrice: centsToDollars(i.unit),
        quantity: i.quantity,
      })),
    },
  };
}
