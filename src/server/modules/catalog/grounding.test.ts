import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../db/client';
import { catalogCategories, catalogItems } from '../../db/schema/catalog';
import { createCategory, createCompany, createItem } from '../../test/catalog-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catalogGrounding, matchCategories } from './grounding';

let t: TestApp;
let spinners: { id: number };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  spinners = await createCategory(db, {
    vertical: 'Quokka Goods',
    group: 'Zyx Gadgets',
    subgroup: 'Zyx Spinners',
  });
  const a = await createCompany(db, {
    name: 'Alpha Spin Co',
    countryCode: 'CN',
    region: 'AS',
    samplePriceCents: 1000,
    productionDays: 20,
    reviewAverage: 4,
  });
  const b = await createCompany(db, {
    name: 'Beta Spin Ltd',
    countryCode: 'VN',
    region: 'AS',
    samplePriceCents: 3000,
    productionDays: 40,
    reviewAverage: 5,
  });
  const c = await createCompany(db, {
    name: 'Gamma Spin Srl',
    countryCode: 'IT',
    region: 'EU',
    samplePriceCents: null,
    productionDays: 30,
    reviewAverage: null,
  });
  const item = (companyId: number, title: string, price: number, moq: number, rank: number, extra = {}) =>
    createItem(db, {
      companyId,
      categoryId: spinners.id,
      title,
      productionMinPriceCents: price,
      moq,
      rank,
      ...extra,
    });
  ids.a1 = (await item(a.id, 'Zyx Metal Spinner, 3 in', 300, 100, 500_001)).id;
  ids.a2 = (await item(a.id, 'Zyx Wooden Spinner, 2 in', 500, 300, 500_004)).id;
  ids.b1 = (await item(b.id, 'Zyx Glow Spinner, 3 in', 900, 200, 500_003)).id;
  ids.c1 = (await item(c.id, 'Zyx Brass Spinner, 4 in', 700, 1000, 500_002)).id;
  // Disabled by its supplier: left out of every figure.
  await item(b.id, 'Zyx Hidden Spinner', 10, 1, 900_000, { disabledAt: new Date() });
  // A sample kit: MOQ 1 and the best rank, but not a product to order in volume, so in no figure.
  await item(c.id, 'Sample Kit: Zyx Spinners, 3 in', 40, 1, 900_001, { isSampleKit: true });
  // Another category: found only through the title keyword fallback.
  const other = await createCategory(db, {
    vertical: 'Quokka Goods',
    group: 'Odd Things',
    subgroup: 'Misc Lots',
  });
  ids.flib = (
    await createItem(db, {
      companyId: c.id,
      categoryId: other.id,
      title: 'Flibbertigibbet Desk Lamp',
      productionMinPriceCents: 1200,
      moq: 50,
    })
  ).id;
  ids.other = other.id;
});
afterAll(async () => {
  await t?.close();
});

describe('catalogGrounding', () => {
  it('aggregates the matched category: counts, countries, price/MOQ/sample/time spreads and the best items', async () => {
    const { result: g, statements } = await countStatements(() =>
      catalogGrounding(t.deps.db, { category: 'Zyx Spinners', description: 'a fidget toy for desks' }),
    );
    expect(statements.length).toBeLessThanOrEqual(3);
    expect(g).toMatchObject({
      categoryPath: 'Quokka Goods › Zyx Gadgets › Zyx Spinners',
      categoryIds: [spinners.id],
      itemCount: 4,
      supplierCount: 3,
      countries: [
        { code: 'CN', name: 'China', suppliers: 1 },
        { code: 'IT', name: 'Italy', suppliers: 1 },
        { code: 'VN', name: 'Vietnam', suppliers: 1 },
      ],
      unitPriceCents: { min: 300, median: 600, max: 900 },
      moq: { min: 100, median: 250, max: 1000 },
      samplePriceCents: { min: 1000, median: 2000, max: 3000 },
      productionDays: { min: 20, median: 30, max: 40 },
      averageReview: 4.5,
    });
    expect(g.topItems.map((i) => i.catalogItemId)).toEqual([ids.a2, ids.b1, ids.c1, ids.a1]);
    expect(g.topItems[0]).toEqual({
      catalogItemId: ids.a2,
      title: 'Zyx Wooden Spinner, 2 in',
      imageUrl: `/rest/main/catalog-images/items/${ids.a2}/0`,
      supplierId: expect.any(Number),
      supplierName: 'Alpha Spin Co',
      countryCode: 'CN',
      unitPriceCents: 500,
      moq: 300,
      samplePriceCents: 1000,
    });
    expect(g.topItems[2]!.samplePriceCents).toBeNull();
    // The group's name reaches the same category.
    const byGroup = await catalogGrounding(t.deps.db, { category: 'zyx gadgets', description: '' });
    expect(byGroup.categoryIds).toEqual([spinners.id]);
    expect(byGroup.categoryPath).toBe('Quokka Goods › Zyx Gadgets › Zyx Spinners');
  });

  it("grounds a demo idea in the demo catalog's candles", async () => {
    const db = t.deps.db;
    const g = await catalogGrounding(db, {
      category: 'Candles',
      description: 'a calming lavender candle for busy parents',
    });
    expect(g.categoryPath).toMatch(/Candles/);
    expect(g.productNouns).toContain('candle');
    const cats = await db
      .select()
      .from(catalogCategories)
      .where(inArray(catalogCategories.id, g.categoryIds));
    expect(cats.every((c) => c.group === 'Candles')).toBe(true);
    const [direct] = await db
      .select({
        n: sql<number>`count(*)::int`,
        min: sql<number>`min(${catalogItems.productionMinPriceCents})::int`,
        max: sql<number>`max(${catalogItems.productionMinPriceCents})::int`,
        suppliers: sql<number>`count(distinct ${catalogItems.companyId})::int`,
      })
      .from(catalogItems)
      .where(
        and(
          inArray(catalogItems.categoryId, g.categoryIds),
          isNull(catalogItems.disabledAt),
          eq(catalogItems.isSampleKit, false),
        ),
      );
    expect(direct!.n).toBeGreaterThan(0);
    expect(g.itemCount).toBe(direct!.n);
    expect(g.supplierCount).toBe(direct!.suppliers);
    expect(g.unitPriceCents).toMatchObject({ min: direct!.min, max: direct!.max });
    expect(g.countries.reduce((s, c) => s + c.suppliers, 0)).toBe(g.supplierCount);
    expect(g.topItems.length).toBe(Math.min(12, direct!.n));
    const ranks = await db
      .select({ id: catalogItems.id, rank: catalogItems.rank, categoryId: catalogItems.categoryId })
      .from(catalogItems)
      .where(
        inArray(
          catalogItems.id,
          g.topItems.map((i) => i.catalogItemId),
        ),
      );
    const rankOf = new Map(ranks.map((r) => [r.id, r.rank]));
    const ordered = g.topItems.map((i) => rankOf.get(i.catalogItemId)!);
    expect(ordered).toEqual([...ordered].sort((x, y) => y - x));
    expect(ranks.every((r) => g.categoryIds.includes(r.categoryId))).toBe(true);
  });

  it('falls back to item titles when no category matches, else answers empty figures', async () => {
    const g = await catalogGrounding(t.deps.db, {
      category: 'Gizmos',
      description: 'a flibbertigibbet for the office',
    });
    expect(g).toMatchObject({ categoryPath: null, categoryIds: [ids.other], itemCount: 1, supplierCount: 1 });
    expect(g.topItems.map((i) => i.catalogItemId)).toEqual([ids.flib]);
    expect(g.unitPriceCents).toEqual({ min: 1200, median: 1200, max: 1200 });

    const none = await catalogGrounding(t.deps.db, { category: 'Xqzzv', description: 'wqxjz' });
    expect(none).toEqual({
      categoryPath: null,
      categoryIds: [],
      itemCount: 0,
      supplierCount: 0,
      countries: [],
      unitPriceCents: null,
      moq: null,
      samplePriceCents: null,
      productionDays: null,
      averageReview: null,
      topItems: [],
      productNouns: [],
    });
  });

  it('leaves items out once their supplier disables them', async () => {
    await t.deps.db.update(catalogItems).set({ disabledAt: new Date() }).where(eq(catalogItems.id, ids.b1!));
    const g = await catalogGrounding(t.deps.db, { category: 'Zyx Spinners', description: '' });
    expect(g.itemCount).toBe(3);
    expect(g.unitPriceCents).toEqual({ min: 300, median: 500, max: 700 });
    expect(g.topItems.map((i) => i.catalogItemId)).not.toContain(ids.b1);
    await t.deps.db.update(catalogItems).set({ disabledAt: null }).where(eq(catalogItems.id, ids.b1!));
  });
});

describe('matchCategories', () => {
  const rows = [
    { id: 1, vertical: 'Home & Candles', group: 'Candles', subgroup: 'Jar Candles' },
    { id: 2, vertical: 'Home & Candles', group: 'Candles', subgroup: 'Pillar Candles' },
    { id: 3, vertical: 'Home & Candles', group: 'Home Fragrance', subgroup: 'Reed Diffusers' },
    { id: 4, vertical: 'Apparel', group: 'Tops', subgroup: 'Hoodies & Sweatshirts' },
  ];
  it('prefers the subgroup the words name, and lets the description pick within a vertical', () => {
    expect(matchCategories(rows, 'Jar Candles', '').map((r) => r.id)).toEqual([1]);
    expect(matchCategories(rows, 'candles', '').map((r) => r.id)).toEqual([1, 2]);
    expect(
      matchCategories(rows, 'Home & Candles', 'a reed diffuser for the hallway').map((r) => r.id),
    ).toEqual([3]);
    expect(matchCategories(rows, 'Clothing', 'an oversized hoodie for students').map((r) => r.id)).toEqual([
      4,
    ]);
    expect(matchCategories(rows, 'Spaceships', 'reusable rockets')).toEqual([]);
  });
});
