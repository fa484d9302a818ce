import type { SubscriptionInvoice, SubscriptionView } from '../../../shared/contract/subscriptions';
import { PLANS } from '../../../shared/rules/plans';
import type { AppDeps } from '../../app-deps';
import type { StoreCtx } from '../../http/context';
import type { Invoice } from '../../providers/payments/billing-types';
import { findStorePlan } from '../stores/store-rows';
import { findSubscriptionRow, type SubscriptionRow } from './record';
import { creditBalance } from './store-credits';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** The next renewal's amount: the plan's price less a discount still running then. */
function nextInvoiceOf(row: SubscriptionRow) {
  if (ENDED.has(row.status) || row.cancelAtPeriodEnd || row.status === 'incomplete') return null;
  const price = PLANS[row.planType].priceCents[row.interval];
  const d = row.discount;
  const discounted = d && (d.end === null || new Date(d.end) > row.currentPeriodEnd);
  const amountCents = discounted ? price - Math.round((price * d.percentOff) / 100) : price;
  return { date: row.currentPeriodEnd.toISOString(), amountCents };
}

export function toSummary(row: SubscriptionRow) {
  return {
    id: row.subscriptionId,
    planType: row.planType,
    interval: row.interval,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    trialEnd: iso(row.trialEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endedAt: iso(row.endedAt),
    pausedAt: iso(row.pausedAt),
    pauseBehavior: row.pauseBehavior,
    resumesAt: iso(row.resumesAt),
    discount: row.discount,
    paymentMethodId: row.paymentMethodId,
    nextInvoice: nextInvoiceOf(row),
  };
}

const DECLINES: Record<string, string> = {
  insufficient_funds: 'the card has insufficient funds',
  no_payment_method: 'there is no card to charge',
  authentication_required: 'the bank asks you to confirm the payment',
};

/** GET /web/subscriptions/current, and the answer of every change (read fresh, not from the auth cache). */
export async function getSubscriptionView(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  ctx: StoreCtx,
): Promise<SubscriptionView> {
  const row = await findSubscriptionRow(deps.db, ctx.storeId);
  let paymentProblem: string | null = null;
  if (row && ['incomplete', 'past_due', 'unpaid'].includes(row.status) && row.latestInvoiceId) {
    const invoice = await deps.payments.billing.retrieveInvoice(row.latestInvoiceId);
    if (invoice && invoice.status === 'open') {
      const why = invoice.challengeId
        ? DECLINES.authentication_required
        : (DECLINES[invoice.lastDeclineCode ?? ''] ?? 'the card was declined');
      paymentProblem = `Your last payment did not go through: ${why}. Pay the open invoice with another card.`;
    }
  }
  return {
    planType: (await findStorePlan(deps.db, ctx.storeId)) ?? ctx.store.planType,
    subscription: row ? toSummary(row) : null,
    creditBalanceCents: await creditBalance(deps.db, ctx.storeId),
    trialAvailable: row === null,
    paymentProblem,
  };
}

export function toInvoice(i: Invoice): SubscriptionInvoice {
  return {
    id: i.id,
    status: i.status,
    billingReason: i.billingReason,
    currency: i.currency,
    subtotalCents: i.subtotalCents,
    discountCents: i.discountCents,
    creditAppliedCents: i.creditAppliedCents,
    amountDueCents: i.amountDueCents,
    amountPaidCents: i.amountPaidCents,
    periodStart: i.periodStart.toISOString(),
    periodEnd: i.periodEnd.toISOString(),
    created: i.created.toISOString(),
    paidAt: iso(i.paidAt),
    lines: i.lines.map((l) => ({
      description: l.description,
      amountCents: l.amountCents,
      proration: l.proration,
    })),
  };
}
