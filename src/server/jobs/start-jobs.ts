import type { AppDeps } from '../app-deps';
import { registerBrandKitJobs } from '../modules/brand-kits/jobs';
import { registerSortTierJobs } from '../modules/catalog/search/sort-tier-upkeep';
import { registerCopilotJobs } from '../modules/copilot/recover';
import { registerImageIndexJobs, requestImageIndex } from '../modules/image-search/index-images';
import { registerInvoiceJobs } from '../modules/invoices/overdue';
import { registerMessagingJobs } from '../modules/messaging/digest';
import { registerOrderImportJobs } from '../modules/orders/import-task';
import { registerHeldDigestJobs } from '../modules/orders/outbound/held-digest';
import { registerTrackingJobs } from '../modules/orders/shipments/tracking-job';
import { registerPaymentJobs } from '../modules/payments/checkout/notify';
import { registerExpandedContactJobs } from '../modules/sourcing-agent/expanded-network/load-contact';
import { registerSubscriptionJobs } from '../modules/subscriptions/jobs';
import { registerUploadSweepJobs } from '../modules/uploads/sweep';

/** Every module's background jobs, in one list (like API_MODULES for routes). */
export const JOB_MODULES: ((deps: AppDeps) => Promise<void>)[] = [
  registerImageIndexJobs,
  registerSortTierJobs,
  registerUploadSweepJobs,
  registerMessagingJobs,
  registerInvoiceJobs,
  registerPaymentJobs,
  registerBrandKitJobs,
  registerSubscriptionJobs,
  registerTrackingJobs,
  registerHeldDigestJobs,
  registerOrderImportJobs,
  registerExpandedContactJobs,
  registerCopilotJobs,
];

/**
 * Starts the queue, then this instance's workers. Indexing runs in the background: start-up only sends
 * the planning job, so neither start nor the HTTP server waits for it.
 */
export async function startJobs(deps: AppDeps) {
  await deps.jobs.start();
  if (!deps.config.jobs.workers) return;
  for (const register of JOB_MODULES) await register(deps);
  // A few seconds' delay: the first start's build, listen and first requests do not share the CPU with it.
  if (deps.config.jobs.imageIndexOnStart) await requestImageIndex(deps.jobs, { delaySeconds: 3 });
}
