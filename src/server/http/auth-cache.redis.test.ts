import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;

// Two instances on one PostgreSQL database: a change made through one is seen at once by the other.
describe.runIf(redisUrl && postgres)('auth cache across two instances', () => {
  it('drops the cached store on instance B when instance A renames it', async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: `quarry-test-${randomBytes(6).toString('hex')}:` };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env, attachTo: a });
    try {
      const founder = await loginAs(a, 'founder@quarry.test');
      const me = (t: typeof a) =>
        t.app
          .inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: founder.auth })
          .then((r) => r.json());
      expect((await me(b)).title).toBe('Lavender & Co.'); // now cached on B
      const put = await a.app.inject({
        method: 'PUT',
        url: '/rest/main/web/stores/me/profile',
        headers: founder.auth,
        payload: { title: 'Renamed on A' },
      });
      expect(put.statusCode).toBe(200);
      await expect
        .poll(async () => (await me(b)).title, { timeout: 2000, interval: 50 })
        .toBe('Renamed on A');
    } finally {
      await b.close();
      await a.close();
    }
  });
});
