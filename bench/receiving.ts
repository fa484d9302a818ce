/**
 * "Commit a receiving line" (issue 23, warehouse action budget p95 ≤ 100 ms), on PGlite and, when reachable,
 * PostgreSQL. One Quarry instance in this process (no HTTP socket: app.inject through the full route stack —
 * auth, role guard, zod, the handler's transaction), a founder with an off-platform receiving of LINES lines,
 * checked in and counted by the warehouse staff; each line's commit (INBOUND −, ON_HAND +, put-away, hold
 * release check) is timed one after another. Figures are printed and written to bench/results/.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import { users } from '../src/server/db/schema/auth';
import { stores } from '../src/server/db/schema/stores';
import { hashPassword } from '../src/server/modules/auth/service';
import { startServices } from '../src/server/start';
import { createBenchDatabase, pct, pgReachable, r1, root } from './server';

const LINES = Number(process.env.BENCH_RECEIVING_LINES ?? 200);

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `quarry-bench-receiving-${kind}-`));
  const database = kind === 'postgres' ? await createBenchDatabase('quarry_bench_receiving') : undefined;
  const config = parseConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    IMAGE_INDEX_ON_START: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const services = await startServices(config, { inMemory: !database });
  const app = await buildApp(services.deps, { logger: false });
  await app.ready();
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, auth: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/rest/main${url}`,
      headers: { authorization: auth },
      payload: payload as object,
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  try {
    const reg = await app.inject({
      method: 'POST',
      url: '/rest/main/register?userType=STORE',
      payload: { email: 'bench-founder@quarry.test', password: 'correct-horse-9', title: 'Bench Store' },
    });
    const founder = reg.json() as { token: string; store: { id: number } };
    await services.deps.db.update(stores).set({ planType: 'TIER_2' }).where(eq(stores.id, founder.store.id));
    await services.deps.db.insert(users).values({
      email: 'bench-ops@quarry.test',
      passwordHash: await hashPassword('quarry-demo'),
      role: 'WAREHOUSE_STAFF',
    });
    const ops = (
      await app.inject({
        method: 'POST',
        url: '/rest/main/login',
        payload: { email: 'bench-ops@quarry.test', password: 'quarry-demo' },
      })
    ).json() as { token: string };
    const fa = `Bearer ${founder.token}`;
    const oa = `Bearer ${ops.token}`;
    const r = await call('POST', '/web/receivings', fa, {
      source: 'OFF_PLATFORM',
      supplierName: 'Bench Mills',
      cartons: 10,
      expectedDate: new Date().toISOString().slice(0, 10),
      lines: Array.from({ length: LINES }, (_, i) => ({
        sku: `BENCH-${i}`,
        title: `Bench ${i % 20}`,
        quantity: 50,
      })),
    });
    await call('POST', `/warehouse/receivings/${r.sn}/check-in`, oa, { cartons: 10 });
    for (const [i, line] of (r.lines as { id: number }[]).entries())
      await call('PUT', `/warehouse/receivings/${r.sn}/lines/${line.id}`, oa, {
        receivedQty: 48 + (i % 5),
        damagedQty: i % 7 === 0 ? 1 : 0,
        bin: `A-0${1 + (i % 9)}-${1 + (i % 4)}`,
      });
    const times: number[] = [];
    for (const line of r.lines as { id: number }[]) {
      const t0 = performance.now();
      await call('POST', `/warehouse/receivings/${r.sn}/lines/${line.id}/commit`, oa, {
        expectedCommitted: 0,
      });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return {
      kind,
      commits: times.length,
      p50Ms: r1(pct(times, 50)),
      p95Ms: r1(pct(times, 95)),
      maxMs: r1(times[times.length - 1]!),
    };
  } finally {
    await app.close();
    await services.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: unknown[] = [await run('pglite')];
if (await pgReachable()) results.push(await run('postgres'));
else console.log('PostgreSQL not reachable (BENCH_PG_ADMIN): PGlite only');
for (const r of results) console.log('commit a receiving line:', r, '(budget p95 ≤ 100 ms)');
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'fulfilment-receiving.json'),
  `${JSON.stringify({ date: new Date().toISOString(), lines: LINES, results }, null, 2)}\n`,
);
