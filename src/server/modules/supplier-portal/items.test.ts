import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogItem, Suggestion } from '../../../shared/contract/catalog';
import type { ImageSearchResult } from '../../../shared/contract/image-search';
import type { ErrorBody } from '../../../shared/contract/shared-shapes';
import type { SupplierItem } from '../../../shared/contract/supplier-portal';
import { notificationsSettled } from '../../db/client';
import { catalogCategories, catalogCompanies, catalogItems } from '../../db/schema/catalog';
import { catalogItemImageFeatures } from '../../db/schema/image-search';
import { createCompany, createItem } from '../../test/catalog-factories';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { lookOfItem } from '../catalog/images/item-look';
import { rebuildSearchTerms } from '../catalog/search/search-terms';
import { VERSIONS_CHANNEL } from '../catalog/search/vocabulary';
import { itemImageFeatures } from '../image-search/image-features';
import { queryVector } from '../image-search/search-by-image';
import { signInSupplier } from '../projects/test-helpers';
import { sampleImage, uploadFile } from '../uploads/test-helpers';
import { type Auth, call, itemBody } from './test-helpers';

let t: TestApp;
let founder: Auth;
let supplier: Auth;
let rival: Auth;
let companyId: number;
let categoryId: number;
let picture: { key: string; url: string };
const items = '/web/supplier-portal/catalog-items';

beforeAll(async () => {
  t = await createTestApp();
  founder = (await loginAs(t, 'founder@quarry.test')).auth;
  companyId = (await createCompany(t.deps.db, { categoryIds: [], tabs: [] })).id;
  supplier = (await signInSupplier(t, companyId)).auth;
  rival = (await signInSupplier(t, (await createCompany(t.deps.db)).id)).auth;
  const [category] = await t.deps.db
    .select({ id: catalogCategories.id })
    .from(catalogCategories)
    .where(eq(catalogCategories.tab, 'PRODUCTS'))
    .limit(1);
  categoryId = category!.id;
  picture = (await uploadFile(t, supplier, 'tumbler.png', await sampleImage(64, 48))).json();
});
afterAll(async () => t?.close());

const create = <T = SupplierItem>(over: Parameters<typeof itemBody>[1] = {}, auth = supplier) =>
  call<T>(t, auth, 'POST', items, itemBody(picture.url, { categoryId, ...over }));
const search = async (query: string) => ({
  items: (await call<CatalogItem[]>(t, founder, 'GET', `/web/catalog-items?${query}`)).body,
  count: (await call<{ count: number }>(t, founder, 'GET', `/web/catalog-items/action/count?${query}`)).body
    .count,
});
// What the founder's next keystroke suggests once the change's move is heard (decision 025: on
// PostgreSQL, within milliseconds of its commit).
const suggestions = async (keyword: string) => {
  await notificationsSettled(t.deps.db, VERSIONS_CHANNEL);
  return (
    await call<Suggestion[]>(
      t,
      founder,
      'GET',
      `/web/catalog-items/action/suggest-auto-complete?keyword=${encodeURIComponent(keyword)}`,
    )
  ).body;
};

describe('a supplier adds a product', () => {
  it('lists it in the marketplace at once: search, typo search, count, detail and suggestions', async () => {
    const res = await create();
    expect(res.status).toBe(200);
    const item = res.body;
    expect(item).toMatchObject({
      title: 'Zorblax bamboo tumbler, 500 ml',
      categoryId,
      tab: 'PRODUCTS',
      imageUrls: [picture.url],
      moq: 200,
      productionMinPriceCents: 260,
      colorOptions: 'Sage|#9CAF88|Matte;Sand|#D8C3A5|',
      isEnabled: true,
      disabledAt: null,
    });
    // Tiers are kept in quantity order.
    expect(item.priceTiers.map((p) => p.minQuantity)).toEqual([200, 500, 1000]);

    const found = await search('keyword=zorblax');
    expect(found.items.map((i) => i.id)).toEqual([item.id]);
    expect(found.count).toBe(1);
    expect(found.items[0]).toMatchObject({
      companyId,
      imageUrls: [picture.url],
      productionMinPriceCents: 260,
    });
    // The new word joined the vocabulary: a typo of it is corrected.
    expect((await search('keyword=zorblox')).items.map((i) => i.id)).toEqual([item.id]);
    expect((await search(`companyId=${companyId}`)).count).toBe(1);
    const detail = await call<CatalogItem>(t, founder, 'GET', `/web/catalog-items/${item.id}`);
    expect(detail.body).toMatchObject({ id: item.id, title: item.title, imageUrls: [picture.url] });
    expect(await suggestions('zorblax bamboo')).toContainEqual({
      kind: 'item',
      id: item.id,
      text: item.title,
    });

    // The supplier now makes that category, and image search has the main picture's vector.
    const [company] = await t.deps.db
      .select({ categoryIds: catalogCompanies.categoryIds, tabs: catalogCompanies.tabs })
      .from(catalogCompanies)
      .where(eq(catalogCompanies.id, companyId));
    expect(company).toEqual({ categoryIds: [categoryId], tabs: ['PRODUCTS'] });
    const [vector] = await t.deps.db
      .select({ seed: catalogItemImageFeatures.seed })
      .from(catalogItemImageFeatures)
      .where(eq(catalogItemImageFeatures.itemId, item.id));
    const [row] = await t.deps.db
      .select({ seed: catalogItems.seed })
      .from(catalogItems)
      .where(eq(catalogItems.id, item.id));
    expect(vector?.seed).toBe(row?.seed);
  });

  it.each([
    ['no title', { title: '' }, 'body.title'],
    ['a first tier that is not the MOQ', { moq: 100 }, 'body.priceTiers.1.minQuantity'],
    [
      'a larger quantity that costs more',
      {
        priceTiers: [
          { minQuantity: 200, unitPriceCents: 320 },
          { minQuantity: 500, unitPriceCents: 330 },
        ],
      },
      'body.priceTiers.1.unitPriceCents',
    ],
    [
      'two tiers at one quantity',
      {
        priceTiers: [
          { minQuantity: 200, unitPriceCents: 320 },
          { minQuantity: 200, unitPriceCents: 300 },
        ],
      },
      'body.priceTiers.1.minQuantity',
    ],
    [
      'a price in fractions of a cent',
      { priceTiers: [{ minQuantity: 200, unitPriceCents: 3.5 }] },
      'body.priceTiers.0.unitPriceCents',
    ],
    ['no price tier', { priceTiers: [] }, 'body.priceTiers'],
    ['a colour that is not a hex colour', { colorOptions: 'Sage|green|Matte' }, 'body.colorOptions'],
    ['a colour without a name', { colorOptions: '|#9caf88|Matte' }, 'body.colorOptions'],
    ['no picture', { imageUrls: [] }, 'body.imageUrls'],
    ['an unknown stock status', { stockStatus: 'PLENTY' }, 'body.stockStatus'],
    ['a field the API does not take', { rank: 99 }, 'body'],
    ['an unknown category', { categoryId: 999_999 }, 'body.categoryId'],
    ['a picture on another site', { imageUrls: ['https://img.example.com/a.png'] }, 'body.imageUrls.0'],
  ])('refuses %s with a 400 naming the field', async (_what, over, path) => {
    const res = await create<ErrorBody>(over as Parameters<typeof itemBody>[1]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID');
    expect((res.body.details as { path: string }[] | undefined)?.map((d) => d.path)).toContain(path);
  });

  it("refuses another user's upload and a file that is not a picture", async () => {
    const theirs = (await uploadFile(t, rival, 'theirs.png', await sampleImage(20, 20))).json();
    const pdf = (await uploadFile(t, supplier, 'sheet.pdf', '%PDF-1.4\n%%EOF\n')).json();
    for (const [url, message] of [
      [theirs.url, 'Picture 2 is not one of your uploaded images'],
      [pdf.url, 'sheet.pdf is not a PNG, JPEG, GIF or WebP image'],
    ]) {
      const res = await create<ErrorBody>({ imageUrls: [picture.url, url!] });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: 'body.imageUrls.1', message }]);
    }
  });
});

describe('a supplier edits, disables and enables a product', () => {
  it('shows edits in the marketplace and drops the old words', async () => {
    const item = (await create({ title: 'Plinkerton glass carafe, 1 l' })).body;
    const second = (await uploadFile(t, supplier, 'side.webp', await sampleImage(30, 30, 'webp'))).json();
    const res = await call<SupplierItem>(
      t,
      supplier,
      'PUT',
      `${items}/${item.id}`,
      itemBody(second.url, {
        categoryId,
        title: 'Quenderby glass carafe, 1 l',
        imageUrls: [second.url, picture.url],
        colorOptions: 'Clear|#fff|',
        stockStatus: 'OUT_OF_STOCK',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Quenderby glass carafe, 1 l',
      imageUrls: [second.url, picture.url],
    });
    expect((await search('keyword=quenderby')).items.map((i) => i.id)).toEqual([item.id]);
    expect((await search('keyword=plinkerton')).count).toBe(0);
    expect(await suggestions('plinkerton glass')).not.toContainEqual(
      expect.objectContaining({ id: item.id }),
    );
    const detail = (await call<CatalogItem>(t, founder, 'GET', `/web/catalog-items/${item.id}`)).body;
    expect(detail).toMatchObject({
      stockStatus: 'OUT_OF_STOCK',
      colorOptions: 'Clear|#FFFFFF|',
      imageUrls: [second.url, picture.url],
    });
  });

  it('hides a disabled product from search, counts, detail, favorites and suggestions, and shows it again', async () => {
    const item = (await create({ title: 'Vostrigan linen apron, adjustable' })).body;
    expect((await call(t, founder, 'PUT', `/web/favorites/catalog-items/${item.id}`, {})).status).toBe(200);
    const favorites = async () =>
      (await call<CatalogItem[]>(t, founder, 'GET', '/web/favorites/catalog-items')).body.map((i) => i.id);
    expect(await favorites()).toContain(item.id);
    const before = (await search(`companyId=${companyId}`)).count;

    const off = await call<SupplierItem>(t, supplier, 'PUT', `${items}/${item.id}/disable`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ isEnabled: false, disabledAt: expect.any(String) });
    expect(await search('keyword=vostrigan')).toEqual({ items: [], count: 0 });
    expect((await search(`companyId=${companyId}`)).count).toBe(before - 1);
    expect((await call(t, founder, 'GET', `/web/catalog-items/${item.id}`)).status).toBe(404);
    expect(await favorites()).not.toContain(item.id);
    expect((await call(t, founder, 'PUT', `/web/favorites/catalog-items/${item.id}`, {})).status).toBe(404);
    expect(await suggestions('vostrigan linen')).not.toContainEqual(expect.objectContaining({ id: item.id }));
    // Asking again changes nothing (a retry is safe); the supplier still sees and counts it.
    expect((await call(t, supplier, 'PUT', `${items}/${item.id}/disable`)).body.disabledAt).toBe(
      off.body.disabledAt,
    );
    expect((await call(t, supplier, 'GET', `${items}/${item.id}`)).body.isEnabled).toBe(false);
    const disabled = await call<SupplierItem[]>(t, supplier, 'GET', `${items}?status=DISABLED`);
    expect(disabled.body.map((i) => i.id)).toEqual([item.id]);

    const on = await call<SupplierItem>(t, supplier, 'PUT', `${items}/${item.id}/enable`);
    expect(on.body).toMatchObject({ isEnabled: true, disabledAt: null });
    expect((await search('keyword=vostrigan')).items.map((i) => i.id)).toEqual([item.id]);
    expect((await search(`companyId=${companyId}`)).count).toBe(before);
    expect(await favorites()).toContain(item.id);
    expect(await suggestions('vostrigan linen')).toContainEqual(expect.objectContaining({ id: item.id }));
  });

  it('keeps generated pictures, reorders them, and redraws them in a new category', async () => {
    const seeded = await createItem(t.deps.db, {
      companyId,
      categoryId,
      imageCount: 3,
      title: 'Graxton mug, 12 oz',
    });
    const own = await call<SupplierItem>(t, supplier, 'GET', `${items}/${seeded.id}`);
    const generated = [0, 1, 2].map((n) => `/rest/main/catalog-images/items/${seeded.id}/${n}`);
    expect(own.body.imageUrls).toEqual(generated);
    const body = (over: Parameters<typeof itemBody>[1]) =>
      itemBody(generated[0]!, {
        title: 'Graxton mug, 12 oz',
        categoryId,
        moq: 100,
        priceTiers: [{ minQuantity: 100, unitPriceCents: 450 }],
        ...over,
      });
    const reordered = await call<SupplierItem>(
      t,
      supplier,
      'PUT',
      `${items}/${seeded.id}`,
      body({ imageUrls: [generated[2]!, generated[0]!] }),
    );
    expect(reordered.status).toBe(200);
    const detail = (await call<CatalogItem>(t, founder, 'GET', `/web/catalog-items/${seeded.id}`)).body;
    expect(detail.imageUrls).toEqual([generated[2], generated[0]]);
    // Another product's generated picture is not this one's to show.
    const stranger = await call(
      t,
      supplier,
      'PUT',
      `${items}/${seeded.id}`,
      body({ imageUrls: ['/rest/main/catalog-images/items/1/0'] }),
    );
    expect(stranger.status).toBe(400);

    const [other] = await t.deps.db
      .select({ id: catalogCategories.id })
      .from(catalogCategories)
      .where(eq(catalogCategories.tab, 'ECOMMERCE_PACKAGING'))
      .limit(1);
    const moved = await call<SupplierItem>(
      t,
      supplier,
      'PUT',
      `${items}/${seeded.id}`,
      body({ categoryId: other!.id, imageUrls: generated }),
    );
    expect(moved.body).toMatchObject({
      categoryId: other!.id,
      tab: 'ECOMMERCE_PACKAGING',
      imageUrls: generated,
    });
    const [row] = await t.deps.db
      .select({ seed: catalogItems.seed, imageUrls: catalogItems.imageUrls })
      .from(catalogItems)
      .where(eq(catalogItems.id, seeded.id));
    expect(row).toMatchObject({ imageUrls: null });
    expect(row!.seed).not.toBe(seeded.seed);
    const [vector] = await t.deps.db
      .select({ seed: catalogItemImageFeatures.seed })
      .from(catalogItemImageFeatures)
      .where(eq(catalogItemImageFeatures.itemId, seeded.id));
    expect(vector?.seed).toBe(row!.seed);
    const [company] = await t.deps.db
      .select({ tabs: catalogCompanies.tabs })
      .from(catalogCompanies)
      .where(eq(catalogCompanies.id, companyId));
    expect(company!.tabs).toEqual(['ECOMMERCE_PACKAGING', 'PRODUCTS']);
  });
});

describe('product suggestions', () => {
  it('point at the next listed product when theirs is disabled, and a rebuild leaves disabled ones out', async () => {
    const first = (await create({ title: 'Brambleford notebook, A5' })).body;
    const second = (await create({ title: 'Brambleford notebook, A6' })).body;
    const suggested = async () =>
      (await suggestions('brambleford notebook')).filter((s) => s.kind === 'item').map((s) => s.id);
    // Equally ranked: the phrase keeps the product that made it.
    expect(await suggested()).toEqual([first.id]);
    await call(t, supplier, 'PUT', `${items}/${first.id}/disable`);
    expect(await suggested()).toEqual([second.id]);
    await call(t, supplier, 'PUT', `${items}/${second.id}/disable`);
    expect(await suggested()).toEqual([]);

    await call(t, supplier, 'PUT', `${items}/${first.id}/enable`);
    expect(await suggested()).toEqual([first.id]);
    await call(t, supplier, 'PUT', `${items}/${first.id}/disable`);
    await rebuildSearchTerms(t.deps.db);
    expect(await suggested()).toEqual([]);
    // Its one word left the vocabulary with it: a typo of it is no longer corrected to it.
    expect((await search('keyword=bramblefort')).count).toBe(0);
  });
});

describe('image search', () => {
  it('finds a product by its uploaded main picture, and not once it is disabled', async () => {
    const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2d7ea3' } })
      .png()
      .toBuffer();
    const ocean = (await uploadFile(t, supplier, 'ocean.png', bytes)).json();
    const item = (await create({ title: 'Ocean dye bath towel', imageUrls: [ocean.url] })).body;
    const byImage = async () =>
      (
        await call<ImageSearchResult>(
          t,
          founder,
          'GET',
          `/web/sourcing/home/image-search?imageUrl=${encodeURIComponent(ocean.url)}&quantity=5`,
        )
      ).body.items;
    const [best] = await byImage();
    expect(best).toMatchObject({ id: item.id, imageUrls: [ocean.url] });
    expect(best!.similarity).toBeGreaterThan(0.99);
    await call(t, supplier, 'PUT', `${items}/${item.id}/disable`);
    expect((await byImage()).map((i) => i.id)).not.toContain(item.id);
  });

  it('answers as many products as asked when a nearer one is disabled', async () => {
    const bytes = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
    const magenta = (await uploadFile(t, supplier, 'magenta.png', bytes)).json();
    const first = (await create({ title: 'Magenta felt coaster', imageUrls: [magenta.url] })).body;
    const second = (await create({ title: 'Magenta felt placemat', imageUrls: [magenta.url] })).body;
    const top = async () =>
      (
        await call<ImageSearchResult>(
          t,
          founder,
          'GET',
          `/web/sourcing/home/image-search?imageUrl=${encodeURIComponent(magenta.url)}&quantity=1`,
        )
      ).body.items.map((i) => i.id);
    expect(await top()).toEqual([first.id]);
    await call(t, supplier, 'PUT', `${items}/${first.id}/disable`);
    expect(await top()).toEqual([second.id]);
  });

  it('compares generated pictures by the picture asked for, whichever one a product shows first', async () => {
    const seeded = await createItem(t.deps.db, {
      companyId,
      categoryId,
      imageCount: 3,
      title: 'Tarnwick jar',
    });
    const generated = [0, 1, 2].map((n) => `/rest/main/catalog-images/items/${seeded.id}/${n}`);
    const body = (imageUrls: string[], over: Parameters<typeof itemBody>[1] = {}) =>
      itemBody(imageUrls[0]!, {
        categoryId,
        moq: 100,
        priceTiers: [{ minQuantity: 100, unitPriceCents: 450 }],
        imageUrls,
        ...over,
      });
    const res = await call<SupplierItem>(
      t,
      supplier,
      'PUT',
      `${items}/${seeded.id}`,
      body([generated[2]!, generated[0]!]),
    );
    expect(res.status).toBe(200);
    const [category] = await t.deps.db
      .select({ subgroup: catalogCategories.subgroup })
      .from(catalogCategories)
      .where(eq(catalogCategories.id, categoryId));
    // Drawn as its title (the one just saved) and category say.
    const look = lookOfItem({ title: res.body.title, subgroup: category!.subgroup });
    const drawn = (n: number) => itemImageFeatures(seeded.seed, look, n);
    // The stored vector is picture 2's now (the main picture): picture 0 is drawn, not taken from it.
    expect(await queryVector(t.deps, generated[0]!)).toEqual(await drawn(0));
    expect(await queryVector(t.deps, generated[2]!)).toEqual(await drawn(2));

    // Another product may show one of these pictures first; its vector is that picture's.
    const other = await create({ title: 'Tarnwick lid', imageUrls: [generated[2]!] });
    expect(other.status).toBe(200);
    const [vector] = await t.deps.db
      .select({ features: catalogItemImageFeatures.features })
      .from(catalogItemImageFeatures)
      .where(eq(catalogItemImageFeatures.itemId, other.body.id));
    expect(vector?.features).toEqual(await drawn(2));
  });
});

describe("the supplier's product list", () => {
  it('pages, sorts, filters by title words and counts the same way', async () => {
    const list = (q: string) => call<SupplierItem[]>(t, supplier, 'GET', `${items}?${q}`);
    const all = (await list('size=200&sort=title')).body;
    const titles = all.map((i) => i.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const count = (await call(t, supplier, 'GET', `${items}/action/count`)).body.count;
    expect(count).toBe(all.length);
    const page1 = (await list('size=1&page=1&sort=title')).body;
    expect(page1.map((i) => i.id)).toEqual([all[1]!.id]);
    expect((await list('q=CARAFE')).body.map((i) => i.title)).toEqual(['Quenderby glass carafe, 1 l']);
    expect((await call(t, supplier, 'GET', `${items}/action/count?q=carafe`)).body.count).toBe(1);
    // % and _ are plain characters, not wildcards.
    expect((await list('q=%25')).body).toEqual([]);
    const prices = (await list('sort=-productionMinPrice')).body.map((i) => i.productionMinPriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    for (const bad of ['sort=rank', 'size=201', 'page=-1', 'status=HIDDEN', 'colour=red'])
      expect((await list(bad)).status, bad).toBe(400);
  });
});

describe('who may call', () => {
  it("answers 404 for another supplier's product on every item route", async () => {
    const item = (await create({ title: 'Private Yelvington tote, canvas' })).body;
    const body = itemBody(picture.url, { categoryId });
    for (const [method, url] of [
      ['GET', `${items}/${item.id}`],
      ['PUT', `${items}/${item.id}`],
      ['PUT', `${items}/${item.id}/disable`],
      ['PUT', `${items}/${item.id}/enable`],
    ] as const) {
      const res = await call(
        t,
        rival,
        method,
        url,
        method === 'PUT' && !url.endsWith('able') ? body : undefined,
      );
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await call<SupplierItem[]>(t, rival, 'GET', items)).body.map((i) => i.id)).not.toContain(item.id);
    expect((await search('keyword=yelvington')).count).toBe(1);
  });

  it('answers 403 to a founder and to a supplier account not linked to a company', async () => {
    const unlinked = (await signInSupplier(t, null)).auth;
    for (const [method, url] of [
      ['GET', items],
      ['GET', `${items}/action/count`],
      ['POST', items],
      ['GET', '/web/supplier-portal/profile'],
      ['GET', '/web/supplier-portal/summary'],
    ] as const) {
      expect((await call(t, founder, method, url, {})).status, `founder ${method} ${url}`).toBe(403);
      expect(
        (
          await call(
            t,
            unlinked,
            method,
            url,
            method === 'POST' ? itemBody(picture.url, { categoryId }) : undefined,
          )
        ).status,
      ).toBe(403);
    }
  });
});
