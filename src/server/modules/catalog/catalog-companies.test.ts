import { asc, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogCompany,
  Category,
  CountryInfo,
  RecommendedCompany,
  SearchCount,
} from '../../../shared/contract/catalog';
import { supplierDutyRanking } from '../../../shared/tariff/country-ranking';
import { catalogCompanies } from '../../db/schema/catalog';
import { favoriteCompanies } from '../../db/schema/catalog-favorites';
import { type CatalogTestApp, createCatalogTestApp } from './test-helpers';

let c: CatalogTestApp;
beforeAll(async () => {
  c = await createCatalogTestApp();
});
afterAll(async () => c?.t.close());

const companies = (q: string) => c.json<CatalogCompany[]>(`/web/catalog-companies?${q}`);
const count = async (q: string) =>
  (await c.json<{ count: number }>(`/web/catalog-companies/action/count?${q}`)).count;
const isSorted = (values: number[], dir: 1 | -1) =>
  values.every((v, i) => i === 0 || (v - values[i - 1]!) * dir >= 0);

describe('GET /web/catalog-categories', () => {
  it('answers the whole taxonomy with every tab, and filters by tab', async () => {
    const all = await c.json<Category[]>('/web/catalog-categories?size=9999');
    expect(new Set(all.map((k) => k.tab))).toEqual(
      new Set(['PRODUCTS', 'ECOMMERCE_PACKAGING', 'BUSINESS_CREATIVE_SERVICES', 'WEBSITE_DEVELOPMENT']),
    );
    expect(all.find((k) => k.subgroup === 'Mailer Boxes')).toMatchObject({
      vertical: 'Ecommerce Packaging',
      group: 'Boxes',
    });
    const web = await c.json<Category[]>('/web/catalog-categories?size=9999&tab=WEBSITE_DEVELOPMENT');
    expect(web.length).toBeGreaterThan(0);
    expect(web.every((k) => k.tab === 'WEBSITE_DEVELOPMENT')).toBe(true);
    expect((await c.get('/web/catalog-categories?size=10000')).statusCode).toBe(400);
  });
});

describe('GET /web/catalog-companies', () => {
  it('sorts by every supplier sort with a stable tiebreak', async () => {
    const featured = await companies('size=200');
    const byRank = await c.t.deps.db
      .select({ id: catalogCompanies.id })
      .from(catalogCompanies)
      .orderBy(desc(catalogCompanies.rank), asc(catalogCompanies.id))
      .limit(200);
    expect(featured.map((s) => s.id)).toEqual(byRank.map((r) => r.id));
    const online = await companies('sort=-onlineNow&size=200');
    const flags = online.map((s) => (s.isOnlineNow ? 1 : 0));
    expect(isSorted(flags, -1)).toBe(true);
    const newest = await companies('sort=-firstEnabledAt&size=200');
    expect(
      isSorted(
        newest.map((s) => Date.parse(s.firstEnabledAt)),
        -1,
      ),
    ).toBe(true);
    // Lowest tariffs: by the tariff table's duty on goods of the supplier's country (the whole table's mean
    // without a category or words): US-made first (no duty), China (Section 301) after the general rate.
    const ranking = supplierDutyRanking({}, new Date().toISOString().slice(0, 10));
    const dutyOf = (s: CatalogCompany) => ranking.byCountry[s.countryCode] ?? ranking.defaultPercent;
    const tariffs = await companies('sort=tariffRate&size=200');
    expect(isSorted(tariffs.map(dutyOf), 1)).toBe(true);
    const countries = new Set(tariffs.map((s) => s.countryCode));
    if (countries.has('US')) expect(tariffs[0]!.countryCode).toBe('US');
    const apparel = await companies('sort=tariffRate&size=200&vertical=Apparel&keyword=t-shirt');
    const tees = supplierDutyRanking(
      { words: 't-shirt', category: 'Apparel' },
      new Date().toISOString().slice(0, 10),
    );
    expect(tees.basis).toEqual({ kind: 'LINE', hts: '6109.10.00' });
    expect(
      isSorted(
        apparel.map((s) => tees.byCountry[s.countryCode] ?? tees.defaultPercent),
        1,
      ),
    ).toBe(true);
    const p0 = await companies('size=20');
    const p1 = await companies('size=20&page=1');
    expect(new Set([...p0, ...p1].map((s) => s.id)).size).toBe(40);
  });

  it('applies each filter and band; counts equal the lists', async () => {
    const cases: [string, (s: CatalogCompany) => boolean][] = [
      ['region=AS', (s) => s.region === 'AS'],
      ['countryCode=CN', (s) => s.countryCode === 'CN'],
      ['countryCodes=US,IT', (s) => ['US', 'IT'].includes(s.countryCode)],
      [
        'samplePrice=5-50',
        (s) => s.samplePriceCents != null && s.samplePriceCents >= 500 && s.samplePriceCents < 5000,
      ],
      [
        'samplePrice=50-100',
        (s) => s.samplePriceCents != null && s.samplePriceCents >= 5000 && s.samplePriceCents < 10000,
      ],
      ['samplePrice=100%2B', (s) => s.samplePriceCents != null && s.samplePriceCents >= 10000],
      ['samplePrice=CUSTOM_QUOTE', (s) => s.samplePriceCents === null],
      ['moq=0-100', (s) => s.moq != null && s.moq < 100],
      ['moq=100-1000', (s) => s.moq != null && s.moq >= 100 && s.moq < 1000],
      ['moq=1000%2B', (s) => s.moq != null && s.moq >= 1000],
      ['moq=CUSTOM', (s) => s.moq === null],
      ['averageReview=4', (s) => (s.reviewAverage ?? 0) >= 4],
      ['averageReview=3', (s) => (s.reviewAverage ?? 0) >= 3],
      ['productionTime=UNDER_1', (s) => s.productionDays < 30],
      ['productionTime=1-2', (s) => s.productionDays >= 30 && s.productionDays < 60],
      ['productionTime=2-3', (s) => s.productionDays >= 60 && s.productionDays < 90],
      ['productionTime=3%2B', (s) => s.productionDays >= 90],
      ['orderVolume=250%2B', (s) => s.orderVolume >= 250],
      ['orderVolume=100%2B', (s) => s.orderVolume >= 100],
      ['orderVolume=50%2B', (s) => s.orderVolume >= 50],
      ['orderVolume=UNDER_50', (s) => s.orderVolume < 50],
      ['tab=WEBSITE_DEVELOPMENT', () => true],
      ['viewType=SUPPLIERS', () => true],
      ['viewType=EXPANDED_NETWORK', () => true],
    ];
    for (const [q, check] of cases) {
      const list = await companies(`${q}&size=200`);
      const n = await count(q);
      expect(n, q).toBeGreaterThan(0);
      expect(list.length, q).toBe(Math.min(n, 200));
      expect(list.every(check), q).toBe(true);
    }
    const all = await count('');
    expect((await count('viewType=SUPPLIERS')) + (await count('viewType=EXPANDED_NETWORK'))).toBe(all);
    const cats = await c.json<Category[]>('/web/catalog-categories?size=9999');
    const boxes = cats.find((k) => k.subgroup === 'Mailer Boxes')!;
    const inBoxes = await companies(`categoryIds=${boxes.id}&size=200`);
    expect(inBoxes.every((s) => s.categoryIds.includes(boxes.id))).toBe(true);
    const byGroup = await companies(
      'vertical=Ecommerce%20Packaging&group=Boxes&subgroup=Mailer%20Boxes&size=200',
    );
    expect(byGroup.map((s) => s.id)).toEqual(inBoxes.map((s) => s.id));
  });

  it('searches by keyword and answers typos through trigram similarity', async () => {
    const [first] = await companies('size=1');
    const word = first!.name.split(' ')[0]!;
    const found = await companies(`keyword=${encodeURIComponent(word)}&size=200`);
    expect(found.some((s) => s.id === first!.id)).toBe(true);
    expect(await count(`keyword=${encodeURIComponent(word)}`)).toBe(found.length);
    const packaging = await companies('keyword=packaging&size=5');
    expect(packaging.length).toBeGreaterThan(0);
    const typo = await companies('keyword=packagng&size=5');
    expect(typo.length).toBeGreaterThan(0);
    const searchCount = (q: string) => c.json<SearchCount>(`/web/catalog-companies/action/count?${q}`);
    expect(await searchCount('keyword=packaging')).toEqual({ count: await count('keyword=packaging') });
    expect(await searchCount('keyword=packagng')).toMatchObject({
      keyword: { text: 'packaging', match: 'CORRECTED' },
    });
  });

  it('rejects bad input with 400', async () => {
    for (const q of [
      'sort=name',
      'page=-1',
      'size=500',
      'orderVolume=1000%2B',
      'productionTime=6',
      'countryCodes=USA',
    ]) {
      expect((await c.get(`/web/catalog-companies?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('supplier lookups', () => {
  it('GET /web/catalog-companies/:ids keeps the order, skips unknown ids, rejects malformed ids', async () => {
    const list = await c.json<CatalogCompany[]>('/web/catalog-companies/3,1,99999999,2');
    expect(list.map((s) => s.id)).toEqual([3, 1, 2]);
    expect(list[0]!.logoUrl).toBe('/rest/main/catalog-images/companies/3');
    for (const bad of ['1,,2', 'a', '1;2', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      const res = await c.get(`/web/catalog-companies/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toMatch(/ids/);
    }
  });

  it('GET /app/catalog-companies/:id answers the supplier with isFavorite for the store; 404 unknown', async () => {
    await c.t.deps.db.insert(favoriteCompanies).values({ storeId: c.founder.storeId!, companyId: 2 });
    const s = await c.json<CatalogCompany>('/app/catalog-companies/2');
    expect(s).toMatchObject({ id: 2, isFavorite: true });
    expect((await c.json<CatalogCompany>('/app/catalog-companies/1')).isFavorite).toBe(false);
    expect((await c.get('/app/catalog-companies/99999999')).statusCode).toBe(404);
    const listed = await c.json<CatalogCompany[]>('/web/catalog-companies/1,2');
    expect(listed.map((x) => x.isFavorite)).toEqual([false, true]);
  });

  it('sourcing-tab and homepage-group suppliers', async () => {
    const web = await c.json<CatalogCompany[]>(
      '/web/catalog-companies/sourcing-tab/suppliers?tab=WEBSITE_DEVELOPMENT&size=5',
    );
    expect(web.length).toBeGreaterThan(0);
    const cats = await c.json<Category[]>('/web/catalog-categories?tab=WEBSITE_DEVELOPMENT');
    const webIds = new Set(cats.map((k) => k.id));
    expect(web.every((s) => s.categoryIds.some((id) => webIds.has(id)))).toBe(true);
    expect((await c.get('/web/catalog-companies/sourcing-tab/suppliers?tab=NOPE')).statusCode).toBe(400);
    const first = cats[0]!.id;
    const group = await c.json<CatalogCompany[]>(
      `/web/catalog-companies/homepage-group/suppliers?title=Web&categoryIds=${first}`,
    );
    expect(group.every((s) => s.categoryIds.includes(first))).toBe(true);
    const byTitle = await c.json<CatalogCompany[]>(
      '/web/catalog-companies/homepage-group/suppliers?title=packaging&categoryIds=',
    );
    expect(byTitle.length).toBeGreaterThan(0);
  });

  it('country-info counts suppliers per country with region and tariff', async () => {
    const info = await c.json<CountryInfo[]>('/web/catalog-companies/-/country-info');
    const total = info.reduce((s, x) => s + x.supplierCount, 0);
    expect(total).toBe(await count(''));
    expect(info[0]).toMatchObject({ countryCode: 'CN', name: 'China', region: 'AS' });
    expect(info.find((x) => x.countryCode === 'US')?.tariffRatePercent).toBe(0);
  });

  it('detail-view and recommend-next-items for suppliers', async () => {
    const fallback = await c.json<CatalogCompany[]>(
      '/web/catalog-companies/action/recommend-next-items?size=4',
    );
    expect(fallback).toHaveLength(4);
    const viewed = await c.json<CatalogCompany>('/app/catalog-companies/5');
    expect((await c.post('/web/catalog-companies/action/detail-view', { companyId: 5 })).statusCode).toBe(
      200,
    );
    const next = await c.json<CatalogCompany[]>('/web/catalog-companies/action/recommend-next-items?size=4');
    expect(next.every((s) => s.id !== 5 && s.categoryIds.some((id) => viewed.categoryIds.includes(id)))).toBe(
      true,
    );
    expect(
      (await c.post('/web/catalog-companies/action/detail-view', { companyId: 99999999 })).statusCode,
    ).toBe(404);
    expect(
      (await c.post('/web/catalog-companies/action/detail-view', { companyId: 1, extra: 1 })).statusCode,
    ).toBe(400);
  });
});

describe('GET /web/catalog-companies/for-you/search-suppliers', () => {
  it('recommends suppliers for what the founder asked, meeting its quantity, saying why', async () => {
    const res = await c.post('/web/catalog-companies/action/recommend-items-to-user', {
      text: 'custom packaging boxes',
      quantity: 300,
      size: 20,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<RecommendedCompany[]>();
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      expect(s.moq === null || s.moq <= 300).toBe(true);
      expect(s.reasons.length).toBeGreaterThan(0);
    }
    expect(list[0]!.reasons[0]).toMatch(/^Makes “/);
    const bad = await c.post('/web/catalog-companies/action/recommend-items-to-user', { text: '' });
    expect(bad.statusCode).toBe(400);
  });

  it("answers suppliers matching any word of the founder's answer", async () => {
    const list = await c.json<CatalogCompany[]>(
      `/web/catalog-companies/for-you/search-suppliers?answer=${encodeURIComponent('custom mailer boxes & labels for my brand')}&size=20`,
    );
    expect(list.length).toBeGreaterThan(0);
    const page1 = await c.json<CatalogCompany[]>(
      '/web/catalog-companies/for-you/search-suppliers?answer=packaging&size=5&page=1',
    );
    const page0 = await c.json<CatalogCompany[]>(
      '/web/catalog-companies/for-you/search-suppliers?answer=packaging&size=5',
    );
    expect(page0.map((s) => s.id).some((id) => page1.some((x) => x.id === id))).toBe(false);
    expect((await c.get('/web/catalog-companies/for-you/search-suppliers')).statusCode).toBe(400);
  });
});
