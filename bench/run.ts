/**
 * `npm run bench`: server cold and warm start, requests/s and p99 of an authenticated
 * GET /web/stores/me on PGlite and on PostgreSQL (autocannon, 100 connections), and the gzip size of
 * the web app's initial JS. Prints the figures against the budgets and writes bench/results/*.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import {
  createBenchDatabase,
  login,
  PG_ADMIN,
  pgReachable,
  root,
  startServer,
  stopServer,
  timeNpmStart,
} from './server';

const resultsDir = path.join(root, 'bench', 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  memGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
};

async function loadTest(url: string, token: string) {
  // Warm up the JIT and the connection pool before measuring.
  await autocannon({
    url: `${url}/rest/main/web/stores/me`,
    connections: 20,
    duration: 2,
    headers: { authorization: `Bearer ${token}` },
  });
  const r = await autocannon({
    url: `${url}/rest/main/web/stores/me`,
    connections: 100,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    requestsPerSec: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    total: r.requests.total,
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres', extraEnv: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `quarry-bench-${kind}-`));
  // Picture indexing (background jobs after a first start) would share the 2 cores with the load test.
  const env: Record<string, string> = { DATA_DIR: dataDir, IMAGE_INDEX_ON_START: 'false', ...extraEnv };
  const database = kind === 'postgres' ? await createBenchDatabase('quarry_bench') : undefined;
  if (database) env.DATABASE_URL = database.url;
  try {
    const cold = await startServer(env, 3301);
    await stopServer(cold);
    const warm = await startServer(env, 3301);
    try {
      const token = await login(warm.url);
      const load = await loadTest(warm.url, token);
      return { kind, coldStartMs: cold.readyMs, warmStartMs: warm.readyMs, ...load };
    } finally {
      await stopServer(warm);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** gzip bytes of the entry script and every chunk index.html preloads: what the first paint waits for. */
function initialJs() {
  const dist = path.join(root, 'dist', 'web');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  const sizes = files.map((f) => ({
    file: f,
    gzipBytes: gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length,
  }));
  const css = [...html.matchAll(/href="\/?([^"]+\.css)"/g)].map((m) => m[1]!);
  return {
    files: sizes,
    totalGzipKB: Math.round((sizes.reduce((a, s) => a + s.gzipBytes, 0) / 1024) * 10) / 10,
    cssGzipKB:
      Math.round(
        (css.reduce((a, f) => a + gzipSync(fs.readFileSync(path.join(dist, f))).length, 0) / 1024) * 10,
      ) / 10,
  };
}

/** Runs a benchmark script in its own process (its own server and output); rejects when it fails. */
const runScript = (file: string) =>
  new Promise<void>((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
    p.on('exit', (c) => (c === 0 ? resolve() : reject(new Error(`${file} failed`))));
  });

const which = process.argv.slice(2);
const wants = (k: string) => which.length === 0 || which.includes(k);
/** Slow benchmarks that seed a large catalog run only when named: `npm run bench -- catalog`. */
const named = (k: string) => which.includes(k);
const results: Record<string, unknown> = { date: new Date().toISOString(), machine };

if (wants('web')) {
  await new Promise<void>((resolve, reject) => {
    const p = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    p.on('exit', (c) => (c === 0 ? resolve() : reject(new Error('vite build failed'))));
  });
  results.initialJs = initialJs();
  console.log(
    `initial JS: ${(results.initialJs as { totalGzipKB: number }).totalGzipKB} KB gzip (budget ≤ 170 KB)`,
  );
}
if (wants('first-start')) {
  // What a new user meets (issue 25): spawn of `npm start` → the first 200 from /rest/main/health. First with no
  // web build, no server build and an empty data folder (`npm install && npm start`), then again on that folder.
  const aside = (dir: string) => {
    const to = `${dir}.bench-aside`;
    fs.rmSync(to, { recursive: true, force: true });
    if (fs.existsSync(dir)) fs.renameSync(dir, to);
    return () => {
      if (fs.existsSync(to)) {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.renameSync(to, dir);
      }
    };
  };
  const restoreWeb = aside(path.join(root, 'dist', 'web'));
  const restoreServer = aside(path.join(root, 'dist', 'server'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-first-'));
  try {
    const first = await timeNpmStart({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3302);
    const second = await timeNpmStart({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3302);
    const third = await timeNpmStart({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3302);
    results.firstStart = { emptyFolderNoBuildsMs: first, existingFolderMs: [second, third] };
    console.log('npm start → health 200:', results.firstStart, '(budget ≤ 25 s, then ≤ 3 s)');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    // The builds this made are as good as the ones set aside; keep the fresh ones.
    if (!fs.existsSync(path.join(root, 'dist', 'web', 'index.html'))) restoreWeb();
    else fs.rmSync(path.join(root, 'dist', 'web.bench-aside'), { recursive: true, force: true });
    if (!fs.existsSync(path.join(root, 'dist', 'server', 'main.mjs'))) restoreServer();
    else fs.rmSync(path.join(root, 'dist', 'server.bench-aside'), { recursive: true, force: true });
  }
}
if (wants('pglite')) {
  results.pglite = await benchDatabase('pglite');
  console.log('PGlite:', results.pglite);
}
if (wants('postgres')) {
  if (await pgReachable()) {
    results.postgres = await benchDatabase('postgres');
    console.log('PostgreSQL:', results.postgres, '(budget ≥ 8000 req/s, p99 ≤ 25 ms)');
    // The same load with the auth cache off: every request reads the user and store from the database.
    results.postgresUncached = await benchDatabase('postgres', { AUTH_CACHE_TTL_MS: '0' });
    console.log('PostgreSQL, auth cache off:', results.postgresUncached);
  } else {
    console.log(`PostgreSQL not reachable at ${PG_ADMIN}: skipped`);
  }
}
if (named('catalog')) {
  await runScript('bench/catalog.ts');
}
if (named('image-search')) {
  await runScript('bench/image-search.ts');
}
if (named('fulfilment')) {
  await runScript('bench/fulfilment-outbound.ts');
}
if (wants('messaging')) {
  await runScript('bench/messaging.ts');
}
if (named('fulfilment')) {
  // Issue 23's warehouse actions; each fulfilment helper's bench file runs here.
  await runScript('bench/receiving.ts');
}
if (wants('checkout')) {
  await runScript('bench/checkout.ts');
}
if (named('fulfilment')) {
  await runScript('bench/fulfilment-orders.ts');
}
if (named('agent')) {
  // Issue 24: factory matching (1M items with BENCH_AGENT_DATABASE_URL) and a full agent run.
  await runScript('bench/agent.ts');
}
if (wants('brand-kits')) {
  await runScript('bench/brand-kits.ts');
}
if (wants('lighthouse')) {
  // Skips itself (exit 0) when Lighthouse is not installed outside the repo; see bench/lighthouse.ts.
  await runScript('bench/lighthouse.ts');
}
if (Object.keys(results).length > 2) {
  const file = path.join(resultsDir, 'foundation.json');
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, file)}`);
}
