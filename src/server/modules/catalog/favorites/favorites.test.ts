import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createItem } from '../../../test/catalog-factories';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../../test/test-app';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Fav Store A');
  b = await registerStore(t, 'Fav Store B');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);

describe('favorite suppliers', () => {
  it('adds idempotently, lists newest first in the CatalogCompany shape, counts, removes', async () => {
    const c1 = await createCompany(t.deps.db, { name: 'Alpha Mills', countryCode: 'VN', region: 'AS' });
    const c2 = await createCompany(t.deps.db, { name: 'Beta Works' });
    expect((await call('PUT', `/web/favorites/catalog-companies/${c1.id}`, a.auth)).json()).toEqual({
      id: c1.id,
      isFavorite: true,
    });
    await new Promise((r) => setTimeout(r, 5));
    await call('PUT', `/web/favorites/catalog-companies/${c2.id}`, a.auth);
    expect((await call('PUT', `/web/favorites/catalog-companies/${c2.id}`, a.auth)).statusCode).toBe(200);

    const list = (await call('GET', '/web/favorites/catalog-companies', a.auth)).json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([c2.id, c1.id]);
    expect(list[1]).toMatchObject({
      name: 'Alpha Mills',
      countryCode: 'VN',
      logoUrl: `/rest/main/catalog-images/companies/${c1.id}`,
      isFavorite: true,
      reviewCount: 0,
    });
    expect(list[1]).not.toHaveProperty('seed');
    expect(list[1]).not.toHaveProperty('search');
    const page = (await call('GET', '/web/favorites/catalog-companies?page=1&size=1', a.auth)).json();
    expect(page.map((c: { id: number }) => c.id)).toEqual([c1.id]);
    expect((await call('GET', '/web/favorites/catalog-companies/action/count', a.auth)).json()).toEqual({
      count: 2,
    });

    const del = await call('DELETE', `/web/favorites/catalog-companies/${c1.id}`, a.auth);
    expect(del.json()).toEqual({ id: c1.id, isFavorite: false });
    expect((await call('DELETE', `/web/favorites/catalog-companies/${c1.id}`, a.auth)).statusCode).toBe(200);
    expect((await call('GET', '/web/favorites/catalog-companies/action/count', a.auth)).json().count).toBe(1);
  });

  it('keeps each store its own list', async () => {
    const c = await createCompany(t.deps.db);
    await call('PUT', `/web/favorites/catalog-companies/${c.id}`, a.auth);
    const bList = (await call('GET', '/web/favorites/catalog-companies', b.auth)).json();
    expect(bList).toEqual([]);
    expect((await call('GET', '/web/favorites/catalog-companies/action/count', b.auth)).json().count).toBe(0);
    // B removing a supplier A favorited leaves A's favorite alone.
    await call('DELETE', `/web/favorites/catalog-companies/${c.id}`, b.auth);
    const aList = (await call('GET', '/web/favorites/catalog-companies', a.auth)).json();
    expect(aList.some((x: { id: number }) => x.id === c.id)).toBe(true);
  });

  it('answers 404 for an unknown supplier and 400 for a malformed id or paging', async () => {
    const res = await call('PUT', '/web/favorites/catalog-companies/99999999', a.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Supplier not found');
    expect((await call('DELETE', '/web/favorites/catalog-companies/99999999', a.auth)).statusCode).toBe(404);
    expect((await call('PUT', '/web/favorites/catalog-companies/abc', a.auth)).statusCode).toBe(400);
    const bad = await call('GET', '/web/favorites/catalog-companies?page=-1', a.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('page is 0-based');
    expect((await call('GET', '/web/favorites/catalog-companies?size=201', a.auth)).json().message).toContain(
      'size is at most 200',
    );
  });

  it('needs a signed-in store', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/rest/main/web/favorites/catalog-companies' })).statusCode,
    ).toBe(401);
  });
});

describe('favorite items', () => {
  it('adds, lists in the CatalogItem shape with image URLs and supplier fields, counts, removes', async () => {
    const company = await createCompany(t.deps.db, { name: 'Gamma Goods', countryCode: 'IT', region: 'EU' });
    const i1 = await createItem(t.deps.db, { companyId: company.id, imageCount: 3 });
    const i2 = await createItem(t.deps.db, { companyId: company.id });
    await call('PUT', `/web/favorites/catalog-items/${i1.id}`, a.auth);
    await new Promise((r) => setTimeout(r, 5));
    await call('PUT', `/web/favorites/catalog-items/${i2.id}`, a.auth);
    await call('PUT', `/web/favorites/catalog-items/${i2.id}`, a.auth);
    const list = (await call('GET', '/web/favorites/catalog-items', a.auth)).json();
    expect(list.map((i: { id: number }) => i.id)).toEqual([i2.id, i1.id]);
    expect(list[1]).toMatchObject({
      id: i1.id,
      companyId: company.id,
      companyName: 'Gamma Goods',
      countryCode: 'IT',
      isFavorite: true,
      imageUrls: [0, 1, 2].map((n) => `/rest/main/catalog-images/items/${i1.id}/${n}`),
    });
    expect(list[1]).not.toHaveProperty('imageCount');
    expect((await call('GET', '/web/favorites/catalog-items/action/count', a.auth)).json()).toEqual({
      count: 2,
    });
    expect((await call('GET', '/web/favorites/catalog-items', b.auth)).json()).toEqual([]);
    await call('DELETE', `/web/favorites/catalog-items/${i1.id}`, a.auth);
    expect((await call('GET', '/web/favorites/catalog-items/action/count', a.auth)).json()).toEqual({
      count: 1,
    });
    expect((await call('PUT', '/web/favorites/catalog-items/99999999', a.auth)).statusCode).toBe(404);
  });
});
