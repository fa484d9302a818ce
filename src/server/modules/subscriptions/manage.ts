import type { ChangePlanBody, PauseBody, SubscribeBody } from '../../../shared/contract/subscriptions';
import {
  findPlanPromoCode,
  type PaidTier,
  PLANS,
  type PlanInterval,
  TRIAL_DAYS,
} from '../../../shared/rules/plans';
import type { AppDeps } from '../../app-deps';
import type { StoreCtx } from '../../http/context';
import { conflict, invalid, notFound } from '../../http/errors';
import type { PlanPrice, Subscription } from '../../providers/payments/billing-types';
import { ensureCustomer, resolvePaymentMethod } from '../payments/methods/service';
import { findSubscriptionRow, recordSubscription, type SubscriptionRow } from './record';
import { getSubscriptionView, toInvoice } from './view';

// Subscribe, change plan, pause, resume and reactivate (second document §4): each calls the payments
// processor's billing outside any transaction of ours, records the subscription it answers, and answers
// the view. The processor's own events bring the same state again (record.ts keeps the newest).

export type SubscriptionDeps = Pick<AppDeps, 'db' | 'bus' | 'payments'>;

const ENDED = new Set(['canceled', 'incomplete_expired']);
const MAX_PAUSE_DAYS = 92;

export const priceOf = (tier: PaidTier, interval: PlanInterval): PlanPrice => ({
  planType: tier,
  interval: interval === 'YEARLY' ? 'year' : 'month',
  unitAmountCents: PLANS[tier].priceCents[interval],
  currency: 'USD',
});

async function record(deps: SubscriptionDeps, ctx: StoreCtx, sub: Subscription) {
  await recordSubscription(deps, sub);
  return getSubscriptionView(deps, ctx);
}

/** The store's subscription that has not ended, or 409. */
async function liveRow(deps: SubscriptionDeps, ctx: StoreCtx): Promise<SubscriptionRow> {
  const row = await findSubscriptionRow(deps.db, ctx.storeId);
  if (!row || ENDED.has(row.status))
    throw conflict('You have no plan subscription to change; choose a plan first');
  return row;
}

/** Start a plan with a saved card; the store's first subscription starts with the trial unless trialOff. */
export async function subscribe(deps: SubscriptionDeps, ctx: StoreCtx, body: SubscribeBody, key: string) {
  const row = await findSubscriptionRow(deps.db, ctx.storeId);
  if (row && !ENDED.has(row.status) && row.status !== 'incomplete')
    throw conflict('Your store already has a plan: change it from Manage plan');
  const promo = body.promoCode ? findPlanPromoCode(body.promoCode) : null;
  if (body.promoCode && !promo) {
    const message = `${body.promoCode.toUpperCase()} is not a plan promo code`;
    throw invalid(message, [{ path: 'body.promoCode', message }]);
  }
  const method = await resolvePaymentMethod(deps, ctx.storeId, body.paymentMethodId);
  if (method.customerId == null) {
    const message = 'Save the card first, then choose it for your plan';
    throw invalid(message, [{ path: 'body.paymentMethodId', message }]);
  }
  const customerId = await ensureCustomer(deps, ctx);
  // A first payment that failed: that attempt is dropped for the new one.
  if (row?.status === 'incomplete') await deps.payments.billing.cancelNow(row.subscriptionId);
  const sub = await deps.payments.billing.createSubscription({
    customerId,
    paymentMethodId: method.ref,
    price: priceOf(body.planType, body.interval),
    trialDays: row === null && !body.trialOff ? TRIAL_DAYS : 0,
    coupon: promo
      ? {
          id: promo.code,
          percentOff: promo.percentOff,
          durationMonths: promo.durationMonths,
          promotionCode: promo.code,
        }
      : null,
    metadata: { store_id: String(ctx.storeId) },
    idempotencyKey: `subscribe:${ctx.storeId}:${key}`,
  });
  return record(deps, ctx, sub);
}

/** Upgrade or downgrade (or switch interval), prorated by the processor in integer cents. */
export async function changePlan(deps: SubscriptionDeps, ctx: StoreCtx, body: ChangePlanBody, key: string) {
  const row = await liveRow(deps, ctx);
  if (row.status === 'paused') throw conflict('Resume your plan before you change it');
  if (row.planType === body.planType && row.interval === body.interval)
    throw invalid('That is already your plan');
  const { subscription, invoice } = await deps.payments.billing.changePlan({
    subscriptionId: row.subscriptionId,
    price: priceOf(body.planType, body.interval),
    idempotencyKey: `change:${ctx.storeId}:${key}`,
  });
  return { view: await record(deps, ctx, subscription), invoice: invoice ? toInvoice(invoice) : null };
}

export async function pause(deps: SubscriptionDeps, ctx: StoreCtx, body: PauseBody) {
  const row = await liveRow(deps, ctx);
  if (!['active', 'trialing', 'past_due'].includes(row.status))
    throw conflict('Only a running plan can be paused');
  const resumesAt = body.resumesAt ? new Date(body.resumesAt) : null;
  if (resumesAt) {
    const days = (resumesAt.getTime() - Date.now()) / 86_400_000;
    if (days <= 0 || days > MAX_PAUSE_DAYS) {
      const message = `Choose a resume date within the next ${MAX_PAUSE_DAYS} days`;
      throw invalid(message, [{ path: 'body.resumesAt', message }]);
    }
  }
  const sub = await deps.payments.billing.pause({
    subscriptionId: row.subscriptionId,
    behavior: body.behavior,
    resumesAt,
  });
  return record(deps, ctx, sub);
}

export async function resume(deps: SubscriptionDeps, ctx: StoreCtx) {
  const row = await liveRow(deps, ctx);
  if (row.status !== 'paused') throw conflict('Your plan is not paused');
  return record(deps, ctx, await deps.payments.billing.resume(row.subscriptionId));
}

/** REACTIVATE: undo a cancellation at period end, or start the ended plan again (charged now). */
export async function reactivate(deps: SubscriptionDeps, ctx: StoreCtx, key: string) {
  const row = await findSubscriptionRow(deps.db, ctx.storeId);
  if (!row) throw conflict('You have no plan to reactivate; choose a plan');
  if (!row.cancelAtPeriodEnd && !ENDED.has(row.status)) throw conflict('Your plan is not cancelled');
  const sub = await deps.payments.billing.reactivate({
    subscriptionId: row.subscriptionId,
    idempotencyKey: `reactivate:${ctx.storeId}:${key}`,
  });
  return record(deps, ctx, sub);
}

/** The subscription's invoices, newest first. */
export async function listSubscriptionInvoices(deps: SubscriptionDeps, ctx: StoreCtx) {
  const row = await findSubscriptionRow(deps.db, ctx.storeId);
  if (!row) return [];
  return (await deps.payments.billing.listInvoices(row.subscriptionId, 24)).map(toInvoice);
}

/** Retry an open invoice of the store's subscription (after the founder fixed the card). */
export async function payInvoice(
  deps: SubscriptionDeps,
  ctx: StoreCtx,
  invoiceId: string,
  paymentMethodId?: string,
) {
  const row = await findSubscriptionRow(deps.db, ctx.storeId);
  const invoice = row ? await deps.payments.billing.retrieveInvoice(invoiceId) : null;
  if (!row || !invoice || invoice.subscriptionId !== row.subscriptionId) throw notFound('Invoice');
  const method = paymentMethodId ? await resolvePaymentMethod(deps, ctx.storeId, paymentMethodId) : null;
  const paid = await deps.payments.billing.payInvoice({ invoiceId, paymentMethodId: method?.ref ?? null });
  const sub = await deps.payments.billing.retrieveSubscription(row.subscriptionId);
  if (sub) await recordSubscription(deps, sub);
  return toInvoice(paid);
}
