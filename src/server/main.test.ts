import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

function start(dataDir: string, port: number) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The full demo catalog adds ~6 s of seeding (measured by the first-start bench); a small one here.
      CATALOG_SCALE: '0.05',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  proc.stderr!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const ready = new Promise<void>((resolve, reject) => {
    proc.stdout!.on('data', () => out.includes('QUARRY_READY') && resolve());
    proc.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, ready, exited, output: () => out };
}

const stop = async (p: { proc: ChildProcess; exited: Promise<number | null> }) => {
  p.proc.kill('SIGTERM');
  return p.exited;
};

describe('the server process', () => {
  it('starts on an empty folder, refuses a second process on it, closes cleanly on SIGTERM and restarts after the founder deleted demo data', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-main-'));
    dirs.push(dataDir);
    const first = start(dataDir, 3461);
    await first.ready;
    const health = await fetch('http://127.0.0.1:3461/rest/main/health');
    expect((await health.json()).status).toBe('ok');
    expect((await fs.readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).length).toBeGreaterThanOrEqual(32);

    // The founder deletes their saved address (issue 21: the next start seeded the demo commerce again and
    // exited on a duplicate key).
    const api = 'http://127.0.0.1:3461/rest/main';
    const signIn = await fetch(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'founder@quarry.test', password: 'quarry-demo' }),
    });
    const auth = { authorization: `Bearer ${(await signIn.json()).token}` };
    const addresses = (await (await fetch(`${api}/web/shipping-addresses`, { headers: auth })).json()) as {
      id: number;
    }[];
    expect(addresses).toHaveLength(1);
    const removed = await fetch(`${api}/web/shipping-addresses/${addresses[0]!.id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.status).toBeLessThan(300);

    const second = start(dataDir, 3462);
    await expect(second.ready).rejects.toThrow(/Another Quarry process is using/);

    expect(await stop(first)).toBe(0);
    const again = start(dataDir, 3461);
    await again.ready;
    const login = await fetch('http://127.0.0.1:3461/rest/main/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'founder@quarry.test', password: 'quarry-demo' }),
    });
    expect(login.status).toBe(200); // the demo data survived the restart and was not seeded twice
    const founder = { authorization: `Bearer ${(await login.json()).token}` };
    const left = await fetch('http://127.0.0.1:3461/rest/main/web/shipping-addresses', { headers: founder });
    expect(await left.json()).toEqual([]); // the deleted address was not seeded again
    expect(await stop(again)).toBe(0);
  }, 240_000);
});
