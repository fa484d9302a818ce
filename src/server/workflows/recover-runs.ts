// Recovery of runs a crashed instance left RUNNING: each is claimed by one instance (claimStaleRuns) and
// resumed from the step it reached, or compensated when its next step's probe says that step never happened.
import type { Database } from '../db/client';
import type { RunState, Workflow } from './create-step';
import { claimStaleRuns, RUN_LEASE_SECONDS } from './run-record';
import { type RunOutcome, resumeRun } from './run-workflow';

export type RecoveredRun<S extends RunState> =
  | (RunOutcome<S> & { key: string })
  | { key: string; error: unknown; state: S };

/** Resumes or compensates up to `limit` runs of `workflow` untouched for `staleSeconds`; one failing run does not stop the others. */
export async function recoverRuns<S extends RunState>(
  workflow: Workflow<S>,
  db: Database,
  opts: { staleSeconds: number; limit?: number },
): Promise<RecoveredRun<S>[]> {
  const runs = await claimStaleRuns(db, workflow.name, {
    staleSeconds: opts.staleSeconds,
    leaseSeconds: RUN_LEASE_SECONDS,
    limit: opts.limit ?? 100,
  });
  const out: RecoveredRun<S>[] = [];
  for (const run of runs) {
    try {
      out.push({ key: run.key, ...(await resumeRun(workflow, db, run, { via: 'recovery' })) });
    } catch (error) {
      // Left RUNNING: its lease runs out and a later recovery tries again.
      out.push({ key: run.key, error, state: run.state as S });
    }
  }
  return out;
}
