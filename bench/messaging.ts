/**
 * Messaging under load (issue 4): one Quarry instance on PostgreSQL, 500 conversations between 500 stores
 * and 500 suppliers, 2,000 WebSockets (two tabs on each side of each conversation). Senders post messages
 * over HTTP for BENCH_SECONDS; every tab records when each message reached it. Reports p95 send-to-deliver
 * (HTTP send start → WebSocket receipt, every delivery), delivered messages/s, and the p95 of a history page
 * of 10 (GET …/messages?before=…&size=10). The load generator is this process; the server is its own.
 * Budgets: p95 send-to-deliver ≤ 20 ms, ≥ 5,000 delivered/s, history page p95 ≤ 10 ms.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
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

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 500);
const TABS = 2; // per side: 4 sockets a conversation, 2,000 in all
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 48);
/** Sends per second of the steady phase (×4 deliveries). */
const RATE = Number(process.env.BENCH_RATE ?? 250);
const { secret, token } = benchTokens();

async function setup(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('begin');
    const ids = [...Array(CONVERSATIONS).keys()];
    const stores = await c.query<{ id: number }>(
      `insert into stores (title) select 'Bench Brand ' || g from generate_series(1, $1) g returning id`,
      [CONVERSATIONS],
    );
    const companies = await c.query<{ id: number }>(
      `insert into catalog_companies (name, description, country_code, region, capabilities, base_products,
         category_ids, tabs, production_days, order_volume, first_enabled_at, tariff_rate_percent, rank, seed)
       select 'Bench Supplier ' || g, 'A bench supplier', 'CN', 'AS', '[]', '[]', '{}', '{PRODUCTS}', 30, 100,
              now(), 5, g, g from generate_series(1, $1) g returning id`,
      [CONVERSATIONS],
    );
    const storeIds = stores.rows.map((r) => r.id);
    const supplierIds = companies.rows.map((r) => r.id);
    const owners = await c.query<{ id: number; store_id: number }>(
      `insert into users (email, password_hash, role, store_id)
       select 'bench-owner-' || s || '@bench.test', 'x', 'STORE_OWNER', s from unnest($1::int[]) s returning id, store_id`,
      [storeIds],
    );
    const sellers = await c.query<{ id: number; supplier_id: number }>(
      `insert into users (email, password_hash, role, supplier_id)
       select 'bench-supplier-' || s || '@bench.test', 'x', 'SUPPLIER', s from unnest($1::int[]) s returning id, supplier_id`,
      [supplierIds],
    );
    const conversations = await c.query<{ id: number }>(
      `insert into conversations (sid, name, store_id, supplier_id)
       select 'CHbench' || i, 'store_' || st || '_customer_' || su, st, su
         from unnest($1::int[], $2::int[]) with ordinality as t(st, su, i) returning id`,
      [storeIds, supplierIds],
    );
    await c.query('commit');
    return ids.map((i) => ({
      id: conversations.rows[i]!.id,
      storeToken: token(owners.rows[i]!.id),
      supplierToken: token(sellers.rows[i]!.id),
    }));
  } finally {
    await c.end();
  }
}

async function openSockets(
  base: string,
  pairs: Awaited<ReturnType<typeof setup>>,
  onMessage: (id: string) => void,
) {
  const sockets: WebSocket[] = [];
  const ws = base.replace(/^http/, 'ws');
  const open = (t: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const s = new WebSocket(`${ws}/rest/main/realtime?token=${t}`);
      s.on('message', (raw) => {
        const text = raw.toString();
        // Cheap filter: only message events carry a clientId worth parsing.
        if (!text.startsWith('{"type":"message"')) return;
        const event = JSON.parse(text) as { message: { clientId: string | null } };
        if (event.message.clientId) onMessage(event.message.clientId);
      });
      s.once('open', () => resolve(s));
      s.once('error', reject);
    });
  // In batches, so the server's accept queue is not flooded.
  for (let i = 0; i < pairs.length; i += 50) {
    const batch = pairs
      .slice(i, i + 50)
      .flatMap((p) => [
        ...Array.from({ length: TABS }, () => open(p.storeToken)),
        ...Array.from({ length: TABS }, () => open(p.supplierToken)),
      ]);
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

async function main() {
  if (!(await pgReachable())) {
    console.log('messaging bench: PostgreSQL not reachable, skipped');
    return;
  }
  const database = await createBenchDatabase('quarry_bench_msg');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-msg-'));
  const server = await startServer(
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JOB_WORKERS: 'false',
      IMAGE_INDEX_ON_START: 'false',
      SERVE_WEB: 'false',
      JWT_SECRET: secret,
      REDIS_URL: '',
    },
    3321,
  );
  try {
    const pairs = await setup(database.url);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let delivered = 0;
    let measuring = false;
    const sockets = await openSockets(server.url, pairs, (clientId) => {
      const t0 = sentAt.get(clientId);
      if (t0 === undefined) return;
      delivered++;
      if (measuring) latencies.push(performance.now() - t0);
    });
    console.log(`messaging bench: ${sockets.length} sockets open, ${pairs.length} conversations`);

    let sent = 0;
    let failed = 0;
    let k = 0;
    async function sendOne() {
      const p = pairs[k++ % pairs.length]!;
      const clientId = randomUUID();
      const fromStore = k % 2 === 0;
      sentAt.set(clientId, performance.now());
      const res = await fetch(`${server.url}/rest/main/web/conversations/${p.id}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${fromStore ? p.storeToken : p.supplierToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ type: 'TEXT', body: `bench message ${k}`, clientId }),
      });
      await res.arrayBuffer();
      if (res.ok) sent++;
      else failed++;
    }
    async function closedLoop(until: number) {
      while (performance.now() < until) await sendOne();
    }
    /** Sends at a steady rate (open loop), so latency is measured below saturation. */
    async function paced(rate: number, seconds: number) {
      const inFlight = new Set<Promise<void>>();
      const start = performance.now();
      for (let i = 0; i < rate * seconds; i++) {
        const due = start + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const p = sendOne().finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await Promise.all(inFlight);
    }
    function reset() {
      sent = 0;
      failed = 0;
      delivered = 0;
      latencies.length = 0;
    }
    function snapshot(t0: number) {
      const elapsed = (performance.now() - t0) / 1000;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        seconds: r1(elapsed),
        sent,
        failed,
        sendsPerSec: Math.round(sent / elapsed),
        delivered,
        deliveredPerSec: Math.round(delivered / elapsed),
        sendToDeliverMs: { p50: r1(pct(sorted, 50)), p95: r1(pct(sorted, 95)), p99: r1(pct(sorted, 99)) },
      };
    }
    // Warm-up.
    await Promise.all(Array.from({ length: SENDERS }, () => closedLoop(performance.now() + 3000)));
    await new Promise((r) => setTimeout(r, 500));
    measuring = true;
    // 1. Latency at a steady load: RATE sends/s, each delivered to 4 tabs.
    reset();
    let t0 = performance.now();
    await paced(RATE, SECONDS);
    await new Promise((r) => setTimeout(r, 300));
    const steady = snapshot(t0);
    // 2. Throughput: SENDERS clients sending back to back.
    reset();
    t0 = performance.now();
    await Promise.all(Array.from({ length: SENDERS }, () => closedLoop(t0 + SECONDS * 1000)));
    await new Promise((r) => setTimeout(r, 300));
    const saturated = snapshot(t0);
    measuring = false;

    // History pages of 10, from 4 clients, over random conversations and offsets.
    const counts = await (async () => {
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      const r = await c.query<{ id: number; last_index: number }>('select id, last_index from conversations');
      await c.end();
      return new Map(r.rows.map((x) => [x.id, x.last_index]));
    })();
    const history: number[] = [];
    async function reader(n: number) {
      for (let i = 0; i < 500; i++) {
        const p = pairs[(n * 131 + i * 17) % pairs.length]!;
        const last = counts.get(p.id) ?? 0;
        const before = Math.max(1, Math.floor((((i * 7919) % 100) / 100) * last));
        const start = performance.now();
        const res = await fetch(
          `${server.url}/rest/main/web/conversations/${p.id}/messages?before=${before}&size=10`,
          {
            headers: { authorization: `Bearer ${p.storeToken}` },
          },
        );
        await res.arrayBuffer();
        if (res.ok) history.push(performance.now() - start);
      }
    }
    await Promise.all([0, 1, 2, 3].map(reader));
    history.sort((a, b) => a - b);

    const result = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      database: 'postgres',
      sockets: sockets.length,
      conversations: pairs.length,
      steady: { sendsPerSecTarget: RATE, ...steady },
      saturated: { senders: SENDERS, ...saturated },
      historyPageMs: {
        requests: history.length,
        p50: r1(pct(history, 50)),
        p95: r1(pct(history, 95)),
        p99: r1(pct(history, 99)),
      },
    };
    console.log(
      'messaging:',
      result,
      '(budgets: p95 send-to-deliver ≤ 20 ms, ≥ 5,000 delivered/s, history p95 ≤ 10 ms)',
    );
    const dir = path.join(root, 'bench', 'results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'messaging.json'), `${JSON.stringify(result, null, 2)}\n`);
    for (const s of sockets) s.terminate();
  } finally {
    await stopServer(server);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
