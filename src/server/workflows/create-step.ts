// A step of a workflow (docs/decisions/029-workflows.md): its work, and the work that undoes it, the way
// Medusa's core flows write createStep(invoke, compensate) — without Medusa's engine.
import type { Database, Db } from '../db/client';

/** What a step is handed besides the run's state. */
export type StepContext = {
  /** The database, for steps that call the outside world or open transactions of their own. */
  db: Database;
  /** A transactional step's transaction (shared with the record of the step); `db` for any other step. */
  tx: Db;
  /** The run's business key. */
  key: string;
  /**
   * Values kept for this process's run only (rows read under a lock, a memoised provider): a resumed run
   * has only the persisted state, so nothing after a recorded step may rely on them.
   */
  memory: Map<string, unknown>;
};

/** The state a run builds: the workflow's input and what each step added. Persisted as JSON. */
export type RunState = Record<string, unknown>;

export type Step<S extends RunState> = {
  name: string;
  /** The step's work: returns what it adds to the state. */
  invoke(state: S, ctx: StepContext): Promise<Partial<S> | undefined>;
  /**
   * Undoes the step's committed work when a later step fails (`reason`: what it threw) or a recovered run
   * cannot go on (`reason` undefined).
   */
  compensate?(state: S, ctx: StepContext, reason?: unknown): Promise<void>;
  /**
   * Runs in a transaction with the record of the step, so the work and "this step is done" commit
   * together. Consecutive transactional steps share one transaction (and one record).
   */
  transactional: boolean;
  /**
   * Safe to run again and not recorded on its own: a pure step, or a call that is idempotent by key (a
   * processor charge). Its result is persisted with the next record; steps after the last recorded one
   * are all replayable, so the run is COMPLETED with that record.
   */
  replayable: boolean;
  /**
   * Recovery's question for a run that stopped just before this step: did its work happen anyway? What it
   * added (the step counts as done) or undefined (it did not: the run is compensated). Without a probe a
   * recovered run invokes the step again, as a caller's retry always does (it is there to finish the run).
   */
  probe?(state: S, ctx: StepContext): Promise<Partial<S> | undefined>;
};

export type StepOptions<S extends RunState> = Partial<
  Pick<Step<S>, 'transactional' | 'replayable' | 'probe'>
>;

export function createStep<S extends RunState>(
  name: string,
  invoke: Step<S>['invoke'],
  compensate?: Step<S>['compensate'],
  options: StepOptions<S> = {},
): Step<S> {
  return {
    name,
    invoke,
    compensate,
    transactional: options.transactional ?? false,
    replayable: options.replayable ?? false,
    probe: options.probe,
  };
}

/**
 * Thrown by a step whose outcome is unknown (a processor that did not answer): the run is neither
 * compensated nor finished but left RUNNING, for a retry with the same key or for recovery; the caller
 * gets `reason`.
 */
export class LeaveForRecovery extends Error {
  constructor(readonly reason: unknown) {
    super('The run stopped part-way and is left for recovery');
  }
}

export type Workflow<S extends RunState> = { name: string; steps: Step<S>[] };

export function createWorkflow<S extends RunState>(name: string, steps: Step<S>[]): Workflow<S> {
  const names = new Set(steps.map((s) => s.name));
  if (names.size !== steps.length) throw new Error(`Workflow ${name} has two steps of one name`);
  return { name, steps };
}
