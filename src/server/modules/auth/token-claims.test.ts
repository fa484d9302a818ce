import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { CLOCK_SKEW_SECONDS } from './tokens';

// Tokens signed with the app's own secret: everything about them is valid except the claim under test.
let t: TestApp;
let founder: { userId: number; tokenVersion: number };
beforeAll(async () => {
  t = await createTestApp();
  const login = await loginAs(t, 'founder@quarry.test');
  const claims = await t.deps.tokens.verify(login.token);
  founder = { userId: login.userId, tokenVersion: claims!.tokenVersion };
});
afterAll(() => t.close());

/** An HS256 token over exactly these claims (a library signer would rewrite a bad `iat`). */
function signed(claims: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    sub: String(founder.userId),
    tv: founder.tokenVersion,
    iat: now,
    exp: now + 3600,
    jti: randomUUID(),
    ...claims,
  };
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${body}.${createHmac('sha256', t.deps.secrets.jwt).update(body).digest('base64url')}`;
}

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/rest/main/web/stores/me',
    headers: { authorization: `Bearer ${token}` },
  });

describe('token claims', () => {
  it('accepts a canonical subject and an iat within the clock skew', async () => {
    expect((await me(signed({}))).statusCode).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    expect((await me(signed({ iat: now + CLOCK_SKEW_SECONDS - 5 }))).statusCode).toBe(200);
  });

  it('refuses a subject that is not a user id in canonical form with 401, never 500', async () => {
    const id = founder.userId;
    for (const sub of [
      '99999999999999999999',
      '2147483648',
      `${id}.0`,
      `0${id}`,
      `+${id}`,
      ` ${id}`,
      `${id}e0`,
      '0',
      '-1',
      '0x1',
      '',
      id,
    ]) {
      const res = await me(signed({ sub }));
      expect({ sub, status: res.statusCode, code: res.json().code }).toEqual({
        sub,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('refuses a token issued in the future, and a token version that is not a whole number', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await me(signed({ iat: now + 3600 }))).statusCode).toBe(401);
    expect((await me(signed({ iat: now + CLOCK_SKEW_SECONDS + 5 }))).statusCode).toBe(401);
    expect((await me(signed({ iat: String(now) }))).statusCode).toBe(401);
    expect((await me(signed({ tv: founder.tokenVersion + 0.5 }))).statusCode).toBe(401);
  });
});
