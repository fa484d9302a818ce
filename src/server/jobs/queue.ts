import pg from 'pg';
import PgBoss from 'pg-boss';
import type { DatabaseHandle, ExecuteSql } from '../db/client';
import { isConnectionError } from '../db/errors';

/** What a queue declares: pg-boss's policy (`stately`: at most one queued and one running job). */
export type QueueOptions = {
  policy?: 'standard' | 'stately';
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** Workers polling this queue in each instance (each works one job at a time). */
  workers?: number;
  pollingIntervalSeconds?: number;
};

export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;

/**
 * The one persisted job queue (pg-boss, in the application's database): jobs survive restarts and
 * are shared by every instance; pg-boss's row locks (SKIP LOCKED) give each job to one worker at a
 * time. A job can still run twice (a worker dies after the work, before completing it), so every
 * handler must be idempotent.
 */
export type JobQueue = {
  start(): Promise<void>;
  /** Creates the queue (if new) and starts this instance's workers for it. */
  work<T extends object>(name: string, opts: QueueOptions, handler: JobHandler<T>): Promise<void>;
  send(
    name: string,
    data: object,
    opts?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Sends many jobs in one statement; `inOrder` has them worked in the order given (by priority). */
  sendMany(name: string, data: object[], opts?: { inOrder?: boolean }): Promise<void>;
  /** A recurring job (cron, UTC); every instance may declare it, pg-boss sends it once per slot. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** Jobs waiting (created or retrying) in a queue. */
  queuedCount(name: string): Promise<number>;
  /** Stops polling, lets running jobs finish (up to `timeoutMs`), then lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
  readonly isStarted: boolean;
};

export function createJobQueue(
  connection: DatabaseHandle['jobsConnection'],
  opts: { onError?: (err: Error) => void } = {},
): JobQueue {
  // On PostgreSQL the queue has its own small pool; on PGlite it shares the one client.
  let pool: pg.Pool | undefined;
  let executeSql: ExecuteSql;
  if ('connectionString' in connection) {
    const p = new pg.Pool({
      connectionString: connection.connectionString,
      max: 4,
      application_name: 'quarry-jobs',
    });
    // An idle connection that was ended: the pool drops it and opens another when needed.
    p.on('error', (err) => opts.onError?.(err));
    pool = p;
    executeSql = (text, values) => p.query(text, values);
  } else executeSql = connection.executeSql;
  const boss = new PgBoss({
    db: { executeSql: settleSafely(executeSql, (err) => opts.onError?.(err)) },
    schema: 'pgboss',
    // Finished jobs are archived after an hour and dropped after a week.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => opts.onError?.(err));
  let started = false;
  const created = new Set<string>();

  async function ensureQueue(name: string, o: QueueOptions = {}) {
    if (created.has(name)) return;
    const queue: PgBoss.Queue = {
      name,
      policy: o.policy ?? 'standard',
      retryLimit: o.retryLimit ?? 3,
      retryDelay: o.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: o.expireInSeconds ?? 15 * 60,
    };
    // Safe to race: pg-boss inserts the queue ON CONFLICT DO NOTHING (the first instance's options win).
    await boss.createQueue(name, queue);
    created.add(name);
  }

  return {
    get isStarted() {
      return started;
    },
    async start() {
      await boss.start();
      started = true;
    },
    async work(name, o, handler) {
      await ensureQueue(name, o);
      for (let i = 0; i < (o.workers ?? 1); i++) {
        await boss.work(
          name,
          { batchSize: 1, pollingIntervalSeconds: o.pollingIntervalSeconds ?? 2 },
          async (jobs) => {
            for (const job of jobs) await handler(job.data as never, { id: job.id });
          },
        );
      }
    },
    async send(name, data, o = {}) {
      await ensureQueue(name);
      return boss.send(name, data, {
        ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
        ...(o.startAfterSeconds ? { startAfter: o.startAfterSeconds } : {}),
      });
    },
    async sendMany(name, data, o = {}) {
      if (!data.length) return;
      await ensureQueue(name);
      // Jobs inserted together share created_on and have random ids: only priority orders them.
      await boss.insert(
        data.map((d, i) => ({ name, data: d, ...(o.inOrder ? { priority: data.length - i } : {}) })),
      );
    },
    async schedule(name, cron, data = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async queuedCount(name) {
      await ensureQueue(name);
      return boss.getQueueSize(name);
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
      await pool?.end();
    },
  };
}

/**
 * pg-boss 10 completes or fails a job after its handler without awaiting the statement (manager.js,
 * `onFetch`): any rejection there is unhandled, and Node ends the process — a connection lost at that moment,
 * or the pool already ended by `stop()` while a handler was still finishing. Those two statements run once
 * more on another connection after a lost one; whatever still fails is reported and the job stays active until
 * it expires and is retried (every handler is idempotent). They never reject.
 */
function settleSafely(executeSql: ExecuteSql, onError: (err: Error) => void) {
  const settlesAJob = (text: string) =>
    /id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\)/.test(text) && /completed_on = now\(\)|deleted_jobs/.test(text);
  return async (text: string, values?: unknown[]) => {
    if (!settlesAJob(text)) return executeSql(text, values);
    for (let attempt = 1; ; attempt++) {
      try {
        return await executeSql(text, values);
      } catch (err) {
        if (attempt === 1 && isConnectionError(err)) continue;
        onError(err instanceof Error ? err : new Error(String(err)));
        return { rows: [{ count: '0' }] };
      }
    }
  };
}
