// Issue 21: PostgreSQL connections lost under the app (backends terminated by an operator, a failover, idle
// connections dropped) gave 500 INTERNAL. A read is retried on another connection; a write that cannot safely
// be retried answers 503 with Retry-After; nothing answers 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdmin } from '../test/template-run';
import { callApi, createTestApp, loginAs, type TestApp } from '../test/test-app';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('lost PostgreSQL connections', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await loginAs(t, 'founder@quarry.test')).auth;
  });
  afterAll(() => t?.close());

  /** Ends every connection of the app's database, as `pg_terminate_backend` by an operator does. */
  const terminateBackends = () =>
    withAdmin(adminUrl!, async (c) => {
      const database = new URL(t.config.databaseUrl!).pathname.slice(1);
      const { rows } = await c.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      return rows.length;
    });

  const read = () => callApi(t, 'GET', '/web/shipping-addresses', auth);
  let n = 0;
  const write = () =>
    callApi(t, 'POST', '/web/shipping-addresses', auth, {
      name: `Lost connection ${++n}`,
      line1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      postalCode: '10118',
      countryCode: 'US',
    });

  const expectOkOr503 = (res: Awaited<ReturnType<typeof read>>) => {
    if (res.statusCode === 503) {
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().code).toBe('UNAVAILABLE');
    } else expect(res.statusCode, res.body).toBe(200);
  };

  it('answers a read (retried) and a write (done or 503 with Retry-After) after idle connections were ended', async () => {
    // Idle connections in the pool, then all of them ended.
    await Promise.all(Array.from({ length: 5 }, read));
    expect(await terminateBackends()).toBeGreaterThan(0);
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);

    await Promise.all(Array.from({ length: 5 }, read));
    await terminateBackends();
    expectOkOr503(await write());
    // And the pool works again afterwards.
    expect((await read()).statusCode).toBe(200);
    expect((await write()).statusCode).toBe(200);
  });

  it('never answers 500 when the connections are ended under load', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const load = Array.from({ length: 16 }, (_, i) => (i % 4 === 0 ? write() : read()));
      await new Promise((r) => setTimeout(r, 5));
      await terminateBackends();
      for (const res of await Promise.all(load)) {
        expectOkOr503(res);
        statuses.push(res.statusCode);
      }
    }
    expect(statuses).not.toContain(500);
    expect((await read()).statusCode).toBe(200);
  });
});
