/**
 * Checkout completion (issue 5): one Quarry instance on PostgreSQL with durable commits (the server's
 * default synchronous_commit), BENCH_CHECKOUTS stores each with one cart item of a product with limited
 * stock. Each checkout tokenizes the success card at the embedded processor (not timed: it is the browser's
 * call to the processor) and then times POST /web/creator-invoice-payments with an Idempotency-Key, from
 * send to a COMPLETED answer. CONCURRENCY checkouts run at once. Budget: p95 ≤ 150 ms.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  benchTokens,
  createBenchDatabase,
  pct,
  pgReachable,
  r1,
  root,
  startServer,
  stopServer,
} from './server';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 600);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const { secret, token } = benchTokens();

async function setup(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('begin');
    const [company] = (
      await c.query<{ id: number }>(
        `insert into catalog_companies (name, description, country_code, region, capabilities, base_products,
           category_ids, tabs, production_days, order_volume, first_enabled_at, tariff_rate_percent, rank, seed,
           sample_price_cents)
         values ('Bench Supplier', 'A bench supplier', 'US', 'NA', '[]', '[]', '{}', '{PRODUCTS}', 30, 100, now(), 0, 1, 1, 2500)
         returning id`,
      )
    ).rows;
    const [category] = (
      await c.query<{ id: number }>(
        `insert into catalog_categories (tab, vertical, group_name, subgroup) values ('PRODUCTS', 'Bench', 'Bench', 'Bench') returning id`,
      )
    ).rows;
    const [item] = (
      await c.query<{ id: number }>(
        `insert into catalog_items (company_id, category_id, tab, title, description, image_count, price_tiers,
           production_min_price_cents, moq, stock_status, color_options, packing, rank, enabled_at, ranked_at, seed)
         values ($1, $2, 'PRODUCTS', 'Bench candle', 'A bench candle', 1,
                 '[{"minQuantity":100,"unitPriceCents":450}]', 450, 100, 'IN_STOCK', '', 'PARCEL', 1, now(), now(), 1)
         returning id`,
        [company!.id, category!.id],
      )
    ).rows;
    await c.query('insert into stock_items (catalog_item_id, on_hand) values ($1, $2)', [
      item!.id,
      CHECKOUTS * 2,
    ]);
    const stores = await c.query<{ id: number }>(
      `insert into stores (title) select 'Bench Brand ' || g from generate_series(1, $1) g returning id`,
      [CHECKOUTS],
    );
    const storeIds = stores.rows.map((r) => r.id);
    const owners = await c.query<{ id: number; store_id: number }>(
      `insert into users (email, password_hash, role, store_id)
       select 'bench-buyer-' || s || '@bench.test', 'x', 'STORE_OWNER', s from unnest($1::int[]) s returning id, store_id`,
      [storeIds],
    );
    const items = await c.query<{ id: number; store_id: number }>(
      `insert into creator_order_items (store_id, company_id, catalog_item_id, order_type, order_source, status,
         fee_kind, shipping_mode, title, sku, quantity, unit_price_cents)
       select s, $2::int, $3::int, 'SAMPLES', 'SOURCING_MARKETPLACE', 'IN_SHOPPING_CART', 'PRODUCT', 'QUARRY_SHIPPING',
              'Bench candle', 'QI-' || $3::text, 1, 2500
         from unnest($1::int[]) s returning id, store_id`,
      [storeIds, company!.id, item!.id],
    );
    await c.query('commit');
    const itemOf = new Map(items.rows.map((r) => [r.store_id, r.id]));
    return owners.rows.map((o) => ({ token: token(o.id), itemId: itemOf.get(o.store_id)! }));
  } finally {
    await c.end();
  }
}

const ADDRESS = {
  name: 'Bench Buyer',
  line1: '410 Glenwood Avenue',
  city: 'Raleigh',
  state: 'NC',
  postalCode: '27603',
  countryCode: 'US',
};

async function checkout(url: string, buyer: { token: string; itemId: number }) {
  const tok = await fetch(`${url}/rest/main/payments/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' }),
  });
  const { id } = (await tok.json()) as { id: string };
  const started = performance.now();
  const res = await fetch(`${url}/rest/main/web/creator-invoice-payments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${buyer.token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ orderItemIds: [buyer.itemId], shippingAddress: ADDRESS, paymentMethodId: id }),
  });
  const body = (await res.json()) as { status?: string; message?: string };
  const ms = performance.now() - started;
  if (res.status !== 200 || body.status !== 'COMPLETED')
    throw new Error(`checkout failed: ${res.status} ${JSON.stringify(body)}`);
  return ms;
}

async function main() {
  if (!(await pgReachable())) {
    console.log('checkout bench: PostgreSQL not reachable, skipped');
    return;
  }
  const database = await createBenchDatabase('quarry_bench_checkout');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-checkout-'));
  const server = await startServer(
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      IMAGE_INDEX_ON_START: 'false',
      SERVE_WEB: 'false',
      JWT_SECRET: secret,
      REDIS_URL: '',
    },
    3331,
  );
  try {
    const buyers = await setup(database.url);
    const warm = buyers.splice(0, 40);
    for (const b of warm) await checkout(server.url, b);
    const times: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < buyers.length) {
          const b = buyers[next++]!;
          times.push(await checkout(server.url, b));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      checkouts: times.length,
      concurrency: CONCURRENCY,
      p50Ms: r1(pct(times, 50)),
      p95Ms: r1(pct(times, 95)),
      p99Ms: r1(pct(times, 99)),
      checkoutsPerSec: r1(times.length / seconds),
      budgetP95Ms: 150,
    };
    console.log(
      `checkout completion on PostgreSQL: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (budget ≤ 150), p99 ${result.p99Ms} ms, ${result.checkoutsPerSec} checkouts/s at ${CONCURRENCY} at once`,
    );
    const dir = path.join(root, 'bench', 'results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'checkout.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await stopServer(server);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
