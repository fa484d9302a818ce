// Checkout's charge step: the processor's charge for the payment's own key — the same charge however many
// times it is asked, so a retry or a recovery never charges twice.
import { AppError } from '../../../http/errors';
import type { Charge } from '../../../providers/payments/types';
import { createStep, LeaveForRecovery } from '../../../workflows/create-step';
import { paymentOf } from './payment-rows';
import type { CheckoutDeps, CheckoutState, PaymentRow } from './types';

/** The processor's charge for this payment's key (the same charge whenever it is asked again). */
export async function chargeFor(deps: Pick<CheckoutDeps, 'payments'>, payment: PaymentRow): Promise<Charge> {
  if (payment.method === 'WALLET')
    return deps.payments.captureWalletOrder({
      orderId: payment.paymentMethodRef,
      amountCents: payment.totalCents,
      idempotencyKey: payment.chargeKey,
    });
  const customerId = payment.paymentMethodRef.startsWith('tok_')
    ? null
    : ((await deps.payments.retrievePaymentMethod(payment.paymentMethodRef))?.customerId ?? null);
  return deps.payments.charge({
    amountCents: payment.totalCents,
    currency: payment.currency,
    paymentMethodId: payment.paymentMethodRef,
    customerId,
    idempotencyKey: payment.chargeKey,
    description: `Quarry payment ${payment.id}`,
  });
}

/** The processor did not answer: nothing is known, so nothing is undone (a retry or recovery finishes it). */
export const processorUnavailable = () =>
  new AppError(
    'UNAVAILABLE',
    'The payment processor did not answer. Nothing is lost: retry with the same Idempotency-Key, or wait a minute and check your orders.',
  );

/** The processor refused the request itself (an unknown token…): nothing was charged. */
export const isRefusal = (err: unknown) => err instanceof AppError && err.status < 500;

/**
 * Recovery's question: what became of the payment's charge key? Charged or declined → that answer;
 * no charge at all (the crash came before it), or one left waiting or canceled → undefined (roll back).
 */
export async function findChargeOf(
  deps: Pick<CheckoutDeps, 'payments'>,
  payment: PaymentRow,
): Promise<Charge | undefined> {
  const charge =
    payment.method === 'WALLET' || payment.status === 'STARTED'
      ? await deps.payments.findCharge(payment.chargeKey)
      : payment.chargeRef
        ? await deps.payments.confirmCharge(payment.chargeRef)
        : null;
  if (!charge || charge.status === 'requires_action' || charge.status === 'canceled') return undefined;
  return charge;
}

/**
 * The charge step: replayable (the processor answers one charge per key) and so not recorded on its own;
 * recovery probes the key. Undone by a refund when a later step fails after the money moved.
 */
export const chargeStep = (deps: Pick<CheckoutDeps, 'payments'>) =>
  createStep<CheckoutState>(
    'charge',
    async (s, ctx) => {
      try {
        return { charge: await chargeFor(deps, await paymentOf(s, ctx)) };
      } catch (err) {
        if (isRefusal(err)) throw err;
        throw new LeaveForRecovery(processorUnavailable());
      }
    },
    async (s) => {
      if (s.charge?.status === 'succeeded') await deps.payments.refund(s.charge.id);
    },
    {
      replayable: true,
      probe: async (s, ctx) => {
        const charge = await findChargeOf(deps, await paymentOf(s, ctx));
        return charge && { charge };
      },
    },
  );
