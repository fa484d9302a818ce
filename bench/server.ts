// What every benchmark needs: a Quarry server in its own process, a throwaway PostgreSQL database, a token.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { createSigner } from 'fast-jwt';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');
export const PG_ADMIN =
  process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Server = { proc: ChildProcess; url: string; readyMs: number };

/** Spawns `src/server/main.ts` and resolves once it printed QUARRY_READY; `readyMs` is from spawn. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  timeoutMs = 120_000,
): Promise<Server> {
  const started = performance.now();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (for profiling a bench).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // The compiled server, as `npm start` runs it (built first when missing or stale).
  const proc = spawn(process.execPath, [...profile, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    proc.stdout!.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('QUARRY_READY')) return;
      clearTimeout(timer);
      resolve();
    });
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { proc, url: `http://127.0.0.1:${port}`, readyMs: Math.round(performance.now() - started) };
}

export async function stopServer(s: Server) {
  if (s.proc.exitCode !== null) return;
  const done = new Promise((r) => s.proc.on('exit', r));
  s.proc.kill('SIGTERM');
  await done;
}

/** Signs in as the demo founder and answers the token. */
export async function login(url: string) {
  const res = await fetch(`${url}/rest/main/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'founder@quarry.test', password: 'quarry-demo' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>) {
  const c = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A fresh PostgreSQL database for one run: its URL, and drop() to remove it. */
export async function createBenchDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const u = new URL(PG_ADMIN);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

export async function pgReachable() {
  try {
    await admin(async () => undefined);
    return true;
  } catch {
    return false;
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * GETs every url (all on one server) with the bearer token from `concurrency` connections at once, each
 * taking the next url when its answer arrives; p50/p95/p99 of the latencies and how many answered an error.
 * The load generator is autocannon: it shares the machine's cores with the server and the database, and
 * costs them about a fifth of the CPU per request that `fetch` did (bench/README.md), so the figures are
 * less of the generator's own making.
 */
export async function measure(urls: string[], token: string, concurrency = 4) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const origin = new URL(urls[0]!).origin;
  const paths = urls.map((u) => {
    const url = new URL(u);
    if (url.origin !== origin) throw new Error(`measure: ${u} is not on ${origin}`);
    return url.pathname + url.search;
  });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: concurrency,
        amount: paths.length,
        headers: { authorization: `Bearer ${token}` },
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode >= 400) failures++;
    });
  });
  failures += result.errors + result.timeouts;
  times.sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: times.length,
    failures,
    p50Ms: r(percentile(times, 50)),
    p95Ms: r(percentile(times, 95)),
    p99Ms: r(percentile(times, 99)),
  };
}

/**
 * Tokens for benchmark users without a sign-in each: the server is started with JWT_SECRET = `secret`, and
 * `token(userId)` signs what the server would issue.
 */
export function benchTokens() {
  const secret = randomBytes(32).toString('hex');
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  const token = (userId: number) => {
    const now = Math.floor(Date.now() / 1000);
    return sign({ sub: String(userId), tv: 0, iat: now, exp: now + 3600, jti: randomUUID() });
  };
  return { secret, token };
}

/** The p-th percentile of ascending `sorted`. */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Milliseconds from spawning `npm start` (as a user types it) to the first 200 from /rest/main/health, polled
 * every 50 ms; then the server is stopped (SIGTERM to its process group) and awaited.
 */
export async function timeNpmStart(env: Record<string, string>, port: number, timeoutMs = 180_000) {
  const started = performance.now();
  const proc = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((r) => proc.on('exit', r));
  try {
    for (;;) {
      if (performance.now() - started > timeoutMs) throw new Error(`npm start: no health in ${timeoutMs} ms`);
      if (proc.exitCode !== null) throw new Error(`npm start exited with ${proc.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/rest/main/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return Math.round(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    if (proc.exitCode === null) process.kill(-proc.pid!, 'SIGTERM');
    await exited;
    // npm may exit before the server has closed its data folder: wait for the whole group to be gone.
    const alive = () => {
      try {
        process.kill(-proc.pid!, 0);
        return true;
      } catch {
        return false;
      }
    };
    while (alive()) await new Promise((r) => setTimeout(r, 100));
  }
}
