import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';

// Liveness and readiness (issue 25): /health from memory, /ready asking each dependency.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close().catch(() => {});
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/rest/main${url}` });

describe('health and readiness', () => {
  it('answers health from memory, without a database statement', async () => {
    const { result, statements } = await countStatements(() => get('/health'));
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ status: 'ok', state: 'ready' });
    expect(result.headers['cache-control']).toBe('no-store');
    expect(statements).toEqual([]);
  });

  it('is ready when the database, the job queue and storage answer (Redis skipped without REDIS_URL)', async () => {
    const res = await get('/ready');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { status: string; checks: { name: string; status: string }[] };
    expect(body.status).toBe('ready');
    expect(Object.fromEntries(body.checks.map((c) => [c.name, c.status]))).toEqual({
      database: 'ok',
      jobs: 'ok',
      redis: t.deps.redis ? 'ok' : 'skipped',
      storage: 'ok',
    });
  });

  it('names a closed database as the reason it is not ready, while health still answers', async () => {
    const app = await createTestApp({ seed: false });
    try {
      // The pool (PostgreSQL) or the embedded database (PGlite) closed under the app.
      const client = (
        app.deps.db as unknown as { $client: { end?(): Promise<void>; close?(): Promise<void> } }
      ).$client;
      await (client.end ? client.end() : client.close?.());
      const res = await app.app.inject({ method: 'GET', url: '/rest/main/ready' });
      expect(res.statusCode).toBe(503);
      const body = res.json() as {
        status: string;
        checks: { name: string; status: string; error?: string }[];
      };
      expect(body.status).toBe('unavailable');
      expect(body.checks.find((c) => c.name === 'database')).toMatchObject({ status: 'down' });
      expect(body.checks.find((c) => c.name === 'database')?.error).toBeTruthy();
      expect((await app.app.inject({ method: 'GET', url: '/rest/main/health' })).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  });

  it('answers 503 on both while draining', async () => {
    const app = await createTestApp({ seed: false });
    try {
      await app.deps.lifecycle.drain();
      const health = await app.app.inject({ method: 'GET', url: '/rest/main/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'draining', state: 'draining' });
      const ready = await app.app.inject({ method: 'GET', url: '/rest/main/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('draining');
    } finally {
      await app.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('readiness with Redis', () => {
  it('names a stopped Redis as the reason it is not ready', async () => {
    const app = await createTestApp({
      seed: false,
      env: { REDIS_URL: redisUrl!, REDIS_PREFIX: `quarry-test-${randomBytes(6).toString('hex')}:` },
    });
    try {
      const ok = await app.app.inject({ method: 'GET', url: '/rest/main/ready' });
      expect(ok.json().checks.find((c: { name: string }) => c.name === 'redis')).toMatchObject({
        status: 'ok',
      });
      // As a Redis that went away: this client's connection is closed and not reopened.
      app.deps.redis!.disconnect(false);
      const res = await app.app.inject({ method: 'GET', url: '/rest/main/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('unavailable');
      expect(res.json().checks.find((c: { name: string }) => c.name === 'redis')).toMatchObject({
        status: 'down',
      });
    } finally {
      await app.close().catch(() => {});
    }
  });
});
