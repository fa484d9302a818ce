import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { processorInvoices } from '../../../db/schema/processor-billing';
import { AppError } from '../../../http/errors';
import { addHours, nextPeriodEnd, nextRetryAt } from '../billing-math';
import { type DunningSchedule, INCOMPLETE_EXPIRES_HOURS } from '../billing-types';
import type { Charge } from '../types';
import {
  discountApplies,
  type InvoiceRow,
  insertInvoice,
  invoiceById,
  isEnded,
  lineJson,
  lockSubscription,
  recordEvent,
  type SubRow,
  saveSubscription,
  updateInvoice,
  voidUnpaid,
} from './billing-rows';
import { chargeWith } from './charges';

// The embedded subscription's clock-driven life: what falls due (trial end and renewals at the period end,
// dunning retries, a scheduled resume, the 23 h expiry of an incomplete first payment, cancel at period
// end) and collecting an invoice. Everything runs inside the transaction that holds the subscription's row
// lock, and each invoice attempt charges with its own idempotency key, so a period is charged once however
// many runDue calls race.

export type CycleContext = { now: () => Date; dunning: DunningSchedule };

export type CollectOutcome = 'paid' | 'failed' | 'action';

export const priceLine = (sub: SubRow, start: Date, end: Date) =>
  lineJson(
    `${sub.planType} (per ${sub.interval}), ${(sub.unitAmountCents / 100).toFixed(2)} ${sub.currency}`,
    sub.unitAmountCents,
    false,
    start,
    end,
  );

/**
 * One payment attempt on an invoice (key `${invoice.id}:attempt:${n}`): paid, failed (declined, or no
 * usable card) or waiting for 3-D Secure. An invoice with nothing due is paid without a charge.
 */
export async function collect(
  tx: Db,
  ctx: CycleContext,
  sub: SubRow,
  inv: InvoiceRow,
  at: Date,
  paymentMethodId: string | null,
): Promise<{ invoice: InvoiceRow; outcome: CollectOutcome }> {
  if (inv.amountDueCents === 0) {
    const invoice = await updateInvoice(tx, inv.id, {
      status: 'paid',
      paidAt: at,
      nextPaymentAttempt: null,
      challengeId: null,
    });
    await recordEvent(tx, { type: 'invoice.paid', subscriptionId: sub.id, invoiceId: inv.id, at });
    return { invoice, outcome: 'paid' };
  }
  const attempt = inv.attemptCount + 1;
  let charge: Charge | null = null;
  let declineCode: string | null = null;
  if (!paymentMethodId) declineCode = 'no_payment_method';
  else {
    try {
      charge = await chargeWith(tx, ctx.now, {
        amountCents: inv.amountDueCents,
        currency: inv.currency,
        paymentMethodId,
        customerId: sub.customerId,
        idempotencyKey: `${inv.id}:attempt:${attempt}`,
        description: `Subscription ${sub.id}, invoice ${inv.id}`,
      });
    } catch (err) {
      // A detached or unknown card: the attempt fails like a decline, and dunning goes on.
      if (!(err instanceof AppError) || err.code !== 'INVALID') throw err;
      declineCode = 'payment_method_unavailable';
    }
  }
  if (charge?.status === 'succeeded') {
    const invoice = await updateInvoice(tx, inv.id, {
      status: 'paid',
      amountPaidCents: inv.amountDueCents,
      paidAt: at,
      attemptCount: attempt,
      chargeId: charge.id,
      challengeId: null,
      lastDeclineCode: null,
      nextPaymentAttempt: null,
    });
    await recordEvent(tx, { type: 'invoice.paid', subscriptionId: sub.id, invoiceId: inv.id, at });
    return { invoice, outcome: 'paid' };
  }
  const action = charge?.status === 'requires_action';
  const invoice = await updateInvoice(tx, inv.id, {
    status: 'open',
    attemptCount: attempt,
    chargeId: charge?.id ?? null,
    challengeId: action ? charge!.challengeId : null,
    lastDeclineCode: action ? null : (charge?.declineCode ?? declineCode ?? 'generic_decline'),
    firstFailedAt: inv.firstFailedAt ?? at,
    nextPaymentAttempt: null,
  });
  await recordEvent(tx, { type: 'invoice.payment_failed', subscriptionId: sub.id, invoiceId: inv.id, at });
  return { invoice, outcome: action ? 'action' : 'failed' };
}

/**
 * After a failed renewal attempt: the next dunning retry, or — retries exhausted — unpaid or canceled.
 * Answers the subscription's changes (status, and for canceled its end).
 */
export async function afterFailedRenewal(
  tx: Db,
  ctx: CycleContext,
  sub: SubRow,
  inv: InvoiceRow,
  at: Date,
): Promise<{ changes: Partial<SubRow>; ended: boolean }> {
  const next = nextRetryAt(ctx.dunning, inv.firstFailedAt ?? at, inv.attemptCount);
  if (next) {
    await updateInvoice(tx, inv.id, { nextPaymentAttempt: next });
    return { changes: { status: 'past_due' }, ended: false };
  }
  if (ctx.dunning.afterRetries === 'unpaid') return { changes: { status: 'unpaid' }, ended: false };
  await voidUnpaid(tx, sub.id);
  return { changes: { status: 'canceled', canceledAt: at, endedAt: at }, ended: true };
}

/** Back from a pause: the status before it (trialing only while the trial runs), dunning picked up again. */
export async function resumeRow(tx: Db, sub: SubRow, at: Date): Promise<SubRow> {
  let status: SubRow['status'] = 'active';
  if (sub.statusBeforePause === 'trialing' && sub.trialEnd && sub.trialEnd > at) status = 'trialing';
  if (sub.statusBeforePause === 'past_due' || sub.statusBeforePause === 'unpaid') {
    status = sub.statusBeforePause;
    const inv = await invoiceById(tx, sub.latestInvoiceId);
    if (status === 'past_due' && inv?.status === 'open') {
      await updateInvoice(tx, inv.id, { nextPaymentAttempt: at });
    }
  }
  return saveSubscription(
    tx,
    sub,
    { status, pauseBehavior: null, pauseResumesAt: null, statusBeforePause: null },
    at,
  );
}

type Due = { at: Date; kind: 'expire' | 'resume' | 'retry' | 'period_end' };

async function nextDue(tx: Db, sub: SubRow): Promise<Due | null> {
  if (isEnded(sub)) return null;
  if (sub.status === 'incomplete') {
    return { at: addHours(sub.created, INCOMPLETE_EXPIRES_HOURS), kind: 'expire' };
  }
  // At equal times a resume or a retry goes before the period's end.
  const dues: Due[] = [];
  if (sub.status === 'paused' && sub.pauseResumesAt) dues.push({ at: sub.pauseResumesAt, kind: 'resume' });
  if (sub.status === 'past_due') {
    const inv = await invoiceById(tx, sub.latestInvoiceId);
    if (inv?.status === 'open' && inv.nextPaymentAttempt) {
      dues.push({ at: inv.nextPaymentAttempt, kind: 'retry' });
    }
  }
  dues.push({ at: sub.currentPeriodEnd, kind: 'period_end' });
  return dues.reduce((a, b) => (b.at < a.at ? b : a));
}

/** A new period: its invoice, collected (or kept as the pause says), and the subscription moved on. */
async function renew(tx: Db, ctx: CycleContext, sub: SubRow, at: Date): Promise<SubRow> {
  const start = sub.currentPeriodEnd;
  const end = nextPeriodEnd(sub.billingCycleAnchor, sub.interval, start);
  const discount = discountApplies(sub.discount, start) ? sub.discount : null;
  // An older invoice still open stops being retried: the new period's invoice is the one collected.
  await tx
    .update(processorInvoices)
    .set({ nextPaymentAttempt: null })
    .where(and(eq(processorInvoices.subscriptionId, sub.id), eq(processorInvoices.status, 'open')));
  const made = await insertInvoice(
    tx,
    { ...sub, discount },
    {
      uniqueKey: `${sub.id}:cycle:${start.toISOString()}`,
      reason: 'subscription_cycle',
      lines: [priceLine(sub, start, end), ...sub.pendingLines],
      periodStart: start,
      periodEnd: end,
      at,
    },
  );
  if (!made) throw new AppError('INTERNAL', 'The renewal invoice was already made');
  const changes: Partial<SubRow> = {
    currentPeriodStart: start,
    currentPeriodEnd: end,
    pendingLines: [],
    discount,
    creditBalanceCents: made.creditBalanceCents,
    latestInvoiceId: made.invoice.id,
  };
  if (sub.status === 'paused') {
    const status =
      sub.pauseBehavior === 'keep_as_draft'
        ? 'draft'
        : sub.pauseBehavior === 'void'
          ? 'void'
          : 'uncollectible';
    await updateInvoice(tx, made.invoice.id, { status });
    return saveSubscription(tx, sub, changes, at);
  }
  if (sub.status === 'unpaid') return saveSubscription(tx, sub, changes, at);
  const paid = await collect(tx, ctx, sub, made.invoice, at, sub.defaultPaymentMethod);
  if (paid.outcome === 'paid') return saveSubscription(tx, sub, { ...changes, status: 'active' }, at);
  const failed = await afterFailedRenewal(tx, ctx, sub, paid.invoice, at);
  return saveSubscription(
    tx,
    sub,
    { ...changes, ...failed.changes },
    at,
    failed.ended ? 'customer.subscription.deleted' : 'customer.subscription.updated',
  );
}

async function handle(tx: Db, ctx: CycleContext, sub: SubRow, due: Due): Promise<SubRow> {
  const at = due.at;
  switch (due.kind) {
    case 'expire':
      await voidUnpaid(tx, sub.id);
      return saveSubscription(
        tx,
        sub,
        { status: 'incomplete_expired', endedAt: at },
        at,
        'customer.subscription.deleted',
      );
    case 'resume':
      return resumeRow(tx, sub, at);
    case 'retry': {
      const inv = (await invoiceById(tx, sub.latestInvoiceId))!;
      const paid = await collect(tx, ctx, sub, inv, at, sub.defaultPaymentMethod);
      if (paid.outcome === 'paid') return saveSubscription(tx, sub, { status: 'active' }, at);
      const failed = await afterFailedRenewal(tx, ctx, sub, paid.invoice, at);
      if (failed.changes.status === sub.status) return sub;
      return saveSubscription(
        tx,
        sub,
        failed.changes,
        at,
        failed.ended ? 'customer.subscription.deleted' : 'customer.subscription.updated',
      );
    }
    case 'period_end':
      if (sub.cancelAtPeriodEnd) {
        await voidUnpaid(tx, sub.id);
        return saveSubscription(
          tx,
          sub,
          { status: 'canceled', endedAt: at, canceledAt: sub.canceledAt ?? at },
          at,
          'customer.subscription.deleted',
        );
      }
      return renew(tx, ctx, sub, at);
  }
}

/**
 * Everything due for one subscription up to `now`, in time order (a clock moved a year runs twelve
 * renewals, each at its own time). Call inside a transaction; answers whether anything happened.
 */
export async function advance(tx: Db, ctx: CycleContext, subscriptionId: string, now: Date) {
  let sub = await lockSubscription(tx, subscriptionId);
  let moved = false;
  // A guard against a loop that never reaches `now` (a period is at least a month).
  for (let step = 0; step < 10_000; step++) {
    const due = await nextDue(tx, sub);
    if (!due || due.at > now) break;
    sub = await handle(tx, ctx, sub, due);
    moved = true;
  }
  return moved;
}
