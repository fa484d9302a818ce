/**
 * Warehouse actions (issue 23, decision 045): allocate, pack and buy a label through the HTTP routes
 * (app.inject, one Quarry in this process), one order after another, on PGlite and on PostgreSQL when reachable.
 * Reports each action's p50/p95 over BENCH_ORDERS orders. Budget: p95 ≤ 100 ms per action.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import { stores } from '../src/server/db/schema/stores';
import { createOrder, stockSku } from '../src/server/modules/orders/outbound/outbound-fixtures';
import { startServices } from '../src/server/start';
import { createWarehouseUser } from '../src/server/test/warehouse-user';
import { createBenchDatabase, pct, pgReachable, r1, root } from './server';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 60);

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `quarry-bench-outbound-${kind}-`));
  const database = kind === 'postgres' ? await createBenchDatabase('quarry_bench_outbound') : undefined;
  const config = parseConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    JOB_WORKERS: 'false',
    IMAGE_INDEX_ON_START: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
  });
  const services = await startServices(config, { inMemory: !database });
  const app = await buildApp(services.deps, { logger: false });
  await app.ready();
  const db = services.deps.db;
  try {
    const email = await createWarehouseUser(db);
    const login = await app.inject({
      method: 'POST',
      url: '/rest/main/login',
      payload: { email, password: 'quarry-demo' },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const [store] = await db.insert(stores).values({ title: 'Bench Outbound' }).returning({ id: stores.id });
    await stockSku(db, store!.id, 'BENCH-SKU', ORDERS * 2);
    const orders = [];
    for (let i = 0; i < ORDERS; i++)
      orders.push(await createOrder(db, store!.id, [{ sku: 'BENCH-SKU', quantity: 1 }]));
    const t: Record<'allocate' | 'pack' | 'buyLabel', number[]> = { allocate: [], pack: [], buyLabel: [] };
    const timed = async (k: keyof typeof t, fn: () => Promise<{ statusCode: number; body: string }>) => {
      const s = performance.now();
      const res = await fn();
      t[k].push(performance.now() - s);
      if (res.statusCode !== 200) throw new Error(`${k}: ${res.statusCode} ${res.body}`);
      return res;
    };
    for (const o of orders) {
      const url = `/rest/main/warehouse/orders/${o.id}`;
      await timed('allocate', () => app.inject({ method: 'POST', url: `${url}/allocate`, headers: auth }));
      await timed('pack', () =>
        app.inject({
          method: 'POST',
          url: `${url}/pack`,
          headers: auth,
          payload: { box: 'BOX_6X6X6', weightOz: 10 },
        }),
      );
      const rates = await app.inject({ method: 'GET', url: `${url}/rates`, headers: auth });
      const rateId = rates.json()[0].id as string;
      await timed('buyLabel', () =>
        app.inject({
          method: 'POST',
          url: `${url}/labels`,
          headers: { ...auth, 'idempotency-key': `bench-${o.id}` },
          payload: { rateId },
        }),
      );
    }
    // The first few warm the JIT and the pools.
    const stat = (xs: number[]) => {
      const s = xs.slice(5).sort((a, b) => a - b);
      return { p50Ms: r1(pct(s, 50)), p95Ms: r1(pct(s, 95)), n: s.length };
    };
    return { allocate: stat(t.allocate), pack: stat(t.pack), buyLabel: stat(t.buyLabel) };
  } finally {
    await app.close();
    await services.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  orders: ORDERS,
  cpus: os.cpus().length,
};
results.pglite = await run('pglite');
console.log('warehouse actions, PGlite:', results.pglite, '(budget p95 ≤ 100 ms)');
if (await pgReachable()) {
  results.postgres = await run('postgres');
  console.log('warehouse actions, PostgreSQL:', results.postgres, '(budget p95 ≤ 100 ms)');
} else console.log('PostgreSQL not reachable: skipped');
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'fulfilment-outbound.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
process.exit(0);
