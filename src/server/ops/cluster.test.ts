// Two compiled Quarry processes on one PostgreSQL database and one Redis, behind the cluster proxy (issue 25):
// what one instance does, the other sees; an instance that stops or dies loses no acknowledged work.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../shared/contract/messaging';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo';
import { connectRealtime } from '../modules/messaging/ws-test-client';
import { createDatabase, databaseUrlFor, withAdmin } from '../test/template-run';
import { type ClusterProxy, type Instance, startClusterProxy, startInstance } from './cluster';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const LOGIN_LIMIT = 4;

/** A port nothing listens on right now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe.runIf(adminUrl && redisUrl)('two instances behind the proxy (npm run cluster)', () => {
  const name = `qcluster_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-cluster-'));
  let env: Record<string, string>;
  let a: Instance;
  let b: Instance;
  let proxy: ClusterProxy;
  let portA = 0;

  const call = async (base: string, method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}/rest/main${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  };
  const login = async (base: string, email: string) => {
    const res = await call(base, 'POST', '/login', undefined, { email, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    return res.json.token as string;
  };

  beforeAll(async () => {
    await createDatabase(adminUrl!, name);
    env = {
      DATABASE_URL: databaseUrlFor(adminUrl!, name),
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `quarry-cluster-${randomBytes(4).toString('hex')}:`,
      DATA_DIR: dataDir,
      CATALOG_SCALE: '0.02',
      IMAGE_INDEX_ON_START: 'false',
      LOGIN_LIMIT_PER_ACCOUNT: String(LOGIN_LIMIT),
      // Far longer than the test waits: a change seen on the other instance was invalidated, not expired.
      AUTH_CACHE_TTL_MS: '60000',
    };
    portA = await freePort();
    // A queues work and serves requests only; B also runs the job workers.
    a = await startInstance('a', portA, { ...env, JOB_WORKERS: 'false' }, 240_000);
    b = await startInstance('b', await freePort(), env, 240_000);
    proxy = await startClusterProxy([a.url, b.url]);
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await withAdmin(adminUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(
      () => {},
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers a message sent through A to the supplier's socket on B", async () => {
    const founder = await login(a.url, DEMO_ACCOUNTS.founder);
    const supplier = await login(b.url, DEMO_ACCOUNTS.supplier);
    const me = await call(b.url, 'GET', '/web/stores/me', supplier);
    const socket = await connectRealtime(b.url, supplier);
    try {
      const conv = await call(a.url, 'POST', '/web/conversations', founder, {
        supplierId: me.json.supplierId,
      });
      expect(conv.status).toBe(200);
      const body = `Across instances ${randomBytes(3).toString('hex')}`;
      const sent = await call(a.url, 'POST', `/web/conversations/${conv.json.id}/messages`, founder, {
        type: 'TEXT',
        body,
      });
      expect(sent.status).toBe(200);
      const heard = await socket.waitFor<Extract<RealtimeEvent, { type: 'message' }>>(
        (e) => e.type === 'message' && e.message.body === body,
      );
      expect(heard.conversationId).toBe(conv.json.id);
    } finally {
      await socket.close();
    }
  });

  it('shares sign-in limits: attempts on A and B count together', async () => {
    const email = `nobody-${randomBytes(3).toString('hex')}@quarry.test`;
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      const res = await call(i % 2 ? b.url : a.url, 'POST', '/login', undefined, {
        email,
        password: 'wrong-pass-1',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LOGIN_LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses[LOGIN_LIMIT]).toBe(429);
  });

  it("sees on B a store change made on A within moments (B's cached copy is dropped)", async () => {
    const founder = await login(a.url, DEMO_ACCOUNTS.founder);
    const before = await call(b.url, 'GET', '/web/stores/me', founder); // cached on B now
    expect(before.status).toBe(200);
    const title = `Cluster Brand ${randomBytes(3).toString('hex')}`;
    expect((await call(a.url, 'PUT', '/web/stores/me/profile', founder, { title })).status).toBe(200);
    // The invalidation travels through Redis pub/sub: on B within moments, long before the cache's 60 s.
    let seen = '';
    for (let i = 0; i < 50 && seen !== title; i++) {
      seen = (await call(b.url, 'GET', '/web/stores/me', founder)).json.title;
      if (seen !== title) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toBe(title);
  });

  it('runs a job queued on A on B, after A has stopped', async () => {
    const founder = await login(a.url, DEMO_ACCOUNTS.founder);
    const records = await call(
      a.url,
      'GET',
      '/web/ai-sourcing-agents/-/expanded-network-records?size=50',
      founder,
    );
    const record = (records.json as { id: number; contactStatus: string }[]).find(
      (r) => r.contactStatus === 'NOT_REQUESTED',
    );
    expect(record).toBeTruthy();
    const asked = await call(
      a.url,
      'POST',
      `/web/ai-sourcing-agents/-/expanded-network-records/${record!.id}/contact`,
      founder,
    );
    expect(asked.json.contactStatus).toBe('LOADING');
    await a.stop();
    let status = 'LOADING';
    for (let i = 0; i < 100 && status !== 'SUCCESS'; i++) {
      await new Promise((r) => setTimeout(r, 300));
      const now = await call(
        b.url,
        'GET',
        '/web/ai-sourcing-agents/-/expanded-network-records?size=50',
        founder,
      );
      status = (now.json as { id: number; contactStatus: string }[]).find(
        (r) => r.id === record!.id,
      )!.contactStatus;
    }
    expect(status).toBe('SUCCESS');
    // A back for the next test, on the same port the proxy knows.
    a = await startInstance('a', portA, { ...env, JOB_WORKERS: 'false' }, 120_000);
  }, 90_000);

  it('loses no acknowledged write when A dies mid-traffic; the proxy sends the rest to B', async () => {
    const founder = await login(proxy.url, DEMO_ACCOUNTS.founder);
    const supplier = await login(b.url, DEMO_ACCOUNTS.supplier);
    const { supplierId } = (await call(b.url, 'GET', '/web/stores/me', supplier)).json as {
      supplierId: number;
    };
    const conv = await call(proxy.url, 'POST', '/web/conversations', founder, { supplierId });
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let n = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        const name = `Kill test ${n++}`;
        const res = await call(proxy.url, 'POST', `/web/conversations/${conv.json.id}/messages`, founder, {
          type: 'TEXT',
          body: name,
        }).catch(() => ({ status: 0, json: null }));
        statuses.push(res.status);
        if (res.status === 200) acknowledged.push(name);
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    await new Promise((r) => setTimeout(r, 800));
    const retriesBefore = proxy.retries;
    await a.kill();
    const atKill = statuses.length;
    // Longer than the proxy sets a failed instance aside: requests then try A again, are refused, and are retried
    // on B.
    await new Promise((r) => setTimeout(r, 3000));
    running = false;
    await Promise.all(workers);

    // Every write the client saw acknowledged is in the database.
    const stored = await withAdmin(env.DATABASE_URL!, (c) =>
      c.query<{ body: string }>('select body from conversation_messages where conversation_id = $1', [
        conv.json.id,
      ]),
    );
    const bodies = new Set(stored.rows.map((r) => r.body));
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((name) => !bodies.has(name))).toEqual([]);
    // Nothing answered 500; after the kill, requests still succeed, some of them retried from A onto B.
    expect(statuses).not.toContain(500);
    expect(statuses.slice(atKill).filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(proxy.retries).toBeGreaterThan(retriesBefore);
  }, 60_000);
});
