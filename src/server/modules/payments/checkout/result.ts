// Checkout's result: a payment as the API answers it, and the payments a route may look at.
import { and, eq } from 'drizzle-orm';
import type { PaymentResult } from '../../../../shared/contract/payments';
import { DECLINE_MESSAGES } from '../../../../shared/rules/payments';
import type { Db } from '../../../db/client';
import { creatorInvoicePayments as payments } from '../../../db/schema/payments';
import { notFound } from '../../../http/errors';
import { createStep } from '../../../workflows/create-step';
import { isPaymentOfInvoiceLink } from '../../invoices/invoices-for-payment';
import { paymentOf } from './payment-rows';
import { tellNotifier } from './settle';
import type { CheckoutDeps, CheckoutState, PaymentRow } from './types';

/** A store's own payment, or a 404. */
export async function findStorePayment(db: Db, storeId: number, id: number): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.storeId, storeId)));
  if (!row) throw notFound('Payment');
  return row;
}

/** A payment of the invoice behind a public link (sn), or a 404. */
export async function findInvoiceLinkPayment(db: Db, sn: string, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row || !(await isPaymentOfInvoiceLink(db, sn, row.invoiceId))) throw notFound('Payment');
  return row;
}

export function toPaymentResult(p: PaymentRow): PaymentResult {
  const outcome =
    p.status === 'COMPLETED'
      ? 'COMPLETED'
      : p.status === 'REQUIRES_ACTION' || p.status === 'STARTED'
        ? 'REQUIRES_ACTION'
        : 'INSTRUMENT_DECLINED';
  const lines = p.breakdown
    .filter((b) => !['SHIPPING', 'DISCOUNT', 'FINANCING'].includes(b.kind))
    .map((b) => ({
      kind: b.kind as PaymentResult['totals']['lines'][number]['kind'],
      label: b.label,
      amountCents: b.amountCents,
    }));
  return {
    id: p.id,
    status: outcome,
    paymentStatus: p.status,
    declineCode: p.declineCode,
    message:
      p.status === 'DECLINED'
        ? (DECLINE_MESSAGES[p.declineCode ?? ''] ?? DECLINE_MESSAGES.generic_decline!)
        : p.status === 'ROLLED_BACK'
          ? (DECLINE_MESSAGES[p.declineCode ?? ''] ?? 'This payment was undone; nothing was charged.')
          : p.status === 'REQUIRES_ACTION'
            ? 'Your bank asks you to confirm this payment.'
            : null,
    challengeId: p.status === 'REQUIRES_ACTION' ? p.challengeId : null,
    totals: {
      currency: p.currency,
      lines,
      subtotalCents: p.subtotalCents,
      shippingCents: p.shippingCents,
      discountCents: p.discountCents,
      financingFeeCents: p.financingFeeCents,
      totalCents: p.totalCents,
      promoCode: p.promoCode,
      promoProblem: null,
      financingProblem: null,
      needsShippingAddress: false,
      shippingOptionId: p.shippingOptionId,
    },
    orderItemIds: p.orderItemIds,
    invoiceId: p.invoiceId,
    firstPurchase: p.firstPurchase,
    method: p.method,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The result step: the payment as it ended (kept for the caller); the notice job told of a completion. */
export const resultStep = (deps: Pick<CheckoutDeps, 'jobs'>) =>
  createStep<CheckoutState>(
    'result',
    async (s, ctx) => {
      if (ctx.memory.get('completedNow')) await tellNotifier(deps);
      await paymentOf(s, ctx);
      return undefined;
    },
    undefined,
    { replayable: true },
  );
