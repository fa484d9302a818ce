// Recovery of payments a crash left in flight (issue 5: "a restarted server finishes or rolls back what was
// in flight"). Runs at start-up and every minute on one instance at a time (a stately job), and is safe on
// any number: a checkout run is claimed by one instance (workflow_runs), each step is a conditional update,
// and the processor answers one charge per key.
import { sql } from 'drizzle-orm';
import { creatorInvoicePayments as payments } from '../../../db/schema/payments';
import { recoverRuns } from '../../../workflows/recover-runs';
import { findRun } from '../../../workflows/run-record';
import { findChargeOf } from './charge';
import { loadPayment } from './payment-rows';
import { rollBackPayment, settle } from './settle';
import type { CheckoutDeps, CheckoutState, PaymentRow } from './types';
import { CHECKOUT_WORKFLOW, checkoutWorkflow } from './workflow';

/** A STARTED payment untouched this long is no longer being worked on by a live request. */
export const STALE_STARTED_SECONDS = 120;
/** A 3-D Secure challenge nobody answered within this time is abandoned. */
export const ABANDONED_ACTION_SECONDS = 30 * 60;

export async function recoverPayments(
  deps: CheckoutDeps,
  opts: { staleSeconds?: number; abandonedSeconds?: number } = {},
): Promise<{ completed: number; declined: number; rolledBack: number }> {
  const stale = opts.staleSeconds ?? STALE_STARTED_SECONDS;
  const abandoned = opts.abandonedSeconds ?? ABANDONED_ACTION_SECONDS;
  const ended: PaymentRow[] = [];
  // Checkouts a crash stopped part-way: resumed from the step they reached, or compensated.
  for (const run of await recoverRuns(checkoutWorkflow(deps), deps.db, { staleSeconds: stale })) {
    const paymentId = (run.state as CheckoutState).paymentId;
    if (paymentId != null) ended.push(await loadPayment(deps.db, paymentId));
  }
  // Payments a crash left STARTED before checkouts kept a run (a database from before decision 029): the
  // processor says whether their charge key was charged, and they are finished or rolled back as then.
  const unrecorded = await deps.db
    .select()
    .from(payments)
    .where(
      sql`${payments.status} = 'STARTED' and ${payments.updatedAt} < now() - make_interval(secs => ${stale})`,
    )
    .limit(100);
  for (const payment of unrecorded) {
    if (await findRun(deps.db, CHECKOUT_WORKFLOW, payment.chargeKey)) continue;
    const charge = await findChargeOf(deps, payment);
    ended.push(charge ? await settle(deps, payment, charge) : await rollBackPayment(deps, payment));
  }
  // Challenges nobody answered: the processor says whether the payer finished it after all.
  const waiting = await deps.db
    .select()
    .from(payments)
    .where(
      sql`${payments.status} = 'REQUIRES_ACTION' and ${payments.updatedAt} < now() - make_interval(secs => ${abandoned})`,
    )
    .limit(100);
  for (const payment of waiting) {
    const charge = await findChargeOf(deps, payment);
    ended.push(charge ? await settle(deps, payment, charge) : await rollBackPayment(deps, payment));
  }
  return {
    completed: ended.filter((p) => p.status === 'COMPLETED').length,
    declined: ended.filter((p) => p.status === 'DECLINED').length,
    rolledBack: ended.filter((p) => p.status === 'ROLLED_BACK').length,
  };
}
