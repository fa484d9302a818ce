import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

// Two server instances behind one load balancer must share the sign-in limits through Redis.
describe.runIf(redisUrl)('sign-in limits shared through Redis', () => {
  it('locks an account on instance B after failures on instance A', async () => {
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `quarry-test-${randomBytes(6).toString('hex')}:`,
      LOGIN_LIMIT_PER_ACCOUNT: '2',
    };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env });
    try {
      const attempt = (t: typeof a, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/rest/main/login',
          payload: { email: 'founder@quarry.test', password },
        });
      expect((await attempt(a, 'wrong-password')).statusCode).toBe(401);
      expect((await attempt(a, 'wrong-password')).statusCode).toBe(401);
      const onB = await attempt(b, 'quarry-demo');
      expect(onB.statusCode).toBe(429);
      expect(onB.json().code).toBe('RATE_LIMITED');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('lets a browser with a device cookie from instance A through on instance B after strangers exhaust the account', async () => {
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `quarry-test-${randomBytes(6).toString('hex')}:`,
      LOGIN_LIMIT_PER_ACCOUNT: '2',
      // Instances of one deployment share the secret (configured, or kept in the shared database).
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env });
    try {
      const attempt = (t: typeof a, password: string, cookie?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/rest/main/login',
          payload: { email: 'founder@quarry.test', password },
          headers: cookie ? { cookie } : {},
        });
      const first = await attempt(a, 'quarry-demo');
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      expect(cookie).toMatch(/^quarry_device_\d+=/);
      expect((await attempt(a, 'wrong-password')).statusCode).toBe(401);
      expect((await attempt(a, 'wrong-password')).statusCode).toBe(401);
      expect((await attempt(b, 'quarry-demo')).statusCode).toBe(429);
      expect((await attempt(b, 'quarry-demo', cookie)).statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  }, 90_000);
});
