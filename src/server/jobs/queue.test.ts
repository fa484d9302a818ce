import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdmin } from '../test/template-run';
import { createTestApp, type TestApp } from '../test/test-app';
import { createJobQueue } from './queue';

// The persisted queue on the engine under test: PGlite (through executeSql), or PostgreSQL when
// TEST_DATABASE_URL is set (its own pool), where a second instance on the same database shares the work.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

function collector<T>() {
  const seen: T[] = [];
  let wake = () => {};
  return {
    seen,
    handler: async (data: T) => {
      seen.push(data);
      wake();
    },
    async until(count: number) {
      while (seen.length < count) await new Promise<void>((r) => (wake = r));
    },
  };
}

describe('job queue', () => {
  it('is started with the services', () => {
    expect(t.deps.jobs.isStarted).toBe(true);
  });

  it('works a job that was sent', async () => {
    const c = collector<{ n: number }>();
    await t.deps.jobs.work('test-echo', { pollingIntervalSeconds: 0.5 }, c.handler);
    const id = await t.deps.jobs.send('test-echo', { n: 7 });
    expect(id).toEqual(expect.any(String));
    await c.until(1);
    expect(c.seen).toEqual([{ n: 7 }]);
  });

  it('keeps jobs sent before any worker, and works many sent at once', async () => {
    await t.deps.jobs.sendMany('test-later', [{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await t.deps.jobs.queuedCount('test-later')).toBe(3);
    const c = collector<{ n: number }>();
    await t.deps.jobs.work('test-later', { pollingIntervalSeconds: 0.5 }, c.handler);
    await c.until(3);
    expect(c.seen.map((d) => d.n).sort()).toEqual([1, 2, 3]);
  });

  it('works jobs sent together in the order given when asked', async () => {
    const sent = Array.from({ length: 12 }, (_, n) => ({ n }));
    await t.deps.jobs.sendMany('test-ordered', sent, { inOrder: true });
    const c = collector<{ n: number }>();
    await t.deps.jobs.work('test-ordered', { pollingIntervalSeconds: 0.5 }, c.handler);
    await c.until(12);
    expect(c.seen.map((d) => d.n)).toEqual(sent.map((d) => d.n));
  });

  it('retries a job whose handler failed', async () => {
    let attempts = 0;
    const c = collector<{ n: number }>();
    await t.deps.jobs.work<{ n: number }>(
      'test-retry',
      { pollingIntervalSeconds: 0.5, retryLimit: 2, retryDelaySeconds: 1 },
      async (data) => {
        attempts++;
        if (attempts === 1) throw new Error('first attempt fails');
        await c.handler(data);
      },
    );
    await t.deps.jobs.send('test-retry', { n: 1 });
    await c.until(1);
    expect(attempts).toBe(2);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('job queue with two instances on PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ attachTo: t, seed: false });
  });
  afterAll(async () => second?.close());

  it('gives each job to one worker, across both instances', async () => {
    const c = collector<{ n: number }>();
    const handler = async (data: { n: number }) => {
      await new Promise((r) => setTimeout(r, 20));
      await c.handler(data);
    };
    await t.deps.jobs.work('test-shared', { pollingIntervalSeconds: 0.5, workers: 2 }, handler);
    await second.deps.jobs.work('test-shared', { pollingIntervalSeconds: 0.5, workers: 2 }, handler);
    const jobs = Array.from({ length: 40 }, (_, n) => ({ n }));
    await second.deps.jobs.sendMany('test-shared', jobs);
    await c.until(40);
    // Give a duplicate delivery the chance to show up before counting.
    await new Promise((r) => setTimeout(r, 1500));
    expect(c.seen.map((d) => d.n).sort((a, b) => a - b)).toEqual(jobs.map((j) => j.n));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('job queue stopping while a handler still runs', () => {
  it('reports the job it could not settle instead of ending the process', async () => {
    const errors: Error[] = [];
    const queue = createJobQueue(
      { connectionString: t.config.databaseUrl! },
      { onError: (err) => errors.push(err) },
    );
    await queue.start();
    let started = () => {};
    const running = new Promise<void>((r) => (started = r));
    await queue.work('test-stop-mid-job', { pollingIntervalSeconds: 0.5 }, async () => {
      started();
      // Still at work when the queue stops; it fails after the pool has ended, so pg-boss's (unawaited)
      // fail statement meets an ended pool.
      await new Promise((r) => setTimeout(r, 1500));
      throw new Error('handler failed late');
    });
    await queue.send('test-stop-mid-job', {});
    await running;
    await queue.stop(1000);
    await new Promise((r) => setTimeout(r, 1000));
    // Unhandled, the rejection would end the process (Vitest reports it as an error of this file).
    expect(errors.some((e) => /pool/i.test(e.message))).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('job queue when its connections are lost', () => {
  it('keeps the process up and keeps working when the connection is ended as a job is settled', async () => {
    const url = t.config.databaseUrl!;
    const errors: Error[] = [];
    const queue = createJobQueue({ connectionString: url }, { onError: (err) => errors.push(err) });
    await queue.start();
    try {
      const c = collector<{ n: number }>();
      await queue.work(
        'test-lost-connection',
        { pollingIntervalSeconds: 0.5 },
        async (data: { n: number }) => {
          // The first job ends every queue connection of this database as it finishes, the way an operator's
          // pg_terminate_backend or a failover does; pg-boss then completes it on a connection that is gone.
          if (data.n === 1)
            await withAdmin(url, (a) =>
              a.query(
                `select pg_terminate_backend(pid) from pg_stat_activity
               where datname = current_database() and application_name = 'quarry-jobs'`,
              ),
            );
          await c.handler(data);
        },
      );
      await queue.send('test-lost-connection', { n: 1 });
      await c.until(1);
      // Unhandled, the failed completion would end the process (Vitest reports it as an error of this file).
      await new Promise((r) => setTimeout(r, 500));
      await queue.send('test-lost-connection', { n: 2 });
      await c.until(2);
      expect(c.seen.map((d) => d.n)).toContain(2);
    } finally {
      await queue.stop();
    }
  });
});
