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
});
