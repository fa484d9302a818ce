// robots.txt (issue 21): served as text/plain by the API server (SERVE_WEB is off here, as in tests),
// letting crawlers read the public previews and keeping them out of the API and the signed-in app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Google's rule: the longest matching Allow/Disallow path wins; Allow wins a tie. */
function allowed(robots: string, path: string): boolean {
  let best: { len: number; allow: boolean } = { len: -1, allow: true };
  for (const line of robots.split('\n')) {
    const m = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim());
    if (!m?.[2] || !path.startsWith(m[2])) continue;
    const rule = { len: m[2].length, allow: m[1] === 'Allow' };
    if (rule.len > best.len || (rule.len === best.len && rule.allow)) best = rule;
  }
  return best.allow;
}

describe('GET /robots.txt', () => {
  it('answers text/plain without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
  });

  it('allows the public previews and what they load, and disallows the API and the signed-in app', async () => {
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    for (const path of [
      '/preview-catalog-item/12',
      '/preview-supplier-profile/7',
      '/rest/main/app/catalog-items/12',
      '/rest/main/catalog-images/items/12/0',
    ])
      expect(allowed(robots, path), path).toBe(true);
    for (const path of [
      '/rest/main/web/stores/me',
      '/rest/main/login',
      '/homebase',
      '/inbox/messages',
      '/browse-suppliers/catalog-item/12',
      '/business-kits',
      '/checkout',
      '/bk/5',
    ])
      expect(allowed(robots, path), path).toBe(false);
  });
});
