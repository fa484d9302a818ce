import type { AppDeps } from '../../app-deps';
import { GENERATE_QUEUE } from './kit-requests';
import { RECOVER_QUEUE, recoverKitRequests } from './recover';
import { type KitJobDeps, runKitRequest } from './run-request';

/**
 * Generation: two workers per instance polling every half second (pg-boss's minimum), no retry (a failure
 * is reported and the founder asks again). Recovery: at start-up and every minute, one instance at a time.
 */
export async function registerBrandKitJobs(deps: KitJobDeps & Pick<AppDeps, 'jobs'>) {
  await deps.jobs.work<{ requestId: number }>(
    GENERATE_QUEUE,
    { workers: 2, pollingIntervalSeconds: 0.5, retryLimit: 0, expireInSeconds: 5 * 60 },
    async (data) => runKitRequest(deps, data.requestId),
  );
  await deps.jobs.work(RECOVER_QUEUE, { policy: 'stately', retryLimit: 1 }, async () => {
    await recoverKitRequests(deps, { staleSeconds: deps.config.brandKits.requestStaleSeconds });
  });
  await deps.jobs.schedule(RECOVER_QUEUE, '* * * * *');
  await deps.jobs.send(RECOVER_QUEUE, {});
}
