import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const fetchImage = (url: string) => t.app.inject({ method: 'GET', url: `/rest/main${url}` });

/** Width, height and how many distinct colours a 32×32 thumbnail of the PNG has. */
async function inspect(body: Buffer) {
  const meta = await sharp(body).metadata();
  const { data } = await sharp(body).resize(32, 32).raw().toBuffer({ resolveWithObject: true });
  const colors = new Set<string>();
  for (let i = 0; i < data.length; i += 3) colors.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
  return { format: meta.format, width: meta.width, height: meta.height, colors: colors.size, pixels: data };
}

describe('procedural catalog images', () => {
  it('renders an item picture as a non-blank PNG, cached, and revalidated by its ETag', async () => {
    const res = await fetchImage('/catalog-images/items/1/0');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // Not immutable: the picture behind the URL changes with its row (a rename, a new category); a cached
    // copy is painted at once for a week while it is revalidated.
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=604800');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{12}"$/);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/rest/main/catalog-images/items/1/0',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    const img = await inspect(res.rawPayload);
    expect(img).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    expect(img.colors).toBeGreaterThan(20);
    const again = await fetchImage('/catalog-images/items/1/0');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it.each([
    ['compact', 160],
    ['large', 480],
    ['grande', 600],
    ['1024', 1024],
    ['original', 1024],
  ])('serves the %s preset %i px square, drawn at that size', async (size, px) => {
    const res = await fetchImage(`/catalog-images/items/1/1?size=${size}`);
    expect(res.statusCode).toBe(200);
    const img = await inspect(res.rawPayload);
    expect(img).toMatchObject({ format: 'png', width: px, height: px });
    expect(img.colors).toBeGreaterThan(20);
  });

  it('serves logos in the presets too, and refuses an unknown size', async () => {
    for (const [size, px] of [
      ['compact', 160],
      ['grande', 600],
    ] as const) {
      const logo = await inspect((await fetchImage(`/catalog-images/companies/1?size=${size}`)).rawPayload);
      expect([logo.width, logo.height]).toEqual([px, px]);
    }
    expect((await fetchImage('/catalog-images/items/1/1?size=huge')).statusCode).toBe(400);
  });

  it('draws a renamed product anew: another picture under another ETag', async () => {
    const url = '/catalog-images/items/4/0?size=compact';
    const before = await fetchImage(url);
    await t.deps.db
      .update(catalogItems)
      .set({ title: 'Beeswax Taper Candle Set in Matte Black Tin, 8 oz' })
      .where(eq(catalogItems.id, 4));
    const after = await fetchImage(url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [a, b] = await Promise.all([inspect(before.rawPayload), inspect(after.rawPayload)]);
    expect(a.pixels.equals(b.pixels)).toBe(false);
  });

  it('different items and pictures look different', async () => {
    const a = await inspect((await fetchImage('/catalog-images/items/1/0?size=compact')).rawPayload);
    const b = await inspect((await fetchImage('/catalog-images/items/2/0?size=compact')).rawPayload);
    const a2 = await inspect((await fetchImage('/catalog-images/items/1/2?size=compact')).rawPayload);
    expect(a.pixels.equals(b.pixels)).toBe(false);
    expect(a.pixels.equals(a2.pixels)).toBe(false);
  });

  it('draws a renamed supplier a new logo under a new ETag (its old one is not served for it again)', async () => {
    const before = await fetchImage('/catalog-images/companies/3?size=compact');
    await t.deps.db
      .update(catalogCompanies)
      .set({ name: 'Zephyr Renamed Works' })
      .where(eq(catalogCompanies.id, 3));
    const after = await fetchImage('/catalog-images/companies/3?size=compact');
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [a, b] = await Promise.all([inspect(before.rawPayload), inspect(after.rawPayload)]);
    expect(a.pixels.equals(b.pixels)).toBe(false);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/rest/main/catalog-images/companies/3?size=compact',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('renders supplier logos; unknown rows and picture numbers answer 404', async () => {
    const logo = await fetchImage('/catalog-images/companies/1?size=compact');
    expect(logo.statusCode).toBe(200);
    const img = await inspect(logo.rawPayload);
    expect(img.width).toBe(160);
    expect(img.colors).toBeGreaterThan(2);
    const other = await inspect((await fetchImage('/catalog-images/companies/2?size=compact')).rawPayload);
    expect(other.pixels.equals(img.pixels)).toBe(false);
    expect((await fetchImage('/catalog-images/companies/99999999')).statusCode).toBe(404);
    expect((await fetchImage('/catalog-images/items/99999999/0')).statusCode).toBe(404);
    expect((await fetchImage('/catalog-images/items/1/9')).statusCode).toBe(404);
    expect((await fetchImage('/catalog-images/items/1/x')).statusCode).toBe(400);
  });
});
