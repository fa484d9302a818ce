import { and, eq, isNull } from 'drizzle-orm';
import type { PurchaseEvent } from '../../../../shared/contract/cart';
import { centsToDollars } from '../../../../shared/rules/money';
import type { Db } from '../../../db/client';
import { creatorInvoicePayments as payments } from '../../../db/schema/payments';
import type { StoreCtx } from '../../../http/context';
import { conflict, notFound } from '../../../http/errors';
import { findItemLines, findOwnItemPayment } from '../../orders/item-lines';

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
  const item = await findOwnItemPayment(db, ctx.storeId, orderItemId);
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
  const items = await findItemLines(db, payment.orderItemIds);
  return {
    push: claimed.length === 1,
    firstTimePurchase: payment.firstPurchase && firstTime !== false,
    transactionId: `Q-${payment.id}`,
    invoiceItem: {
      id: payment.id,
      price: centsToDollars(payment.totalCents),
      items: items.map((i) => ({
        sku: i.sku,
        name: i.title,
        perUnitPrice: centsToDollars(i.unitPriceCents),
        quantity: i.quantity,
      })),
    },
  };
}
