import { eq } from 'drizzle-orm';
import { type PaidTier, PLANS } from '../../../shared/rules/plans';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { billingEventsSeen, storeSubscriptions } from '../../db/schema/subscriptions';
import type { BillingEvent, Subscription } from '../../providers/payments/billing-types';
import { announceStoreChanged, type StorePlanFields, setStorePlan } from '../stores/store-plan';
import { lockStore } from '../stores/store-rows';
import { grantSignupCredits } from './store-credits';

// The one way the processor's subscription state reaches Quarry: a snapshot (from a call's answer or a
// billing event) is recorded in store_subscriptions and the store user's planType, modules and
// blueprintSubscription* fields are derived from it, in one transaction under the store's row lock.

export type RecordDeps = Pick<AppDeps, 'db' | 'bus'>;
export type SubscriptionRow = typeof storeSubscriptions.$inferSelect;

/** Statuses that keep the plan's modules on (second document §4: active, trialing or past due). */
const LIVE = new Set(['trialing', 'active', 'past_due']);
/** Statuses after which the plan's modules show EXPIRED (the store had them and lost them). */
const LOST = new Set(['canceled', 'incomplete_expired', 'unpaid', 'paused']);

export const storeIdOf = (sub: Subscription) => {
  const id = Number(sub.metadata.store_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
export const intervalOf = (sub: Subscription): 'MONTHLY' | 'YEARLY' =>
  sub.price.interval === 'year' ? 'YEARLY' : 'MONTHLY';

/** What the store user shows for a subscription snapshot. */
export function planFieldsOf(sub: Subscription, pausedAt: Date | null): StorePlanFields {
  const tier = sub.price.planType as PaidTier;
  const live = LIVE.has(sub.status);
  const lost = LOST.has(sub.status)
    ? PLANS[tier].modules.filter((m) => !PLANS.TIER_1.modules.includes(m))
    : [];
  const paused = sub.status === 'paused';
  return {
    planType: live ? tier : 'TIER_1',
    billingInterval: live ? intervalOf(sub) : null,
    modules: Object.fromEntries(lost.map((m) => [m, 'EXPIRED'])),
    blueprintSubscriptionId: sub.id,
    // Stripe keeps `active` while collection is paused; the pause shows in blueprintSubscriptionPausedAt.
    blueprintSubscriptionStatus: paused ? 'active' : sub.status,
    blueprintSubscriptionBehavior: sub.pauseCollection?.behavior ?? null,
    blueprintSubscriptionPausedAt: paused ? pausedAt : null,
    blueprintSubscriptionResumesAt: sub.pauseCollection?.resumesAt ?? null,
  };
}

/** Whether `sub` is newer than what is recorded: the same subscription at a later version, or a later one. */
function isNewer(row: SubscriptionRow | undefined, sub: Subscription) {
  if (!row) return true;
  if (row.subscriptionId === sub.id) return sub.version >= row.version;
  return sub.created.getTime() >= row.subscriptionCreatedAt.getTime();
}

/** Records the snapshot in `tx` (the caller holds nothing); answers whether the store changed. */
async function applySnapshot(tx: Db, storeId: number, sub: Subscription, at: Date): Promise<boolean> {
  await lockStore(tx, storeId, 'no key update');
  const [row] = await tx.select().from(storeSubscriptions).where(eq(storeSubscriptions.storeId, storeId));
  if (!isNewer(row, sub)) return false;
  const paused = sub.status === 'paused';
  const pausedAt = paused ? (row?.subscriptionId === sub.id && row.pausedAt ? row.pausedAt : at) : null;
  const values = {
    subscriptionId: sub.id,
    customerId: sub.customerId,
    planType: sub.price.planType as PaidTier,
    interval: intervalOf(sub),
    status: sub.status,
    version: sub.version,
    subscriptionCreatedAt: sub.created,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    trialEnd: sub.trialEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    endedAt: sub.endedAt,
    pausedAt,
    pauseBehavior: sub.pauseCollection?.behavior ?? null,
    resumesAt: sub.pauseCollection?.resumesAt ?? null,
    discount: sub.discount
      ? {
          couponId: sub.discount.couponId,
          percentOff: sub.discount.percentOff,
          promotionCode: sub.discount.promotionCode,
          end: sub.discount.end?.toISOString() ?? null,
        }
      : null,
    paymentMethodId: sub.defaultPaymentMethodId,
    latestInvoiceId: sub.latestInvoiceId,
    updatedAt: new Date(),
  };
  await tx
    .insert(storeSubscriptions)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: storeSubscriptions.storeId, set: values });
  return setStorePlan(tx, storeId, planFieldsOf(sub, pausedAt));
}

/** Records a subscription a billing call answered (the same snapshot may come again as an event). */
export async function recordSubscription(deps: RecordDeps, sub: Subscription): Promise<void> {
  const storeId = storeIdOf(sub);
  if (storeId == null) return;
  const changed = await deps.db.transaction((tx) => applySnapshot(tx, storeId, sub, new Date()));
  if (changed) announceStoreChanged(deps.bus, storeId);
}

/**
 * The billing event handler (payments.billing.onEvent): each event once by its id, its snapshot recorded,
 * and on the first invoice paid with money the bundle's signup credits go to the store's balance.
 */
export function createBillingEventHandler(deps: RecordDeps) {
  return async (event: BillingEvent) => {
    const sub = event.subscription;
    const storeId = storeIdOf(sub);
    if (storeId == null) return;
    const changed = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(billingEventsSeen)
        .values({ eventId: event.id, type: event.type, storeId })
        .onConflictDoNothing()
        .returning({ id: billingEventsSeen.eventId });
      if (claimed.length === 0) return false;
      const storeChanged = await applySnapshot(tx, storeId, sub, event.created);
      if (event.type === 'invoice.paid' && event.invoice && event.invoice.amountPaidCents > 0) {
        const plan = PLANS[sub.price.planType as PaidTier];
        if (plan) await grantSignupCredits(tx, storeId, plan.signupCreditsCents[intervalOf(sub)]);
      }
      return storeChanged;
    });
    if (changed) announceStoreChanged(deps.bus, storeId);
  };
}

/** The store's subscription row, if it ever had one. */
export async function findSubscriptionRow(db: Db, storeId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(storeSubscriptions).where(eq(storeSubscriptions.storeId, storeId));
  return row ?? null;
}
