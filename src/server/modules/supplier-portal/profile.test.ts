import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogCompany, CatalogItem, Category } from '../../../shared/contract/catalog';
import type {
  SupplierCountry,
  SupplierPortalSummary,
  SupplierProfile,
  UpdateSupplierProfileInput,
} from '../../../shared/contract/supplier-portal';
import { users } from '../../db/schema/auth';
import { createCategory, createCompany, createItem } from '../../test/catalog-factories';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { projectBody, quoteBody, signInSupplier } from '../projects/test-helpers';
import { sampleImage, uploadFile } from '../uploads/test-helpers';
import { type Auth, call } from './test-helpers';

let t: TestApp;
let founder: Auth;
const profile = '/web/supplier-portal/profile';

beforeAll(async () => {
  t = await createTestApp();
  founder = (await loginAs(t, 'founder@quarry.test')).auth;
});
afterAll(async () => t?.close());

const editable = (
  p: SupplierProfile,
  over: Partial<UpdateSupplierProfileInput> = {},
): UpdateSupplierProfileInput => ({
  name: p.name,
  description: p.description,
  logoUrl: p.hasCustomLogo ? p.logoUrl : null,
  countryCode: p.countryCode,
  capabilities: p.capabilities,
  baseProducts: p.baseProducts,
  categoryIds: p.categoryIds,
  moq: p.moq,
  samplePriceCents: p.samplePriceCents,
  productionDays: p.productionDays,
  isOnlineNow: p.isOnlineNow,
  ...over,
});

describe('the demo supplier', () => {
  it('signs in with the demo password and reads its own company, read-only figures included', async () => {
    const demo = await loginAs(t, 'supplier@quarry.test');
    const [user] = await t.deps.db
      .select({ supplierId: users.supplierId })
      .from(users)
      .where(eq(users.email, 'supplier@quarry.test'));
    const res = await call<SupplierProfile>(t, demo.auth, 'GET', profile);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user!.supplierId,
      logoUrl: `/rest/main/catalog-images/companies/${user!.supplierId}`,
      hasCustomLogo: false,
      reviewCount: expect.any(Number),
      isVerified: expect.any(Boolean),
      orderVolume: expect.any(Number),
    });
    expect(res.body).not.toHaveProperty('rank');
    const summary = await call<SupplierPortalSummary>(t, demo.auth, 'GET', '/web/supplier-portal/summary');
    // The seeded candle request was sent to it, and its seeded quote answers it.
    expect(summary.body).toMatchObject({ openProjectRequests: 1, awaitingReply: 0 });
    expect(summary.body.enabledProducts).toBeGreaterThan(0);
  });
});

describe('PUT /web/supplier-portal/profile', () => {
  it('saves the editable fields; region and tariff follow the country; the marketplace shows the change', async () => {
    const company = await createCompany(t.deps.db, {
      countryCode: 'CN',
      region: 'AS',
      tariffRatePercent: 30,
    });
    const auth = (await signInSupplier(t, company.id)).auth;
    const item = await createItem(t.deps.db, { companyId: company.id });
    const logo = (await uploadFile(t, auth, 'logo.png', await sampleImage(40, 40))).json();
    const current = (await call<SupplierProfile>(t, auth, 'GET', profile)).body;
    const category = await createCategory(t.deps.db, { tab: 'ECOMMERCE_PACKAGING' });
    const res = await call<SupplierProfile>(
      t,
      auth,
      'PUT',
      profile,
      editable(current, {
        name: 'Wexford Quillon Ceramics',
        description: 'Hand-glazed stoneware made in small batches near Porto.',
        logoUrl: logo.url,
        countryCode: 'pt',
        capabilities: ['Hand glazing', 'Custom moulds'],
        baseProducts: ['Mugs', 'Planters'],
        categoryIds: [category.id],
        moq: null,
        samplePriceCents: 4500,
        productionDays: 45,
        isOnlineNow: true,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Wexford Quillon Ceramics',
      logoUrl: logo.url,
      hasCustomLogo: true,
      countryCode: 'PT',
      region: 'EU',
      capabilities: ['Hand glazing', 'Custom moulds'],
      moq: null,
      samplePriceCents: 4500,
      productionDays: 45,
      isOnlineNow: true,
      // The category of its listed product stays.
      categoryIds: [item.categoryId, category.id].sort((a, b) => a - b),
      tabs: ['ECOMMERCE_PACKAGING', 'PRODUCTS'],
    });
    expect(res.body.tariffRatePercent).not.toBe(30);

    const seen = (await call<CatalogCompany[]>(t, founder, 'GET', `/web/catalog-companies/${company.id}`))
      .body[0];
    expect(seen).toMatchObject({
      name: 'Wexford Quillon Ceramics',
      logoUrl: logo.url,
      region: 'EU',
      moq: null,
    });
    const byName = await call<CatalogCompany[]>(t, founder, 'GET', '/web/catalog-companies?keyword=quillon');
    expect(byName.body.map((c) => c.id)).toEqual([company.id]);
    // Its items are filtered by the supplier's new columns (the search index follows the company).
    const inEurope = await call<CatalogItem[]>(
      t,
      founder,
      'GET',
      `/web/catalog-items?companyId=${company.id}&region=EU&moq=CUSTOM&samplePrice=5-50`,
    );
    expect(inEurope.body.map((i) => i.id)).toEqual([item.id]);
    // The generated logo's address now leads to the uploaded one.
    const logoRoute = await t.app.inject({
      method: 'GET',
      url: `/rest/main/catalog-images/companies/${company.id}`,
    });
    expect(logoRoute.statusCode).toBe(302);
    expect(logoRoute.headers.location).toBe(logo.url);
    expect(logoRoute.headers['cache-control']).toBe('no-cache');
    const resized = await t.app.inject({
      method: 'GET',
      url: `/rest/main/catalog-images/companies/${company.id}?size=compact`,
    });
    expect(resized.headers.location).toBe(`${logo.url}?size=compact`);

    // Back to the generated logo.
    const reset = await call<SupplierProfile>(t, auth, 'PUT', profile, editable(res.body, { logoUrl: null }));
    expect(reset.body).toMatchObject({
      hasCustomLogo: false,
      logoUrl: `/rest/main/catalog-images/companies/${company.id}`,
    });
  });

  it('drops a category no listed product is in, and takes it back when such a product is enabled again', async () => {
    const company = await createCompany(t.deps.db, { categoryIds: [], tabs: [] });
    const auth = (await signInSupplier(t, company.id)).auth;
    const packaging = await createCategory(t.deps.db, { tab: 'ECOMMERCE_PACKAGING' });
    const item = await createItem(t.deps.db, { companyId: company.id, disabledAt: new Date() });
    const current = (await call<SupplierProfile>(t, auth, 'GET', profile)).body;
    const saved = await call<SupplierProfile>(
      t,
      auth,
      'PUT',
      profile,
      editable(current, { categoryIds: [packaging.id] }),
    );
    expect(saved.body).toMatchObject({ categoryIds: [packaging.id], tabs: ['ECOMMERCE_PACKAGING'] });
    await call(t, auth, 'PUT', `/web/supplier-portal/catalog-items/${item.id}/enable`);
    expect((await call<SupplierProfile>(t, auth, 'GET', profile)).body).toMatchObject({
      categoryIds: [item.categoryId, packaging.id].sort((a, b) => a - b),
      tabs: ['ECOMMERCE_PACKAGING', 'PRODUCTS'],
    });
  });

  it.each([
    ['a field the API does not take', { rank: 1 }, 'body'],
    ['a rating', { reviewAverage: 5 }, 'body'],
    ['verification', { isVerified: true }, 'body'],
    ['an empty name', { name: ' ' }, 'body.name'],
    ['a country Quarry does not list', { countryCode: 'XX' }, 'body.countryCode'],
    ['no category', { categoryIds: [] }, 'body.categoryIds'],
    ['an unknown category', { categoryIds: [987_654] }, 'body.categoryIds'],
    ['a capability twice', { capabilities: ['OEM', 'oem'] }, 'body.capabilities'],
    ['a negative sample price', { samplePriceCents: -1 }, 'body.samplePriceCents'],
    ['a sample price in dollars', { samplePriceCents: 12.5 }, 'body.samplePriceCents'],
    ['a production time of 0 days', { productionDays: 0 }, 'body.productionDays'],
    ['a logo on another site', { logoUrl: 'https://logos.example/x.png' }, 'body.logoUrl'],
  ])('refuses %s with a 400 naming the field', async (_what, over, path) => {
    const company = await createCompany(t.deps.db, { categoryIds: [1] });
    const auth = (await signInSupplier(t, company.id)).auth;
    const current = (await call<SupplierProfile>(t, auth, 'GET', profile)).body;
    const res = await call(t, auth, 'PUT', profile, { ...editable(current), ...over });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect((await call<SupplierProfile>(t, auth, 'GET', profile)).body).toEqual(current);
  });

  it("refuses another user's upload as the logo", async () => {
    const company = await createCompany(t.deps.db, { categoryIds: [1] });
    const auth = (await signInSupplier(t, company.id)).auth;
    const theirs = (await uploadFile(t, founder, 'theirs.png', await sampleImage(20, 20))).json();
    const current = (await call<SupplierProfile>(t, auth, 'GET', profile)).body;
    const res = await call(t, auth, 'PUT', profile, editable(current, { logoUrl: theirs.url }));
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'body.logoUrl', message: 'The logo is not one of your uploaded images' },
    ]);
  });
});

describe('the dashboard and the form lists', () => {
  it('counts products and the custom project requests still taking quotes', async () => {
    const company = await createCompany(t.deps.db);
    const auth = (await signInSupplier(t, company.id)).auth;
    await createItem(t.deps.db, { companyId: company.id });
    await createItem(t.deps.db, { companyId: company.id, disabledAt: new Date() });
    const summary = async () =>
      (await call<SupplierPortalSummary>(t, auth, 'GET', '/web/supplier-portal/summary')).body;
    expect(await summary()).toMatchObject({
      enabledProducts: 1,
      disabledProducts: 1,
      openProjectRequests: 0,
    });
    const project = await call<{ id: number }>(
      t,
      founder,
      'POST',
      '/web/project-management',
      projectBody({ supplierIds: [company.id], send: true }),
    );
    expect(await summary()).toMatchObject({ openProjectRequests: 1, awaitingReply: 1 });
    await call(t, auth, 'PUT', `/web/supplier-project-requests/${project.body.id}/quote`, quoteBody());
    expect(await summary()).toMatchObject({ openProjectRequests: 1, awaitingReply: 0 });
    await call(t, founder, 'POST', `/web/project-management/${project.body.id}/close`);
    expect(await summary()).toMatchObject({ openProjectRequests: 0, awaitingReply: 0 });
    // The request names its founder's store, so the supplier can message them.
    const request = await call(t, auth, 'GET', `/web/supplier-project-requests/${project.body.id}`);
    expect(request.body.storeId).toEqual(expect.any(Number));
  });

  it('lists countries with their region and tariff, and the category taxonomy', async () => {
    const auth = (await signInSupplier(t, (await createCompany(t.deps.db)).id)).auth;
    const countries = (await call<SupplierCountry[]>(t, auth, 'GET', '/web/supplier-portal/countries')).body;
    expect(countries).toContainEqual({
      countryCode: 'CN',
      name: 'China',
      region: 'AS',
      tariffRatePercent: 30,
    });
    const categories = (await call<Category[]>(t, auth, 'GET', '/web/supplier-portal/categories')).body;
    expect(categories.length).toBeGreaterThan(20);
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      tab: expect.any(String),
      vertical: expect.any(String),
      group: expect.any(String),
      subgroup: expect.any(String),
    });
    expect((await call(t, founder, 'GET', '/web/supplier-portal/countries')).status).toBe(403);
  });
});
