// The persisted record of a run (workflow_runs): one statement per write, conditional on the run still
// RUNNING, so an instance that lost a run to another (recovery) never writes over it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { type WorkflowRunStatus, workflowRuns } from '../db/schema/workflows';
import type { RunState } from './create-step';

/** How long a claimed run is held against other instances before it may be claimed again. */
export const RUN_LEASE_SECONDS = 60;

export type RunRow = typeof workflowRuns.$inferSelect;

/** The first record of a run creates it; null when the key already has a run (a retry, a second instance). */
export async function insertRun(
  tx: Db,
  run: { workflow: string; key: string; step: string; status: WorkflowRunStatus; state: RunState },
): Promise<number | null> {
  const [row] = await tx
    .insert(workflowRuns)
    .values(run)
    .onConflictDoNothing()
    .returning({ id: workflowRuns.id });
  return row?.id ?? null;
}

/** Records the step reached (and the run's end, when status is not RUNNING); false when the run is no longer ours. */
export async function recordStep(
  tx: Db,
  id: number,
  step: string,
  status: WorkflowRunStatus,
  state: RunState,
): Promise<boolean> {
  const rows = await tx
    .update(workflowRuns)
    .set({
      step,
      status,
      state,
      updatedAt: sql`now()`,
      ...(status === 'RUNNING' ? {} : { lockedUntil: null }),
    })
    .where(and(eq(workflowRuns.id, id), eq(workflowRuns.status, 'RUNNING')))
    .returning({ id: workflowRuns.id });
  return rows.length > 0;
}

export async function findRun(db: Db, workflow: string, key: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(workflowRuns)
    .where(and(eq(workflowRuns.workflow, workflow), eq(workflowRuns.key, key)));
  return row ?? null;
}

/**
 * Claims RUNNING runs untouched for `staleSeconds` that no other instance holds, for `leaseSeconds`: one
 * UPDATE, with the candidates locked SKIP LOCKED and the conditions checked again under the lock, so two
 * instances never claim the same run.
 */
export async function claimStaleRuns(
  db: Db,
  workflow: string,
  opts: { staleSeconds: number; leaseSeconds: number; limit: number; key?: string },
): Promise<RunRow[]> {
  const byKey = opts.key === undefined ? sql`` : sql`and key = ${opts.key}`;
  const claimable = sql`status = 'RUNNING' and workflow = ${workflow} ${byKey}
    and updated_at <= now() - make_interval(secs => ${opts.staleSeconds})
    and (locked_until is null or locked_until < now())`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update ${workflowRuns} set locked_until = now() + make_interval(secs => ${opts.leaseSeconds}),
             attempts = attempts + 1
       where id in (select id from ${workflowRuns} where ${claimable}
                     order by updated_at limit ${opts.limit} for update skip locked)
         and ${claimable}
      returning id`),
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  return db
    .select()
    .from(workflowRuns)
    .where(sql`${workflowRuns.id} in ${sql.raw(`(${ids.map(Number).join(', ')})`)}`);
}
