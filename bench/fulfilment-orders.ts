/**
 * The founder's order list (issue 23, decision 043): one Quarry whose demo founder gets
 * BENCH_ORDERS (200k) more orders (one set-based statement per table, written while it is stopped), then the
 * list page's two calls — a tab with a filter and a sort, and the tab counts under that filter — from 4 clients,
 * on PostgreSQL and on PGlite. Budget: p95 ≤ 50 ms.
 * Then the CSV import of BENCH_IMPORT_ORDERS (10,000) orders through the API and its job, timed from the
 * upload to DONE with progress read every second. Budget: ≤ 30 s. Part of `npm run bench -- fulfilment`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import pg from 'pg';
import { ORDER_IMPORT_COLUMNS } from '../src/shared/contract/sales-orders';
import {
  createBenchDatabase,
  login,
  measure,
  pgReachable,
  r1,
  root,
  startServer,
  stopServer,
} from './server';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const IMPORT_ORDERS = Number(process.env.BENCH_IMPORT_ORDERS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 800);

/** Runs statements on PostgreSQL at `url`, or on the PGlite folder of a stopped Quarry's DATA_DIR. */
async function withDatabase(target: { url: string } | { dataDir: string }, fn: (run: Run) => Promise<void>) {
  if ('url' in target) {
    const c = new pg.Client({ connectionString: target.url });
    await c.connect();
    try {
      await fn(async (q) => void (await c.query(q)));
    } finally {
      await c.end();
    }
    return;
  }
  const c = await PGlite.create(path.join(target.dataDir, 'pglite'), { extensions: { cube } });
  try {
    await fn(async (q) => void (await c.exec(q)));
  } finally {
    await c.close();
  }
}
type Run = (statement: string) => Promise<void>;

/** 200k orders of the demo founder with one line each, spread over a year, in every tab and origin. */
async function addOrders(target: { url: string } | { dataDir: string }) {
  const started = performance.now();
  await withDatabase(target, async (run) => {
    await run(`
      insert into sales_orders (store_id, order_number, number_seq, origin, customer_name, customer_email,
        shipping_address, processing_status, cancellation_level, fulfillment_level, subtotal_cents, total_cents,
        placed_at, canceled_at)
      select s.id, '#' || (100000 + i), 100000 + i,
        (array['SHOPIFY_PLATFORM','SHOPIFY_CREATOR','IMPORT','CART_ROVER','MANUAL_RETAIL','MANUAL_WHOLESALE'])[1 + i % 6],
        'Customer ' || (i % 5000), 'c' || (i % 5000) || '@example.com',
        jsonb_build_object('name', 'Customer', 'line1', '1 Main St', 'city', 'Raleigh', 'state', 'NC',
          'postalCode', '27601', 'countryCode', case when i % 20 = 0 then 'CA' else 'US' end),
        case when i % 10 < 7 then 'FINISHED' when i % 10 = 7 then 'OUTSTANDING' when i % 10 = 8 then 'PROCESSING' else 'ON_HOLD' end,
        case when i % 25 = 0 then 'CANCELED' else 'NONE' end,
        case when i % 10 < 7 and i % 25 <> 0 then 'FULFILLED' else 'NONE' end,
        1000 + (i * 37) % 20000, 1000 + (i * 37) % 20000,
        now() - make_interval(secs => (i * 157) % (365 * 86400)),
        case when i % 25 = 0 then now() else null end
      from generate_series(1, ${ORDERS}) i, (select store_id as id from users where email = 'founder@quarry.test') s`);
    await run(`
      insert into sales_order_lines (order_id, store_id, sku, title, quantity, fulfilled_qty, canceled_qty, unit_price_cents)
      select o.id, o.store_id, (array['QT-TEE-M','QT-MUG','QT-TOTE','QT-BEANIE','QT-SERUM'])[1 + o.id % 5], 'Bench item', 1,
        case when o.fulfillment_level = 'FULFILLED' then 1 else 0 end,
        case when o.cancellation_level = 'CANCELED' then 1 else 0 end, o.subtotal_cents
      from sales_orders o where o.number_seq >= 100000`);
    await run('analyze sales_orders; analyze sales_order_lines');
  });
  return Math.round(performance.now() - started);
}

function importCsv(n: number) {
  const rows = [ORDER_IMPORT_COLUMNS.join(',')];
  for (let i = 0; i < n; i++)
    rows.push(
      `B-${i},2026-11-01,Bench Buyer ${i},b${i}@example.com,,${i + 1} Oak St,,Raleigh,NC,27601,US,QT-TOTE,1,22.00,0,0,STANDARD,bench,`,
    );
  return `${rows.join('\n')}\n`;
}

async function runImport(url: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = performance.now();
  const res = await fetch(`${url}/rest/main/web/orders/action/import-task`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ fileName: 'bench.csv', csv: importCsv(IMPORT_ORDERS) }),
  });
  if (!res.ok) throw new Error(`import upload failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  const progress: number[] = [];
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const t = (await (
      await fetch(`${url}/rest/main/web/orders/action/import-task/${id}`, { headers })
    ).json()) as {
      status: string;
      processedRows: number;
      createdOrders: number;
      errors: unknown[];
    };
    progress.push(t.processedRows);
    if (t.status === 'DONE' || t.status === 'FAILED')
      return {
        status: t.status,
        orders: t.createdOrders,
        errors: t.errors.length,
        seconds: r1((performance.now() - started) / 1000),
        progressReadings: progress.length,
        distinctProgressValues: new Set(progress).size,
      };
    if (performance.now() - started > 180_000) throw new Error('import did not finish in 3 minutes');
  }
}

async function listLoad(url: string, token: string) {
  const q = 'origin=SHOPIFY_PLATFORM&from=2026-01-01';
  const list = [
    `${url}/rest/main/web/orders?tab=FULFILLED&${q}&sort=-total&size=25`,
    `${url}/rest/main/web/orders?tab=OUTSTANDING&${q}&sort=-placedAt&size=25`,
    `${url}/rest/main/web/orders?tab=ALL&${q}&sort=customer&size=25&page=3`,
  ];
  const counts = [`${url}/rest/main/web/orders/action/tab-counts?${q}`];
  await measure([...list, ...counts], token, 4); // warm-up
  const listed = await measure(
    Array.from({ length: REQUESTS }, (_, i) => list[i % list.length]!),
    token,
    4,
  );
  const counted = await measure(
    Array.from({ length: REQUESTS / 2 }, () => counts[0]!),
    token,
    4,
  );
  const mixed = await measure(
    Array.from({ length: REQUESTS }, (_, i) => (i % 2 ? counts[0]! : list[i % list.length]!)),
    token,
    4,
  );
  return { list: listed, tabCounts: counted, listAndCounts: mixed };
}

/** One engine: a seeded Quarry, 200k more orders written while it is stopped, then the list load (and the import). */
async function runEngine(kind: 'postgres' | 'pglite', withImport: boolean) {
  const db = kind === 'postgres' ? await createBenchDatabase('quarry_bench_orders') : undefined;
  const dataDir = fs.mkdtempSync(path.join(root, `data-bench-orders-${kind}-`));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: db?.url ?? '',
    IMAGE_INDEX_ON_START: 'false',
    CATALOG_SCALE: '0.02',
  };
  const out: Record<string, unknown> = {};
  try {
    let server = await startServer(env, 3314);
    await stopServer(server);
    out.seedMs = await addOrders(db ? { url: db.url } : { dataDir });
    server = await startServer(env, 3314);
    try {
      const token = await login(server.url);
      out.list = await listLoad(server.url, token);
      console.log(`orders list over ${ORDERS} orders, ${kind}, 4 clients:`, out.list, '(budget p95 ≤ 50 ms)');
      if (withImport) {
        out.import = await runImport(server.url, token);
        console.log(`CSV import of ${IMPORT_ORDERS} orders, ${kind}:`, out.import, '(budget ≤ 30 s)');
      }
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    // BENCH_KEEP_DB=1 leaves the 200k-order PostgreSQL database for EXPLAIN ANALYZE (its URL is printed).
    if (db && process.env.BENCH_KEEP_DB === '1') console.log('kept database:', db.url);
    else await db?.drop();
  }
  return out;
}

const results: Record<string, unknown> = { date: new Date().toISOString(), orders: ORDERS };
if (await pgReachable()) results.postgres = await runEngine('postgres', true);
else console.log('PostgreSQL not reachable: the PostgreSQL half of the orders bench is skipped');
results.pglite = await runEngine('pglite', true);
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'fulfilment-orders.json'),
  JSON.stringify(results, null, 2),
);
