import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { createTestApp, loginAs, type TestApp } from '../test/test-app';
import { appPagePolicy, registerSecurityHeaders } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': expect.stringContaining('camera=()'),
  });
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

/** The directive `name` of a policy, as its list of sources. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('security headers', () => {
  it('are on the health check, an API JSON route, an error and a 404', async () => {
    const { auth } = await loginAs(t, 'founder@quarry.test');
    for (const [url, headers, status] of [
      ['/rest/main/health', {}, 200],
      ['/rest/main/web/stores/me', auth, 200],
      ['/rest/main/web/stores/me', {}, 401],
      ['/rest/main/no-such-route', auth, 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(status);
      expectCommonHeaders(res.headers);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it("give the app's pages a strict policy: only the app's own script files, no framing", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, parseConfig({}));
    app.get('/', (_req, reply) => reply.type('text/html').send('<!doctype html><div id="root"></div>'));
    const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'quarry.example' } });
    await app.close();
    expectCommonHeaders(res.headers);
    const policy = String(res.headers['content-security-policy']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'ws://quarry.example',
      'wss://quarry.example',
    ]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it("let the browser post cards to Stripe's API only when Stripe is configured", () => {
    const embedded = appPagePolicy(parseConfig({}), 'quarry.example');
    expect(embedded).not.toContain('stripe');
    const stripe = appPagePolicy(parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }), 'quarry.example');
    expect(directive(stripe, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(appPagePolicy(parseConfig({}), 'evil"; script-src *'), 'connect-src')).toEqual([
      "'self'",
    ]);
  });
});
