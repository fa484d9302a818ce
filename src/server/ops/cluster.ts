// Quarry's scaled-out topology on one machine without containers (issue 25; compose.yaml is the same with
// containers): instances of the compiled server on PostgreSQL + Redis + shared storage, behind a reverse proxy
// on loopback that spreads requests and WebSockets and retries a request on another instance when it could not
// reach the first. `npm run cluster` starts it; src/server/ops/cluster.test.ts proves what two instances share.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import httpProxy from 'http-proxy';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Instance = {
  name: string;
  url: string;
  port: number;
  /** SIGTERM and wait for the process to end (it drains first). */
  stop(): Promise<void>;
  /** SIGKILL: the process ends at once, as a crashed machine. */
  kill(): Promise<void>;
  readonly exited: boolean;
};

/** Starts one compiled server (`node scripts/start.mjs`) and waits for its /health. */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<Instance> {
  const proc: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`instance ${name} exited with ${proc.exitCode}: ${stderr}`);
    if (Date.now() - started > timeoutMs) {
      proc.kill('SIGKILL');
      throw new Error(`instance ${name} did not answer /health in ${timeoutMs} ms: ${stderr}`);
    }
    const ok = await fetch(`${url}/rest/main/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    await exited;
  };
  return {
    name,
    url,
    port,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
    get exited() {
      return proc.exitCode !== null || proc.signalCode !== null;
    },
  };
}

/** Methods a proxy may send again after a connection broke mid-request (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Errors that mean the request never reached the instance: safe to send anywhere else. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND']);
const BODY_LIMIT = 32 * 1024 * 1024;
const DOWN_MS = 2_000;

export type ClusterProxy = {
  url: string;
  /** Requests answered by another instance after the first could not be reached. */
  readonly retries: number;
  close(): Promise<void>;
};

/**
 * A reverse proxy on loopback (http-proxy): round robin over `targets`, WebSockets included. A request whose
 * instance cannot be reached goes to the next one — any request when the connection was refused (never sent),
 * an idempotent one when the connection broke — and that instance is skipped for two seconds. Bodies are read
 * first (up to 32 MB) so a request can be sent again.
 */
export async function startClusterProxy(targets: string[], port = 0): Promise<ClusterProxy> {
  const proxy = httpProxy.createProxyServer({ xfwd: true, proxyTimeout: 60_000 });
  const downUntil = new Map<string, number>();
  let next = 0;
  let retries = 0;
  const order = () => {
    const start = next++ % targets.length;
    const all = targets.map((_, i) => targets[(start + i) % targets.length]!);
    const up = all.filter((t) => (downUntil.get(t) ?? 0) <= Date.now());
    return up.length ? [...up, ...all.filter((t) => !up.includes(t))] : all;
  };
  const readBody = (req: http.IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size > BODY_LIMIT) reject(Object.assign(new Error('body too large'), { status: 413 }));
        else chunks.push(c);
      });
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  const server = http.createServer(async (req, res) => {
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (err) {
      res.writeHead((err as { status?: number }).status ?? 400).end();
      return;
    }
    const tries = order();
    const attempt = (i: number) => {
      const target = tries[i]!;
      proxy.web(req, res, { target, buffer: Readable.from([body]) }, (err) => {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        downUntil.set(target, Date.now() + DOWN_MS);
        const again = NEVER_SENT.has(code) || (IDEMPOTENT.has(req.method ?? '') && !res.headersSent);
        if (again && !res.headersSent && i + 1 < tries.length) {
          retries++;
          attempt(i + 1);
        } else if (!res.headersSent)
          res
            .writeHead(502, { 'content-type': 'application/json' })
            .end(JSON.stringify({ message: 'No Quarry instance answered', code: 'UNAVAILABLE' }));
        else res.destroy();
      });
    };
    attempt(0);
  });
  server.on('upgrade', (req, socket, head) => {
    const [target] = order();
    proxy.ws(req, socket, head, { target }, () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get retries() {
      return retries;
    },
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
