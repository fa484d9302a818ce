// The process killed between each step of paying, then restarted (issue 5's reliability suite): a real server
// on PostgreSQL kills itself (SIGKILL) right after a step, the next start's recovery finishes or rolls back
// what was in flight, and the database never holds a charge without an order or an order without a charge.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../../..');
const PORT = 3471;
const BASE = `http://127.0.0.1:${PORT}/rest/main`;
const jwtSecret = randomBytes(32).toString('hex');
let dbName = '';
let dbUrl = '';
let dataDir = '';
let client: pg.Client;

function start(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      JWT_SECRET: jwtSecret,
      CATALOG_SCALE: '0.02',
      IMAGE_INDEX_ON_START: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const collect = (c: Buffer) => {
    out += c.toString();
  };
  proc.stdout!.on('data', collect);
  proc.stderr!.on('data', collect);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    proc.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const ready = new Promise<void>((resolve, reject) => {
    proc.stdout!.on('data', () => out.includes('QUARRY_READY') && resolve());
    void exited.then((how) => reject(new Error(`server exited (${how}) before ready: ${out}`)));
  });
  return { proc, ready, exited };
}

async function stop(p: { proc: ChildProcess; exited: Promise<unknown> }) {
  if (p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill('SIGTERM');
  await p.exited;
}

async function api(method: string, url: string, token: string | null, body?: unknown, headers = {}) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { id: number } };
}

const one = async <T>(text: string, values: unknown[] = []) =>
  (await client.query(text, values)).rows[0] as T;

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!adminUrl)('a server killed while paying, then restarted', () => {
  beforeAll(async () => {
    dbName = `quarry_test_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-crash-'));
    client = new pg.Client({ connectionString: dbUrl });
  });
  afterAll(async () => {
    await client?.end().catch(() => undefined);
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('after each step: the next start finishes what was charged and rolls back what was not', async () => {
    let server = start({ PAYMENT_CRASH_AFTER: 'after-start' });
    await server.ready;
    await client.connect();
    const login = await api('POST', '/login', null, {
      email: 'founder@quarry.test',
      password: 'quarry-demo',
    });
    const token = login.body.token as string;
    const [address] = (await api('GET', '/web/shipping-addresses', token)).body as unknown as {
      id: number;
    }[];
    const stock = await one<{ id: number; catalog_item_id: number; on_hand: number }>(
      'select id, catalog_item_id, on_hand from stock_items where on_hand >= 3 order by id limit 1',
    );

    const outcomes: Record<string, string> = {};
    for (const [crash, next] of [
      ['after-start', 'after-charge'],
      ['after-charge', 'after-settle'],
      ['after-settle', null],
    ] as const) {
      const item = await api('POST', '/web/creator-order-items', token, {
        catalogItemId: stock.catalog_item_id,
        quantity: 1,
        orderType: 'SAMPLES',
      });
      expect(item.status, JSON.stringify(item.body)).toBe(200);
      const card = await api('POST', '/payments/tokens', null, {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2035,
        cvc: '123',
      });
      const onHandBefore = (
        await one<{ on_hand: number }>('select on_hand from stock_items where id = $1', [stock.id])
      ).on_hand;
      // The server dies in the middle of this request: no answer comes back.
      await expect(
        api(
          'POST',
          '/web/creator-invoice-payments',
          token,
          { orderItemIds: [item.body.id], shippingAddressId: address!.id, paymentMethodId: card.body.id },
          { 'idempotency-key': randomUUID() },
        ),
      ).rejects.toThrow();
      expect(await server.exited).toBe('SIGKILL');
      const inFlight = await one<{ id: number; status: string; charge_key: string }>(
        `select id, status, charge_key from creator_invoice_payments where order_item_ids @> $1::jsonb`,
        [JSON.stringify([item.body.id])],
      );
      expect(inFlight.status).toBe(crash === 'after-settle' ? 'COMPLETED' : 'STARTED');

      // Restart (the next crash point armed for the next round): recovery settles the payment at start-up.
      server = start({ PAYMENT_RECOVERY_STALE_SECONDS: '0', ...(next ? { PAYMENT_CRASH_AFTER: next } : {}) });
      await server.ready;
      const settled = await waitFor(
        () =>
          one<{ status: string }>('select status from creator_invoice_payments where id = $1', [inFlight.id]),
        (p) => p.status !== 'STARTED',
        `payment ${inFlight.id} to settle`,
      );
      outcomes[crash] = settled.status;
      const itemNow = await one<{ status: string; payment_id: number | null }>(
        'select status, payment_id from creator_order_items where id = $1',
        [item.body.id],
      );
      const charges = await one<{ n: number }>(
        `select count(*)::int as n from processor_charges where idempotency_key = $1 and status = 'succeeded'`,
        [inFlight.charge_key],
      );
      const onHand = (
        await one<{ on_hand: number }>('select on_hand from stock_items where id = $1', [stock.id])
      ).on_hand;
      if (crash === 'after-start') {
        // Never charged: rolled back, the item back in the cart, its unit back on the shelf.
        expect(settled.status).toBe('ROLLED_BACK');
        expect(itemNow).toEqual({ status: 'IN_SHOPPING_CART', payment_id: null });
        expect(charges.n).toBe(0);
        expect(onHand).toBe(onHandBefore);
        // Take it out of the cart so the next round pays for its own item only.
        await api('PUT', `/web/creator-order-items/${item.body.id}`, token, { status: 'CANCELED' });
      } else {
        // Charged once: the order exists, the unit stays sold.
        expect(settled.status).toBe('COMPLETED');
        expect(itemNow.status).toBe('IN_PRODUCTION');
        expect(charges.n).toBe(1);
        expect(onHand).toBe(onHandBefore - 1);
      }
    }
    expect(outcomes).toEqual({
      'after-start': 'ROLLED_BACK',
      'after-charge': 'COMPLETED',
      'after-settle': 'COMPLETED',
    });
    // Nothing is left half-way anywhere.
    const pending = await one<{ n: number }>(
      `select count(*)::int as n from creator_order_items where status = 'CHARGE_PENDING'`,
    );
    expect(pending.n).toBe(0);
    const held = await one<{ n: number }>(
      `select count(*)::int as n from stock_reservations where status = 'HELD'`,
    );
    expect(held.n).toBe(0);
    await stop(server);
  }, 180_000);
});
