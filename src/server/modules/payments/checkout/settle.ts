// Checkout's settle step: the payment's end for whatever the processor answered — COMPLETED (items in
// production, stock and promo code kept, the invoice paid), REQUIRES_ACTION (3-D Secure), or DECLINED /
// ROLLED_BACK (items back, stock and code released). Each is a conditional update: safe to run twice.
import { and, eq, inArray } from 'drizzle-orm';
import type { ItemStatus } from '../../../../shared/rules/order-items';
import type { Db } from '../../../db/client';
import { creatorInvoicePayments as payments, promoCodeRedemptions } from '../../../db/schema/payments';
import type { Charge } from '../../../providers/payments/types';
import { createStep, LeaveForRecovery } from '../../../workflows/create-step';
import { commit, release } from '../../inventory/reserve';
import { markPaid } from '../../invoices/mark-paid';
import { moveItemsOfPayment } from '../../orders/move-items';
import { loadPayment, paymentOf } from './payment-rows';
import { type CheckoutDeps, type CheckoutState, PAYMENT_NOTIFY_QUEUE, type PaymentRow } from './types';

/** The supplier closed the invoice while the card was being charged: the charge is refunded and undone. */
export class InvoiceClosed extends Error {}

const inFlight = (id: number) =>
  and(eq(payments.id, id), inArray(payments.status, ['STARTED', 'REQUIRES_ACTION']));

/**
 * COMPLETED in the caller's transaction; null when the payment was settled already. Throws InvoiceClosed
 * (undoing the transaction) when the invoice it pays is no longer open. `heldStock` false skips inventory.
 */
async function completeInTx(tx: Db, payment: PaymentRow, charge: Charge, heldStock = true) {
  const [row] = await tx
    .update(payments)
    .set({
      status: 'COMPLETED',
      chargeRef: charge.id,
      challengeId: null,
      completedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(inFlight(payment.id))
    .returning();
  if (!row) return null;
  const { invoiceLineIds } = await moveItemsOfPayment(
    tx,
    row.orderItemIds,
    'CHARGE_PENDING',
    'IN_PRODUCTION',
    'Paid',
    {
      purchased: true,
    },
  );
  if (heldStock) await commit(tx, payment.id);
  if (invoiceLineIds.length || payment.invoiceId != null) {
    const paid = await markPaid(tx, payment.id, {
      invoiceIds: payment.invoiceId == null ? [] : [payment.invoiceId],
      lineIds: invoiceLineIds,
    });
    if (payment.invoiceId != null && paid.length === 0) throw new InvoiceClosed();
  }
  return row;
}

/** DECLINED or ROLLED_BACK in the caller's transaction; null when the payment was settled already. */
async function releaseInTx(
  tx: Db,
  payment: PaymentRow,
  status: 'DECLINED' | 'ROLLED_BACK',
  declineCode: string | null,
) {
  const [row] = await tx
    .update(payments)
    .set({ status, declineCode, challengeId: null, updatedAt: new Date() })
    .where(inFlight(payment.id))
    .returning();
  if (!row) return null;
  // An invoice paid directly made new items: they are canceled; cart items go back to the cart.
  const back: ItemStatus = payment.invoiceId != null ? 'CANCELED' : 'IN_SHOPPING_CART';
  const note = status === 'DECLINED' ? 'Payment declined' : 'Payment undone';
  await moveItemsOfPayment(tx, row.orderItemIds, 'CHARGE_PENDING', back, note, { release: true });
  await release(tx, payment.id);
  await tx.delete(promoCodeRedemptions).where(eq(promoCodeRedemptions.paymentId, payment.id));
  return row;
}

async function awaitActionInTx(tx: Db, payment: PaymentRow, charge: Charge) {
  const [row] = await tx
    .update(payments)
    .set({
      status: 'REQUIRES_ACTION',
      chargeRef: charge.id,
      challengeId: charge.challengeId,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'STARTED')))
    .returning();
  return row ?? null;
}

/** The payment's end for this answer, in the caller's transaction (null: it had ended already). */
export function settleInTx(tx: Db, payment: PaymentRow, charge: Charge, heldStock = true) {
  if (charge.status === 'succeeded') return completeInTx(tx, payment, charge, heldStock);
  if (charge.status === 'requires_action') return awaitActionInTx(tx, payment, charge);
  return releaseInTx(tx, payment, 'DECLINED', charge.declineCode ?? 'generic_decline');
}

/** The notice job, told after a payment completed (it catches up every minute if this is lost). */
export const tellNotifier = (deps: Pick<CheckoutDeps, 'jobs'>) =>
  deps.jobs.send(PAYMENT_NOTIFY_QUEUE, {}).catch(() => undefined);

/** Rolls a payment back on its own: nothing charged stays charged, nothing held stays held. */
export async function rollBackPayment(
  deps: Pick<CheckoutDeps, 'db'>,
  payment: PaymentRow,
  declineCode: string | null = null,
): Promise<PaymentRow> {
  const done = await deps.db.transaction((tx) => releaseInTx(tx, payment, 'ROLLED_BACK', declineCode));
  return done ?? (await loadPayment(deps.db, payment.id));
}

/**
 * Settles a payment outside a checkout run (the 3-D Secure confirmation, an abandoned challenge): an
 * invoice closed meanwhile gets its charge refunded and the payment rolled back.
 */
export async function settle(deps: CheckoutDeps, payment: PaymentRow, charge: Charge): Promise<PaymentRow> {
  try {
    const done = await deps.db.transaction((tx) => settleInTx(tx, payment, charge));
    if (done?.status === 'COMPLETED') await tellNotifier(deps);
    return done ?? (await loadPayment(deps.db, payment.id));
  } catch (err) {
    if (!(err instanceof InvoiceClosed)) throw err;
    await deps.payments.refund(charge.id);
    return rollBackPayment(deps, payment, 'invoice_closed');
  }
}

/** The settle step: the payment's end in one transaction with the run's completion. */
export const settleStep = () =>
  createStep<CheckoutState>(
    'settle',
    async (s, ctx) => {
      const { tx, memory } = ctx;
      const payment = await paymentOf(s, ctx);
      try {
        const done = await settleInTx(tx, payment, s.charge as Charge, s.heldStock !== false);
        if (done) memory.set('payment', done);
        else memory.delete('payment');
        memory.set('completedNow', done?.status === 'COMPLETED');
      } catch (err) {
        if (err instanceof InvoiceClosed) throw err;
        // Charged but not yet settled: a retry or recovery settles it (the charge is found again by key).
        throw new LeaveForRecovery(err);
      }
      return undefined;
    },
    undefined,
    { transactional: true },
  );
