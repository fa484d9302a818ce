// Runs a workflow's steps in order, recording the step reached; on a failure it compensates the steps whose
// work is committed, in reverse order (docs/decisions/029-workflows.md).

import type { Database } from '../db/client';
import type { WorkflowRunStatus } from '../db/schema/workflows';
import { LeaveForRecovery, type RunState, type Step, type StepContext, type Workflow } from './create-step';
import { claimStaleRuns, findRun, insertRun, RUN_LEASE_SECONDS, recordStep } from './run-record';

export type RunOutcome<S extends RunState> = { state: S; status: WorkflowRunStatus };

export type RunOptions = {
  /**
   * Called after each recorded stretch of steps with the last one's name. What it throws ends the run at
   * once, with no compensation, as a crash would (the fault-injection tests use it).
   */
  afterStep?: (name: string) => void;
  /** The run's in-process values (StepContext.memory), for a caller that wants what a step kept there. */
  memory?: Map<string, unknown>;
};

/** The key already has a run: this attempt's steps are undone and that run is taken up instead. */
class RunExists extends Error {}

class HookFailure extends Error {
  constructor(readonly reason: unknown) {
    super('afterStep hook');
  }
}

type Progress<S extends RunState> = {
  runId: number | null;
  state: S;
  /** Steps whose work is committed, in order. */
  done: Step<S>[];
};

/**
 * Starts a run of `workflow` for `key`. When the first steps fail because the key already has a run (a
 * retry of a request whose first attempt died), that run is returned if it ended, or resumed from the step
 * it reached.
 */
export async function runWorkflow<S extends RunState>(
  workflow: Workflow<S>,
  db: Database,
  key: string,
  input: S,
  opts: RunOptions = {},
): Promise<RunOutcome<S>> {
  const progress: Progress<S> = { runId: null, state: input, done: [] };
  try {
    return await continueRun(workflow, db, key, progress, 0, opts);
  } catch (err) {
    if (!(err instanceof RunExists) && (progress.runId != null || progress.done.length > 0)) throw err;
    const existing = await findRun(db, workflow.name, key);
    if (!existing) throw err;
    if (existing.status !== 'RUNNING') return { state: existing.state as S, status: existing.status };
    const [claimed] = await claimStaleRuns(db, workflow.name, {
      key,
      staleSeconds: 0,
      leaseSeconds: RUN_LEASE_SECONDS,
      limit: 1,
    });
    if (!claimed) throw err;
    return resumeRun(workflow, db, claimed, { ...opts, via: 'retry' });
  }
}

/**
 * Goes on with a run from the step after the one it reached. Recovery (nobody is waiting for the run) asks
 * that step's probe first and compensates the run if the step never happened; a retry invokes it.
 */
export async function resumeRun<S extends RunState>(
  workflow: Workflow<S>,
  db: Database,
  run: { id: number; key: string; step: string; state: unknown },
  opts: RunOptions & { via: 'retry' | 'recovery' },
): Promise<RunOutcome<S>> {
  const reached = workflow.steps.findIndex((s) => s.name === run.step);
  if (reached < 0) throw new Error(`Workflow ${workflow.name} has no step ${run.step}`);
  const progress: Progress<S> = {
    runId: run.id,
    state: run.state as S,
    done: workflow.steps.slice(0, reached + 1),
  };
  let from = reached + 1;
  const next = workflow.steps[from];
  const memory = opts.memory ?? new Map<string, unknown>();
  if (next?.probe && opts.via === 'recovery') {
    const found = await next.probe(progress.state, contextOf(db, db, run.key, memory));
    if (found === undefined) return compensate(workflow, db, run.key, progress, undefined, memory);
    progress.state = { ...progress.state, ...found };
    progress.done.push(next);
    from++;
  }
  return continueRun(workflow, db, run.key, progress, from, { ...opts, memory });
}

const contextOf = (
  db: Database,
  tx: StepContext['tx'],
  key: string,
  memory = new Map<string, unknown>(),
) => ({
  db,
  tx,
  key,
  memory,
});

async function continueRun<S extends RunState>(
  workflow: Workflow<S>,
  db: Database,
  key: string,
  progress: Progress<S>,
  from: number,
  opts: RunOptions,
): Promise<RunOutcome<S>> {
  const { steps } = workflow;
  const memory = opts.memory ?? new Map<string, unknown>();
  // The run is finished once every step that is not replayable is recorded.
  const lastRecorded = steps.findLastIndex((s) => !s.replayable);
  let finished = lastRecorded < from;
  /** Writes the record (creating the run on its first write) in `tx`. */
  const record = async (tx: StepContext['tx'], index: number) => {
    const status = index >= lastRecorded ? 'COMPLETED' : 'RUNNING';
    const name = steps[index]!.name;
    if (progress.runId == null) {
      const id = await insertRun(tx, {
        workflow: workflow.name,
        key,
        step: name,
        status,
        state: progress.state,
      });
      if (id == null) throw new RunExists(`Workflow ${workflow.name} already has a run for this key`);
      progress.runId = id;
    } else if (!(await recordStep(tx, progress.runId, name, status, progress.state))) {
      throw new Error(`Run ${progress.runId} of ${workflow.name} was taken over by another instance`);
    }
    finished = status === 'COMPLETED';
  };
  try {
    let i = from;
    while (i < steps.length) {
      const step = steps[i]!;
      let end = i + 1;
      if (step.transactional) {
        while (end < steps.length && steps[end]!.transactional) end++;
        const group = steps.slice(i, end);
        await db.transaction(async (tx) => {
          const ctx = contextOf(db, tx, key, memory);
          let state = progress.state;
          for (const s of group) state = { ...state, ...(await s.invoke(state, ctx)) };
          progress.state = state;
          await record(tx, end - 1);
        });
        progress.done.push(...group);
      } else {
        const added = await step.invoke(progress.state, contextOf(db, db, key, memory));
        progress.state = { ...progress.state, ...added };
        progress.done.push(step);
        if (!step.replayable) await record(db, i);
      }
      i = end;
      try {
        opts.afterStep?.(steps[end - 1]!.name);
      } catch (hookErr) {
        throw new HookFailure(hookErr);
      }
    }
    if (!finished && progress.runId != null) await record(db, steps.length - 1);
    return { state: progress.state, status: 'COMPLETED' };
  } catch (err) {
    if (err instanceof HookFailure) throw err.reason;
    if (err instanceof LeaveForRecovery) throw err.reason;
    if (finished) throw err;
    await compensate(workflow, db, key, progress, err, memory);
    throw err;
  }
}

/** Undoes the committed steps, last first, then marks the run COMPENSATED. */
async function compensate<S extends RunState>(
  workflow: Workflow<S>,
  db: Database,
  key: string,
  progress: Progress<S>,
  reason: unknown,
  memory: Map<string, unknown>,
): Promise<RunOutcome<S>> {
  const ctx = contextOf(db, db, key, memory);
  for (const step of [...progress.done].reverse()) await step.compensate?.(progress.state, ctx, reason);
  if (progress.runId != null)
    await recordStep(
      db,
      progress.runId,
      progress.done.at(-1)?.name ?? workflow.steps[0]!.name,
      'COMPENSATED',
      progress.state,
    );
  return { state: progress.state, status: 'COMPENSATED' };
}
