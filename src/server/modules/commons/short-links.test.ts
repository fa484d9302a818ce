import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortLinks } from '../../db/schema/commons';
import { createTestApp, loginAs, registerStore, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://quarry.example' } });
  owner = (await loginAs(t, 'founder@quarry.test')).auth;
  other = (await registerStore(t)).auth;
});
afterAll(async () => t?.close());

const create = (headers: Record<string, string>, longUrl: string) =>
  t.app.inject({ method: 'POST', url: '/rest/main/commons/util/short-link', headers, payload: { longUrl } });

describe('short links', () => {
  it('creates an unguessable link that redirects and counts hits', async () => {
    const res = await create(owner, 'https://shop.example/p/42?ref=quarry');
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json();
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.shortUrl).toBe(`https://quarry.example/s/${link.code}`);
    expect(link.longUrl).toBe('https://shop.example/p/42?ref=quarry');
    expect(Number.isNaN(Date.parse(link.createdAt))).toBe(false);
    expect((await create(owner, 'https://shop.example/p/42?ref=quarry')).json().code).not.toBe(link.code);

    for (let i = 0; i < 2; i++) {
      const go = await t.app.inject({ method: 'GET', url: `/s/${link.code}` });
      expect(go.statusCode).toBe(302);
      expect(go.headers.location).toBe(link.longUrl);
      expect(go.headers['cache-control']).toBe('no-store');
    }
    const [row] = await t.deps.db
      .select({ hits: shortLinks.hits })
      .from(shortLinks)
      .where(eq(shortLinks.code, link.code));
    expect(row?.hits).toBe(2);
  });

  it('accepts only http(s) targets and needs a signed-in user', async () => {
    for (const bad of ['mailto:a@b.co', 'javascript:alert(1)', 'ftp://files.example/x', 'not a url']) {
      const res = await create(owner, bad);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await create(owner, '//cdn.example/x')).json().longUrl).toBe('https://cdn.example/x');
    expect((await create({}, 'https://x.example')).statusCode).toBe(401);
  });

  it('is revoked only by its store; another store gets 404', async () => {
    const link = (await create(owner, 'https://brand.example/')).json();
    const url = `/rest/main/commons/util/short-link/${link.code}`;
    const foreign = await t.app.inject({ method: 'DELETE', url, headers: other });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/s/${link.code}` })).statusCode).toBe(302);

    const revoke = await t.app.inject({ method: 'DELETE', url, headers: owner });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ ok: true });

    const gone = await t.app.inject({ method: 'GET', url: `/s/${link.code}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Short link not found', code: 'NOT_FOUND' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/s/${link.code}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers 404 for an unknown code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/s/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(res.statusCode).toBe(404);
  });
});
