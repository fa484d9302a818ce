// Checkout's start-payment step, the last of the first transaction: the payment recorded STARTED, limited
// stock held (inventory), the promo code held, and the items CHARGE_PENDING (orders) — all or nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { creatorInvoicePayments as payments, promoCodeRedemptions } from '../../../db/schema/payments';
import { conflict, refused } from '../../../http/errors';
import { createStep } from '../../../workflows/create-step';
import { reserve } from '../../inventory/reserve';
import { createItemsForInvoicePayment } from '../../orders/invoice-lines';
import { moveItems } from '../../orders/move-items';
import { paymentOf } from './payment-rows';
import { InvoiceClosed, rollBackPayment } from './settle';
import type { CheckoutDeps, CheckoutState, Loaded, PaymentRow, Priced } from './types';

/** 23505 on the payment's charge key: this key's payment exists already (a retry after a crash). */
const isUniqueViolation = (err: unknown, constraint: string) => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e.cause ?? e;
  return c.code === '23505' && (c.constraint ?? '').includes(constraint);
};

export async function startPayment(
  tx: Db,
  input: CheckoutState,
  loaded: Loaded,
  { totals, address, firstPurchase }: Priced,
): Promise<{ payment: PaymentRow; heldStock: boolean }> {
  const [payment] = await tx
    .insert(payments)
    .values({
      storeId: input.payer.storeId ?? loaded.invoice?.storeId ?? null,
      invoiceId: loaded.invoice?.id ?? null,
      orderItemIds: loaded.itemIds,
      status: 'STARTED',
      method: input.method.kind,
      paymentMethodRef: input.method.ref,
      chargeKey: input.chargeKey,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      discountCents: totals.discountCents,
      financingFeeCents: totals.financingFeeCents,
      totalCents: totals.totalCents,
      breakdown: [
        ...totals.lines,
        ...(totals.shippingCents
          ? [{ kind: 'SHIPPING', label: 'Shipping', amountCents: totals.shippingCents }]
          : []),
        ...(totals.discountCents
          ? [{ kind: 'DISCOUNT', label: `Promo ${totals.promoCode}`, amountCents: -totals.discountCents }]
          : []),
        ...(totals.financingFeeCents
          ? [{ kind: 'FINANCING', label: 'Financing fee', amountCents: totals.financingFeeCents }]
          : []),
      ],
      promoCode: totals.discountCents ? totals.promoCode : null,
      shippingOptionId: totals.shippingOptionId,
      shippingAddress: address,
      financingTermDays: totals.financingFeeCents ? (input.options.financingTermDays ?? null) : null,
      receiptEmail: input.receiptEmail ?? input.payer.email,
      firstPurchase: input.payer.storeId != null && firstPurchase,
    })
    .returning();
  const paymentId = payment!.id;

  // Limited stock: one statement takes every unit this payment needs, under row locks; when a line cannot
  // be served the whole transaction is undone.
  const { held, short } = await reserve(
    tx,
    paymentId,
    loaded.lines.flatMap((l) =>
      l.catalogItemId == null || l.invoiceLineId != null
        ? []
        : [{ catalogItemId: l.catalogItemId, variant: l.colorOption, quantity: l.quantity }],
    ),
  );
  if (short.length) {
    const lines = loaded.lines.filter((l) => l.catalogItemId != null && l.invoiceLineId == null);
    throw conflict(
      `"${lines[Math.min(...short)]?.title ?? 'An item'}" is out of stock for the quantity in your cart`,
    );
  }

  if (payment!.promoCode && input.payer.storeId != null) {
    // The primary key (store, code) lets one payment at a time hold a code.
    try {
      await tx.insert(promoCodeRedemptions).values({
        storeId: input.payer.storeId,
        code: payment!.promoCode,
        paymentId,
        discountCents: payment!.discountCents,
      });
    } catch (err) {
      if (isUniqueViolation(err, 'promo_code_redemptions'))
        throw refused(`You already used ${payment!.promoCode}; each code works once`);
      throw err;
    }
  }
  if (loaded.invoice) {
    // An invoice paid directly becomes order items of its store now, CHARGE_PENDING like a cart's.
    const ids = await createItemsForInvoicePayment(
      tx,
      loaded.invoice,
      loaded.lines.map((l) => ({
        id: l.invoiceLineId!,
        catalogItemId: l.catalogItemId,
        position: l.position!,
        description: l.description!,
        feeKind: l.feeKind,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
      })),
      paymentId,
    );
    const [row] = await tx
      .update(payments)
      .set({ orderItemIds: ids })
      .where(eq(payments.id, paymentId))
      .returning();
    return { payment: row!, heldStock: held };
  }
  await moveItems(
    tx,
    loaded.storeId,
    loaded.itemIds,
    'IN_SHOPPING_CART',
    'CHARGE_PENDING',
    'Payment started',
    paymentId,
  );
  return { payment: payment!, heldStock: held };
}

/**
 * The start-payment step, committed with the run's first record. Undone by rolling the payment back: items
 * back in the cart (an invoice's new items canceled), stock and promo code released.
 */
export const startPaymentStep = (deps: Pick<CheckoutDeps, 'db'>) =>
  createStep<CheckoutState>(
    'start-payment',
    async (s, { tx, memory }) => {
      const started = await startPayment(
        tx,
        s,
        memory.get('loaded') as Loaded,
        memory.get('priced') as Priced,
      );
      memory.set('payment', started.payment);
      return { paymentId: started.payment.id, heldStock: started.heldStock };
    },
    async (s, ctx, reason) => {
      if (s.paymentId == null) return;
      const payment = await paymentOf(s, ctx);
      const code = reason instanceof InvoiceClosed ? 'invoice_closed' : null;
      ctx.memory.set('payment', await rollBackPayment(deps, payment, code));
    },
    { transactional: true },
  );
