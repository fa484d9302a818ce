import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_HEADER, TOKEN_HEADER } from '../../../shared/contract/http';
import { users } from '../../db/schema/auth';
import { createTestApp, loginAs, registerStore, type TestApp } from '../../test/test-app';
import { hashPassword } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/rest/main${url}`, payload: payload as object, headers });

describe('register', () => {
  it('creates a store owner and answers a token that reads the new store', async () => {
    const res = await post('/register?userType=STORE', {
      email: 'New.Founder@Example.com',
      password: 'long-enough-1',
      title: 'Fern Candles',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'new.founder@example.com', role: 'STORE_OWNER' });
    expect(body.store).toMatchObject({ title: 'Fern Candles', planType: 'TIER_1', isPreviewAccount: false });
    expect(res.headers[TOKEN_HEADER]).toBe(body.token);
    const me = await t.app.inject({
      method: 'GET',
      url: '/rest/main/web/stores/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json()).toMatchObject({ id: body.store.id, title: 'Fern Candles' });
  });

  it('refuses a taken email in any letter case with 409', async () => {
    const res = await post('/register?userType=STORE', {
      email: 'FOUNDER@quarry.test',
      password: 'long-enough-1',
      title: 'Copycat',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });

  it('answers 400 with every failing field, never 500', async () => {
    const res = await post('/register?userType=STORE', { email: 'nope', password: 'short', title: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('INVALID');
    const paths = body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.password', 'body.title']));
  });

  it('rejects unknown body fields and unknown user types', async () => {
    const extra = await post('/register?userType=STORE', {
      email: 'a@b.co',
      password: 'long-enough-1',
      title: 'X',
      role: 'ADMIN',
    });
    expect(extra.statusCode).toBe(400);
    const type = await post('/register?userType=ADMIN', {
      email: 'a@b.co',
      password: 'long-enough-1',
      title: 'X',
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().details[0].path).toBe('querystring.userType');
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/main/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID');
  });
});

describe('login', () => {
  it('answers a new token on every login', async () => {
    const a = await loginAs(t, 'founder@quarry.test');
    const b = await loginAs(t, 'founder@quarry.test');
    expect(a.token).not.toBe(b.token);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const wrong = await post('/login', { email: 'founder@quarry.test', password: 'wrong-password' });
    const unknown = await post('/login', { email: 'nobody@quarry.test', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('signs in the supplier and warehouse roles without a store', async () => {
    const res = await post('/login', { email: 'supplier@quarry.test', password: 'quarry-demo' });
    expect(res.json().user.role).toBe('SUPPLIER');
    expect(res.json().store).toBeNull();
    const ops = await post('/login', { email: 'ops@quarry.test', password: 'quarry-demo' });
    expect(ops.json().user.role).toBe('WAREHOUSE_STAFF');
  });
});

describe('sessions', () => {
  it('401s without a token, with a forged token and with a malformed header', async () => {
    const me = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/rest/main/web/stores/me',
        headers: authorization ? { authorization } : {},
      });
    expect((await me()).statusCode).toBe(401);
    const { token } = await loginAs(t, 'founder@quarry.test');
    const [h, p] = token.split('.');
    expect((await me(`Bearer ${h}.${p}.AAAA`)).statusCode).toBe(401);
    expect((await me('Bearer nonsense')).statusCode).toBe(401);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('401s an expired token', async () => {
    const user = await loginAs(t, 'founder@quarry.test');
    const past = Math.floor(Date.now() / 1000) - t.config.tokenTtlSeconds - 10;
    const { token } = await t.deps.tokens.sign(user.userId, 0, past);
    const res = await t.app.inject({
      method: 'GET',
      url: '/rest/main/web/stores/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired - please log in again.');
  });

  it('renews an old token through the response header, and leaves a fresh one alone', async () => {
    const user = await loginAs(t, 'founder@quarry.test');
    const fresh = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: user.auth });
    expect(fresh.headers[TOKEN_HEADER]).toBeUndefined();
    const old = Math.floor(Date.now() / 1000) - t.config.tokenRenewAfterSeconds - 5;
    const { token } = await t.deps.tokens.sign(user.userId, 0, old);
    const res = await t.app.inject({
      method: 'GET',
      url: '/rest/main/web/stores/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const renewed = res.headers[TOKEN_HEADER] as string;
    expect(renewed).toBeTruthy();
    const claims = await t.deps.tokens.verify(renewed);
    expect(claims?.issuedAt).toBeGreaterThan(old);
  });

  it('ends other sessions when the password changes', async () => {
    const owner = await registerStore(t, 'Password Store');
    const other = await loginAs(t, owner.email, 'correct-horse-9');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/rest/main/web/users/me/password',
      headers: owner.auth,
      payload: { currentPassword: 'correct-horse-9', newPassword: 'another-horse-10' },
    });
    expect(res.statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: other.auth });
    expect(stale.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/rest/main/web/stores/me',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(fresh.statusCode).toBe(200);
    await loginAs(t, owner.email, 'another-horse-10');
  });

  it('refuses a wrong current password with 400 on the field', async () => {
    const owner = await registerStore(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/rest/main/web/users/me/password',
      headers: owner.auth,
      payload: { currentPassword: 'not-it-at-all', newPassword: 'another-horse-10' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('body.currentPassword');
  });
});

describe('roles', () => {
  it('lets a team member act for its own store, like the owner', async () => {
    const owner = await registerStore(t, 'Team Store');
    await t.deps.db.insert(users).values({
      email: 'member@team.test',
      passwordHash: await hashPassword('member-password-1'),
      role: 'TEAM_MEMBER',
      storeId: owner.storeId,
    });
    const member = await loginAs(t, 'member@team.test', 'member-password-1');
    expect(member.storeId).toBe(owner.storeId);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/rest/main/web/stores/me/profile',
      headers: member.auth,
      payload: { title: 'Renamed by member' },
    });
    expect(put.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: owner.auth });
    expect(me.json().title).toBe('Renamed by member');
  });

  it('keeps suppliers and warehouse staff out of store routes with 403', async () => {
    for (const email of ['supplier@quarry.test', 'ops@quarry.test']) {
      const u = await loginAs(t, email);
      const res = await t.app.inject({ method: 'GET', url: '/rest/main/web/session', headers: u.auth });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    // "Me" answers a supplier with its supplier (the id founders message), never a store.
    const supplier = await loginAs(t, 'supplier@quarry.test');
    const me = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: supplier.auth });
    expect(me.json()).toMatchObject({ role: 'SUPPLIER', supplierId: expect.any(Number) });
    expect(me.json().planType).toBeUndefined();
  });
});

describe('preview accounts', () => {
  it('flags every response and blocks every mutating call with the exact message', async () => {
    const p = await loginAs(t, 'preview@quarry.test');
    const me = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: p.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().isPreviewAccount).toBe(true);
    expect(me.headers[PREVIEW_HEADER]).toBe('true');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/rest/main/web/stores/me/profile',
      headers: p.auth,
      payload: { title: 'Hacked' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({
      message: "Preview mode can't take this action",
      code: 'PREVIEW_BLOCKED',
    });
    // Even an invalid body is refused as preview first: nothing about the input leaks.
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/rest/main/web/stores/me/configs',
      headers: p.auth,
      payload: { nope: 1 },
    });
    expect(bad.json().message).toBe("Preview mode can't take this action");
    const after = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: p.auth });
    expect(after.json().title).toBe('Preview Brand');
  });

  it('does not flag an ordinary store', async () => {
    const f = await loginAs(t, 'founder@quarry.test');
    const me = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: f.auth });
    expect(me.headers[PREVIEW_HEADER]).toBeUndefined();
    expect(me.json().isPreviewAccount).toBe(false);
  });
});

describe('rate limits', () => {
  it('limits failed sign-ins per account, then per IP, with Retry-After', async () => {
    const limited = await createTestApp({
      seed: true,
      env: { LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_IP: '6' },
    });
    try {
      const attempt = (email: string, password: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/rest/main/login',
          payload: { email, password },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) {
        expect((await attempt('founder@quarry.test', 'wrong-password', `10.0.0.${i + 1}`)).statusCode).toBe(
          401,
        );
      }
      // The account is locked even with the right password and from a new IP.
      const locked = await attempt('founder@quarry.test', 'quarry-demo', '10.0.0.9');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from one IP: 6 attempts pass the IP limit, the 7th does not.
      for (let i = 0; i < 5; i++) await attempt(`x${i}@quarry.test`, 'whatever-1', '10.0.1.1');
      const ok = await attempt('ops@quarry.test', 'quarry-demo', '10.0.1.1');
      expect(ok.statusCode).toBe(200);
      const blocked = await attempt('ops@quarry.test', 'quarry-demo', '10.0.1.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('device cookies (no lock-out by strangers)', () => {
  it('lets a browser that signed in before through while strangers exhaust the account limit', async () => {
    const limited = await createTestApp({
      seed: true,
      env: { LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_IP: '100' },
    });
    try {
      const attempt = (email: string, password: string, ip: string, cookie?: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/rest/main/login',
          payload: { email, password },
          remoteAddress: ip,
          headers: cookie ? { cookie } : {},
        });
      const deviceCookie = (res: Awaited<ReturnType<typeof attempt>>) => {
        const raw = res.headers['set-cookie'];
        const line = (Array.isArray(raw) ? raw : [raw ?? '']).find((c) => c.startsWith('quarry_device_'));
        expect(line, 'a device cookie after a successful sign-in').toBeTruthy();
        return line!;
      };
      // The owner signs in once from their browser: it gets a device cookie.
      const first = await attempt('founder@quarry.test', 'quarry-demo', '10.1.0.1');
      expect(first.statusCode).toBe(200);
      const setCookie = deviceCookie(first);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Strict/i);
      expect(setCookie).toMatch(/Path=\/rest\/main\/login/i);
      expect(setCookie).toMatch(/Max-Age=\d{6,}/i);
      const cookie = setCookie.split(';')[0]!;
      // The supplier's browser too (another account's cookie).
      const supplierCookie = deviceCookie(
        await attempt('supplier@quarry.test', 'quarry-demo', '10.1.0.2'),
      ).split(';')[0]!;

      // Strangers exhaust the account's shared limit.
      for (let i = 0; i < 3; i++) {
        expect((await attempt('founder@quarry.test', 'wrong-password', `10.2.0.${i + 1}`)).statusCode).toBe(
          401,
        );
      }
      // Without a cookie the right password is still limited.
      expect((await attempt('founder@quarry.test', 'quarry-demo', '10.2.1.1')).statusCode).toBe(429);
      // A forged cookie or another account's cookie gives no exemption.
      const [name, value] = cookie.split('=') as [string, string];
      const forged = `${name}=${value.slice(0, -4)}AAAA`;
      expect((await attempt('founder@quarry.test', 'quarry-demo', '10.2.1.2', forged)).statusCode).toBe(429);
      const renamed = `${supplierCookie.split('=')[0]}=${value}`;
      expect((await attempt('founder@quarry.test', 'quarry-demo', '10.2.1.3', renamed)).statusCode).toBe(429);
      expect(
        (await attempt('founder@quarry.test', 'quarry-demo', '10.2.1.4', supplierCookie)).statusCode,
      ).toBe(429);
      // The owner's own browser still signs in with the right password.
      const owner = await attempt('founder@quarry.test', 'quarry-demo', '10.1.0.1', cookie);
      expect(owner.statusCode).toBe(200);

      // A device cookie that fails too often gets its own lock, and the shared limit stays as it was.
      for (let i = 0; i < 3; i++) {
        expect((await attempt('founder@quarry.test', 'wrong-password', '10.1.0.1', cookie)).statusCode).toBe(
          401,
        );
      }
      expect((await attempt('founder@quarry.test', 'quarry-demo', '10.1.0.1', cookie)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /web/users/me', () => {
  it('answers who is signed in for every role, and 401 without a session', async () => {
    for (const [email, role] of [
      ['founder@quarry.test', 'STORE_OWNER'],
      ['supplier@quarry.test', 'SUPPLIER'],
      ['ops@quarry.test', 'WAREHOUSE_STAFF'],
    ] as const) {
      const u = await loginAs(t, email);
      const res = await t.app.inject({ method: 'GET', url: '/rest/main/web/users/me', headers: u.auth });
      expect(res.json()).toMatchObject({ id: u.userId, email, role });
      expect(res.json()).not.toHaveProperty('passwordHash');
    }
    expect((await t.app.inject({ method: 'GET', url: '/rest/main/web/users/me' })).statusCode).toBe(401);
  });
});
