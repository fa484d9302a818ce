import { eq } from 'drizzle-orm';
import { TEST_CARDS } from '../../../shared/rules/payments';
import { PLANS } from '../../../shared/rules/plans';
import type { AppDeps } from '../../app-deps';
import { priceOf } from '../../modules/subscriptions/manage';
import { recordSubscription } from '../../modules/subscriptions/record';
import { grantSignupCredits } from '../../modules/subscriptions/store-credits';
import { isEmbeddedPayments } from '../../providers/payments/embedded-processor';
import { users } from '../schema/auth';
import { paymentCustomers } from '../schema/payments';
import { DEMO_ACCOUNTS } from './demo';
import { markSeedPartFound, recordSeedRun } from './seed-runs';

/** The demo founder's plan: Scaling, billed monthly. */
const DEMO_PLAN = { tier: 'TIER_2_5', interval: 'MONTHLY' } as const;

/**
 * Seed part `demo-subscription`: the demo founder's Scaling plan is a real subscription of the embedded
 * processor, paid monthly with a saved test card (Visa 4242), so Manage plan, pause, resume, cancel, the
 * survey and the invoices work on it like on any founder's. Its first invoice is paid, so the bundle's signup
 * credits are on the store's balance. With Stripe configured nothing is created (Quarry does not open
 * subscriptions on a real account by itself): the part is marked found and the founder keeps the plan the
 * accounts seed gave the store. Needs the wired dependencies (the processor), so start.ts runs it after them.
 */
export async function seedDemoSubscription(deps: Pick<AppDeps, 'db' | 'bus' | 'payments'>): Promise<boolean> {
  const db = deps.db;
  if (!isEmbeddedPayments(deps.payments)) {
    await markSeedPartFound(db, 'demo-subscription');
    return false;
  }
  const [founder] = await db
    .select({ storeId: users.storeId, email: users.email })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.founder));
  if (!founder?.storeId) return false;
  const storeId = founder.storeId;
  const payments = deps.payments;
  const customerId = await payments.createCustomer({ email: founder.email, storeId });
  await db.insert(paymentCustomers).values({ storeId, customerRef: customerId }).onConflictDoNothing();
  const token = await payments.tokenizeCard({
    number: TEST_CARDS.success,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 4,
    cvc: '123',
  });
  const card = await payments.attachPaymentMethod(customerId, token.id);
  await payments.setDefaultPaymentMethod(customerId, card.id);
  const sub = await payments.billing.createSubscription({
    customerId,
    paymentMethodId: card.id,
    price: priceOf(DEMO_PLAN.tier, DEMO_PLAN.interval),
    trialDays: 0,
    coupon: null,
    metadata: { store_id: String(storeId) },
    idempotencyKey: `demo-subscription:${storeId}`,
  });
  await recordSubscription(deps, sub);
  await db.transaction(async (tx) => {
    await grantSignupCredits(tx, storeId, PLANS[DEMO_PLAN.tier].signupCreditsCents[DEMO_PLAN.interval]);
    await recordSeedRun(tx, 'demo-subscription');
  });
  return true;
}
