// The embedded carrier's tracking job (decision 045): every TRACKING_INTERVAL_SECONDS it applies each open
// shipment's due events (carrier-timeline.ts, at CARRIER_PACE). A chain of delayed jobs on the one queue
// (stately: at most one queued and one running), with a per-minute schedule that restarts the chain if an
// instance died holding it. Safe on two instances: shipments are claimed with FOR UPDATE SKIP LOCKED and
// events are unique per shipment, time and status. With Shippo the webhook brings the events instead.
import type { AppDeps } from '../../../app-deps';
import { applyDueEmbeddedEvents } from './apply-tracking';

export const TRACKING_QUEUE = 'shipment-tracking';

type TrackingDeps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'shipping'>;

export async function registerTrackingJobs(deps: TrackingDeps) {
  if (deps.shipping.kind !== 'embedded') return;
  const every = deps.config.outbound.trackingIntervalSeconds;
  await deps.jobs.work(TRACKING_QUEUE, { policy: 'stately', retryLimit: 1 }, async () => {
    await applyDueEmbeddedEvents(deps.db, deps.config.shipping.carrierPace);
    if (every < 60) await deps.jobs.send(TRACKING_QUEUE, {}, { startAfterSeconds: every });
  });
  await deps.jobs.schedule(TRACKING_QUEUE, '* * * * *');
  await deps.jobs.send(TRACKING_QUEUE, {});
}
