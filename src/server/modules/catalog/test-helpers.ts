import { createTestApp, loginAs, type TestApp } from '../../test/test-app';

/** A test app with a catalog big enough to exercise every filter (1,200 items), signed in as the founder. */
export async function createCatalogTestApp() {
  const t = await createTestApp({ env: { CATALOG_SCALE: '0.06' } });
  const founder = await loginAs(t, 'founder@quarry.test');
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `/rest/main${url}`, headers: founder.auth });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/rest/main${url}`, headers: founder.auth, payload });
  const json = async <T = unknown>(url: string): Promise<T> => {
    const res = await get(url);
    if (res.statusCode !== 200) throw new Error(`GET ${url} → ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  return { t, founder, get, post, json };
}

export type CatalogTestApp = Awaited<ReturnType<typeof createCatalogTestApp>> & { t: TestApp };
