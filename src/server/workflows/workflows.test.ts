import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createStep, createWorkflow, LeaveForRecovery } from './create-step';
import { recoverRuns } from './recover-runs';
import { claimStaleRuns, findRun } from './run-record';
import { runWorkflow } from './run-workflow';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.deps.db;
  await db.execute(sql`create table wf_test_effects (key text not null, v text not null)`);
});
afterAll(async () => t?.close());

type S = { n: number; failAt?: string; crashAt?: string; added?: string[] };

/** Steps a..d that log what they do (and undo); `c` writes a row in the run's own transaction. */
function makeWorkflow(log: string[], opts: { probeC?: 'found' | 'missing' } = {}) {
  const step = (name: string, extra: Parameters<typeof createStep<S>>[3] = {}) =>
    createStep<S>(
      name,
      async (s, ctx) => {
        log.push(`invoke ${name}`);
        if (extra.transactional)
          await ctx.tx.execute(sql`insert into wf_test_effects values (${ctx.key}, ${name})`);
        if (s.failAt === name) throw new Error(`${name} failed`);
        return { n: s.n + 1, added: [...(s.added ?? []), name] };
      },
      async () => {
        log.push(`undo ${name}`);
      },
      extra,
    );
  return createWorkflow<S>(`test-${randomUUID()}`, [
    step('a'),
    step('b', { transactional: true }),
    step('c', {
      replayable: true,
      probe: opts.probeC
        ? async (s) => {
            log.push('probe c');
            return opts.probeC === 'found' ? { n: s.n + 100 } : undefined;
          }
        : undefined,
    }),
    step('d', { transactional: true }),
  ]);
}

const effects = async (key: string) =>
  (
    (await db.execute(sql`select v from wf_test_effects where key = ${key} order by v`)) as unknown as {
      rows: { v: string }[];
    }
  ).rows.map((r) => r.v);

describe('runWorkflow', () => {
  it('runs the steps in order and records the run COMPLETED with its state', async () => {
    const log: string[] = [];
    const wf = makeWorkflow(log);
    const key = randomUUID();
    const out = await runWorkflow(wf, db, key, { n: 0 });
    expect(log).toEqual(['invoke a', 'invoke b', 'invoke c', 'invoke d']);
    expect(out).toMatchObject({ status: 'COMPLETED', state: { n: 4, added: ['a', 'b', 'c', 'd'] } });
    const run = await findRun(db, wf.name, key);
    expect(run).toMatchObject({ step: 'd', status: 'COMPLETED', state: { n: 4 } });
    expect(await effects(key)).toEqual(['b', 'd']);
  });

  it('compensates only the completed steps, last first, and marks the run COMPENSATED', async () => {
    const log: string[] = [];
    const wf = makeWorkflow(log);
    const key = randomUUID();
    await expect(runWorkflow(wf, db, key, { n: 0, failAt: 'd' })).rejects.toThrow('d failed');
    // d's own write rolled back with its transaction: nothing of d to undo.
    expect(log).toEqual(['invoke a', 'invoke b', 'invoke c', 'invoke d', 'undo c', 'undo b', 'undo a']);
    expect(await effects(key)).toEqual(['b']);
    expect(await findRun(db, wf.name, key)).toMatchObject({ status: 'COMPENSATED' });
  });

  it('tells each compensation what failed, and shares the run’s memory with it', async () => {
    const seen: unknown[] = [];
    const wf = createWorkflow<S>(`test-${randomUUID()}`, [
      createStep<S>(
        'a',
        async (_s, ctx) => {
          ctx.memory.set('kept', 'by a');
          return { n: 1 };
        },
        async (_s, ctx, reason) => {
          seen.push(ctx.memory.get('kept'), (reason as Error).message);
        },
        { transactional: true },
      ),
      createStep<S>('b', async () => {
        throw new Error('b refused');
      }),
    ]);
    await expect(runWorkflow(wf, db, randomUUID(), { n: 0 })).rejects.toThrow('b refused');
    expect(seen).toEqual(['by a', 'b refused']);
  });

  it('a failing transactional step leaves nothing of its own: only the steps before it are undone', async () => {
    const log: string[] = [];
    const wf = makeWorkflow(log);
    const key = randomUUID();
    await expect(runWorkflow(wf, db, key, { n: 0, failAt: 'b' })).rejects.toThrow('b failed');
    expect(log).toEqual(['invoke a', 'invoke b', 'undo a']);
    expect(await effects(key)).toEqual([]);
    expect(await findRun(db, wf.name, key)).toMatchObject({ status: 'COMPENSATED', step: 'a' });
  });

  it('LeaveForRecovery neither compensates nor finishes the run', async () => {
    const log: string[] = [];
    const wf = createWorkflow<S>(`test-${randomUUID()}`, [
      createStep<S>(
        'a',
        async () => ({ n: 1 }),
        async () => void log.push('undo a'),
        { transactional: true },
      ),
      createStep<S>('b', async () => {
        throw new LeaveForRecovery(new Error('no answer'));
      }),
    ]);
    const key = randomUUID();
    await expect(runWorkflow(wf, db, key, { n: 0 })).rejects.toThrow('no answer');
    expect(log).toEqual([]);
    expect(await findRun(db, wf.name, key)).toMatchObject({ status: 'RUNNING', step: 'a' });
  });

  it('a retry with the key of a finished run gets its state without running a step again', async () => {
    const log: string[] = [];
    const wf = makeWorkflow(log);
    const key = randomUUID();
    await runWorkflow(wf, db, key, { n: 0 });
    log.length = 0;
    // Step a finds the key taken when it records, so its work is undone.
    const again = await runWorkflow(wf, db, key, { n: 0 });
    expect(again).toMatchObject({ status: 'COMPLETED', state: { n: 4 } });
    expect(log).toEqual(['invoke a', 'undo a']);
    expect(await effects(key)).toEqual(['b', 'd']);
  });
});

describe('recovery of a crashed run', () => {
  const crash = (at: string) => (name: string) => {
    if (name === at) throw new Error(`crash after ${name}`);
  };

  it('records the step reached, and recovery resumes from the next step without redoing the others', async () => {
    const log: string[] = [];
    const wf = makeWorkflow(log);
    const key = randomUUID();
    await expect(runWorkflow(wf, db, key, { n: 0 }, { afterStep: crash('b') })).rejects.toThrow(
      'crash after b',
    );
    expect(log).toEqual(['invoke a', 'invoke b']);
    expect(await findRun(db, wf.name, key)).toMatchObject({ status: 'RUNNING', step: 'b', state: { n: 2 } });
    log.length = 0;
    expect(await recoverRuns(wf, db, { staleSeconds: 3600 })).toEqual([]);
    const [out] = await recoverRuns(wf, db, { staleSeconds: 0 });
    expect(out).toMatchObject({ key, status: 'COMPLETED', state: { n: 4 } });
    expect(log).toEqual(['invoke c', 'invoke d']);
    expect(await findRun(db, wf.name, key)).toMatchObject({ status: 'COMPLETED', step: 'd' });
  });

  it("takes a probe's answer: the step happened (resume) or did not (compensate)", async () => {
    for (const probeC of ['found', 'missing'] as const) {
      const log: string[] = [];
      const wf = makeWorkflow(log, { probeC });
      const key = randomUUID();
      await expect(runWorkflow(wf, db, key, { n: 0 }, { afterStep: crash('b') })).rejects.toThrow();
      log.length = 0;
      const [out] = await recoverRuns(wf, db, { staleSeconds: 0 });
      if (probeC === 'found') {
        expect(log).toEqual(['probe c', 'invoke d']);
        expect(out).toMatchObject({ status: 'COMPLETED', state: { n: 103 } });
      } else {
        expect(log).toEqual(['probe c', 'undo b', 'undo a']);
        expect(out).toMatchObject({ status: 'COMPENSATED' });
        expect(await findRun(db, wf.name, key)).toMatchObject({ status: 'COMPENSATED' });
      }
    }
  });

  it('a retry with the key of a run left part-way resumes it from the step reached', async () => {
    const log: string[] = [];
    const wf = makeWorkflow(log);
    const key = randomUUID();
    await expect(runWorkflow(wf, db, key, { n: 0 }, { afterStep: crash('b') })).rejects.toThrow();
    log.length = 0;
    const out = await runWorkflow(wf, db, key, { n: 0 });
    expect(out).toMatchObject({ status: 'COMPLETED', state: { n: 4 } });
    expect(log).toEqual(['invoke a', 'undo a', 'invoke c', 'invoke d']);
  });

  it('two instances recovering at once resume a run once', async () => {
    const log: string[] = [];
    const wf = makeWorkflow(log);
    const key = randomUUID();
    await expect(runWorkflow(wf, db, key, { n: 0 }, { afterStep: crash('a') })).rejects.toThrow();
    log.length = 0;
    const [one, two] = await Promise.all([
      recoverRuns(wf, db, { staleSeconds: 0 }),
      recoverRuns(wf, db, { staleSeconds: 0 }),
    ]);
    expect([...one!, ...two!]).toHaveLength(1);
    expect(log).toEqual(['invoke b', 'invoke c', 'invoke d']);
    // The run is held while a recovering instance works on it, and finished runs are never claimed.
    expect(await claimStaleRuns(db, wf.name, { staleSeconds: 0, leaseSeconds: 60, limit: 10 })).toEqual([]);
  });

  it('a run claimed by one instance is not claimed by another until its lease ends', async () => {
    const log: string[] = [];
    const wf = makeWorkflow(log);
    const key = randomUUID();
    await expect(runWorkflow(wf, db, key, { n: 0 }, { afterStep: crash('b') })).rejects.toThrow();
    const first = await claimStaleRuns(db, wf.name, { staleSeconds: 0, leaseSeconds: 60, limit: 10 });
    expect(first.map((r) => r.key)).toEqual([key]);
    expect(await claimStaleRuns(db, wf.name, { staleSeconds: 0, leaseSeconds: 60, limit: 10 })).toEqual([]);
    expect(await recoverRuns(wf, db, { staleSeconds: 0 })).toEqual([]);
  });
});
