import type { AppDeps } from '../../app-deps';

export const BILLING_RUN_DUE_QUEUE = 'subscriptions-run-due';

/**
 * Renewals, trial ends, dunning retries, scheduled resumes and cancellations at period end: every minute the
 * processor runs what is due (each period charged once however many run at once) and delivers its events to
 * the subscriptions module's handler. With Stripe it is a no-op: Stripe runs its own clock and posts webhooks.
 */
export async function registerSubscriptionJobs(deps: Pick<AppDeps, 'jobs' | 'payments'>) {
  await deps.jobs.work(BILLING_RUN_DUE_QUEUE, { policy: 'stately', retryLimit: 1 }, async () => {
    await deps.payments.billing.runDue();
  });
  await deps.jobs.schedule(BILLING_RUN_DUE_QUEUE, '* * * * *');
}
