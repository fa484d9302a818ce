// Recovery of payments a crash left in flight (issue 5: "a restarted server finishes or rolls back what was
// in flight"). Runs at start-up and every minute on one instance at a time (a stately job), and is safe on
// any number: each step is a conditional update, and the processor answers one charge per key.
import { sql } from 'drizzle-orm';
import { creatorInvoicePayments as payments } from '../../../db/schema/payments';
import { type CheckoutDeps, type PaymentRow, rollBackPayment, settle } from './workflow';

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
  const rows = await deps.db
    .select()
    .from(payments)
    .where(
      sql`(${payments.status} = 'STARTED' and ${payments.updatedAt} < now() - make_interval(secs => ${stale}))
       or (${payments.status} = 'REQUIRES_ACTION' and ${payments.updatedAt} < now() - make_interval(secs => ${abandoned}))`,
    )
    .limit(100);
  const tally = { completed: 0, declined: 0, rolledBack: 0 };
  for (const payment of rows) {
    const after = await recoverOne(deps, payment);
    if (after.status === 'COMPLETED') tally.completed++;
    else if (after.status === 'DECLINED') tally.declined++;
    else if (after.status === 'ROLLED_BACK') tally.rolledBack++;
  }
  return tally;
}

/**
 * Asks the processor what became of the payment's charge key: charged → finish the order; declined →
 * release; no charge at all (the crash came before it) → roll back, so nothing is charged later.
 */
async function recoverOne(deps: CheckoutDeps, payment: PaymentRow): Promise<PaymentRow> {
  const charge =
    payment.method === 'WALLET' || payment.status === 'STARTED'
      ? await deps.payments.findCharge(payment.chargeKey)
      : payment.chargeRef
        ? await deps.payments.confirmCharge(payment.chargeRef)
        : null;
  if (!charge || charge.status === 'requires_action' || charge.status === 'canceled')
    return rollBackPayment(deps, payment);
  return settle(deps, payment, charge);
}
