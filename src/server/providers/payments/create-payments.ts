import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createEmbeddedPayments } from './embedded-processor';
import { createStripePayments } from './stripe-payments';
import type { PaymentsProvider } from './types';

/**
 * The embedded test-mode card and bank processor by default; Stripe when STRIPE_SECRET_KEY is set.
 * `secret` keys the embedded processor's card fingerprints, and names this deployment in Stripe idempotency keys.
 */
export function createPayments(config: Config, db: Database, secret: string): PaymentsProvider {
  if (config.payments.stripe) {
    const keyPrefix = `quarry-${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;
    return createStripePayments({ ...config.payments.stripe, keyPrefix });
  }
  return createEmbeddedPayments({ db, secret });
}
