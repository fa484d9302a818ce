// Paying (POST /web/creator-invoice-payments and the public invoice link) as a workflow of steps with
// compensation (docs/decisions/016 and 026), run by src/server/workflows:
//   load → price → start-payment, one transaction: the items (or the invoice) locked and priced on the
//      server, limited stock held, the promo code held, the payment STARTED and the items CHARGE_PENDING;
//   charge: the processor's charge with the payment's own key (one charge per key, however many calls);
//   settle, one transaction: COMPLETED and the items IN_PRODUCTION, or DECLINED and everything released;
//   result: the payment as it ended.
// The run's record (workflow_runs) commits with each transaction, so a crash leaves a RUNNING run that
// recovery (recover.ts) resumes — asking the processor what happened to the charge key — or compensates:
// never a charge without an order, or an order without a charge.
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../../app-deps';
import { conflict } from '../../../http/errors';
import { createWorkflow } from '../../../workflows/create-step';
import { runWorkflow } from '../../../workflows/run-workflow';
import { chargeStep } from './charge';
import { loadStep } from './load';
import { loadPayment } from './payment-rows';
import { memoShipping, previewPayment, priceStep } from './price';
import { resultStep } from './result';
import { InvoiceClosed, settle, settleStep } from './settle';
import { startPaymentStep } from './start-payment';
import type { CheckoutDeps, CheckoutState, PaymentRow } from './types';

export const CHECKOUT_WORKFLOW = 'checkout';

const chargeKeyOf = (scope: string, key: string) =>
  `pay_${createHash('sha256').update(`${scope}\n${key}`).digest('hex').slice(0, 40)}`;

/** The checkout's steps, over `deps` (a run's shipping provider answers each question once). */
export function checkoutWorkflow(deps: CheckoutDeps) {
  return createWorkflow<CheckoutState>(CHECKOUT_WORKFLOW, [
    loadStep(),
    priceStep(deps),
    startPaymentStep(deps),
    chargeStep(deps),
    settleStep(),
    resultStep(deps),
  ]);
}

/**
 * Fault injection for the reliability suite: right after a step the process "dies" — nothing after it runs.
 * In-process tests pass `crashAt` (a SimulatedCrash is thrown); the real server is killed (SIGKILL) when
 * started with PAYMENT_CRASH_AFTER under NODE_ENV=test.
 */
export type CrashPoint = 'after-start' | 'after-charge' | 'after-settle';
export class SimulatedCrash extends Error {}
const CRASH_POINTS: Record<string, CrashPoint> = {
  'start-payment': 'after-start',
  charge: 'after-charge',
  settle: 'after-settle',
};
function crashIf(deps: { crashAt?: CrashPoint; config?: AppDeps['config'] }, step: string) {
  const point = CRASH_POINTS[step];
  if (!point) return;
  if (deps.crashAt === point) throw new SimulatedCrash(point);
  if (deps.config?.payments.crashAfter === point) process.kill(process.pid, 'SIGKILL');
}

export type PayInput = Omit<CheckoutState, 'chargeKey' | 'paymentId' | 'charge'>;

/** One payment, run once per (scope, key): a retry of a payment that started carries on with it. */
export async function runPayment(
  outer: CheckoutDeps & { crashAt?: CrashPoint; config?: AppDeps['config'] },
  input: PayInput & { scope: string; idempotencyKey: string },
): Promise<PaymentRow> {
  const deps = { ...outer, shipping: memoShipping(outer.shipping) };
  // A remote shipping provider is asked before the transaction opens, so no row lock waits on the network.
  if (outer.shipping.kind !== 'embedded')
    await previewPayment(deps, input.payer, input.target, input.options);
  const { scope, idempotencyKey, ...rest } = input;
  const chargeKey = chargeKeyOf(scope, idempotencyKey);
  const memory = new Map<string, unknown>();
  try {
    const { state } = await runWorkflow(
      checkoutWorkflow(deps),
      deps.db,
      chargeKey,
      { ...rest, chargeKey },
      {
        memory,
        afterStep: (name) => crashIf(outer, name),
      },
    );
    return (
      (memory.get('payment') as PaymentRow | undefined) ?? (await loadPayment(deps.db, state.paymentId!))
    );
  } catch (err) {
    // The supplier closed the invoice during the charge: refunded and rolled back, which is the answer.
    if (err instanceof InvoiceClosed) return loadPayment(deps.db, (memory.get('payment') as PaymentRow).id);
    throw err;
  }
}

/** After the payer answered the 3-D Secure challenge. */
export async function confirmPayment(deps: CheckoutDeps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'REQUIRES_ACTION' || !payment.chargeRef) return payment;
  const charge = await deps.payments.confirmCharge(payment.chargeRef);
  if (charge.status === 'requires_action')
    throw conflict('Complete the card authentication first, then confirm the payment');
  return settle(deps, payment, charge);
}

export { chargeKeyOf };
