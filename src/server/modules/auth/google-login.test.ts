import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidcIssuer } from '../../providers/identity/fake-oidc-issuer';
import { callApi, createTestApp, type TestApp } from '../../test/test-app';

let issuer: Awaited<ReturnType<typeof startFakeOidcIssuer>>;
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  issuer = await startFakeOidcIssuer();
  const c = issuer.config();
  [t, off] = await Promise.all([
    createTestApp({
      env: { OIDC_ISSUER_URL: c.issuerUrl, OIDC_CLIENT_ID: c.clientId, OIDC_CLIENT_SECRET: c.clientSecret },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  await issuer?.close();
});

const login = (app: TestApp, body: unknown) => callApi(app, 'POST', '/google-auth/login', {}, body);

describe('POST /google-auth/login', () => {
  it('signs in the existing user with that verified email', async () => {
    const res = await login(t, {
      idToken: issuer.idToken({ email: 'Founder@Quarry.test', email_verified: true }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'founder@quarry.test', role: 'STORE_OWNER' },
      store: { title: 'Lavender & Co.' },
    });
    const me = await callApi(t, 'GET', '/web/stores/me', { authorization: `Bearer ${res.json().token}` });
    expect(me.json().title).toBe('Lavender & Co.');
  });

  it('creates a founder with a store for a new email (authorization-code flow), once', async () => {
    const claims = { email: 'new.founder@example.com', email_verified: true, name: 'Nia Park', nonce: 'n1' };
    const code = issuer.authorize(claims, 'http://localhost:5173/google-auth/callback');
    const res = await login(t, {
      code,
      redirectUri: 'http://localhost:5173/google-auth/callback',
      nonce: 'n1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'new.founder@example.com', role: 'STORE_OWNER' },
      store: { title: "Nia Park's store", planType: 'TIER_1' },
    });
    const again = await login(t, { idToken: issuer.idToken(claims) });
    expect(again.json().user.id).toBe(res.json().user.id);
    expect(again.json().store.id).toBe(res.json().store.id);
    // The random password it was given signs nobody in.
    const pw = await callApi(
      t,
      'POST',
      '/login',
      {},
      { email: 'new.founder@example.com', password: 'anything-at-all' },
    );
    expect(pw.statusCode).toBe(401);
  });

  it('refuses unverified emails, expired, wrong-audience, wrong-issuer, badly signed and unknown-key tokens with 401', async () => {
    const ok = { email: 'x@example.com', email_verified: true };
    const past = Math.floor(Date.now() / 1000) - 7200;
    const tokens = [
      issuer.idToken({ ...ok, email_verified: false }),
      issuer.idToken({ ...ok, exp: past, iat: past - 10 }),
      issuer.idToken({ ...ok, aud: 'another-client' }),
      issuer.idToken({ ...ok, iss: 'https://accounts.example' }),
      issuer.idToken(ok, { signWithOtherKey: true }),
      issuer.idToken(ok, { kid: 'rotated-away' }),
    ];
    for (const idToken of tokens) {
      const res = await login(t, { idToken });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().message).toMatch(/^Sign-in with Google failed/);
    }
    const bad = await login(t, { idToken: issuer.idToken(ok), password: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('says where sign-in starts', async () => {
    expect((await callApi(t, 'GET', '/google-auth/config')).json()).toEqual({
      enabled: true,
      authorizationEndpoint: `${issuer.issuerUrl}/authorize`,
      clientId: 'quarry-client',
    });
  });
});

describe('without OIDC_* set', () => {
  it('answers 404 with the reason, and the config says it is off', async () => {
    const res = await login(off, {
      idToken: issuer.idToken({ email: 'founder@quarry.test', email_verified: true }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not set up on this server/);
    expect((await callApi(off, 'GET', '/google-auth/config')).json()).toEqual({
      enabled: false,
      authorizationEndpoint: null,
      clientId: null,
    });
  });
});
