import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageIndexStatus, ImageSearchResult } from '../../../shared/contract/image-search';
import { catalogItems } from '../../db/schema/catalog';
import { catalogItemImageFeatures } from '../../db/schema/image-search';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { sampleFiles, uploadFile } from '../uploads/test-helpers';
import {
  dropOutdatedVectors,
  forgetImageIndexStatus,
  indexImageBatch,
  planImageIndex,
  requestImageIndex,
} from './index-images';

// Indexing is left off at start (the test app's default), so the test drives it: first one batch by
// hand (status while indexing), then the planner job on the queue, waited for through the status call.

let t: TestApp;
let auth: Record<string, string>;
let ids: number[];
const base = '/rest/main/web/sourcing/home/image-search';
const search = (query: string) => t.app.inject({ method: 'GET', url: `${base}?${query}`, headers: auth });
const searchFor = async (imageUrl: string, extra = '') => {
  const res = await search(`imageUrl=${encodeURIComponent(imageUrl)}${extra}`);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as ImageSearchResult;
};
const status = async () =>
  (await t.app.inject({ method: 'GET', url: `${base}/status`, headers: auth })).json() as ImageIndexStatus;

beforeAll(async () => {
  t = await createTestApp();
  auth = (await loginAs(t, 'founder@quarry.test')).auth;
  ids = (
    await t.deps.db.select({ id: catalogItems.id }).from(catalogItems).orderBy(asc(catalogItems.id))
  ).map((r) => r.id);
});
afterAll(async () => t?.close());

describe('image search: input', () => {
  it.each([
    ['no imageUrl', 'quantity=5'],
    ['an empty imageUrl', 'imageUrl='],
    ['quantity 0', 'imageUrl=/rest/main/catalog-images/items/1/0&quantity=0'],
    ['quantity 501', 'imageUrl=/rest/main/catalog-images/items/1/0&quantity=501'],
    ['a quantity that is not a number', 'imageUrl=/rest/main/catalog-images/items/1/0&quantity=many'],
  ])('answers 400 for %s', async (_what, query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it.each([
    'https://images.example.com/red-bottle.png',
    '//images.example.com/rest/main/files/a.png',
    'file:///etc/passwd',
    'http://169.254.169.254/latest/meta-data',
    '/rest/main/web/stores/me',
    '/rest/main/catalog-images/companies/1',
    '/rest/main/files/../../etc/passwd',
  ])('refuses %s with a 400 that says which images it takes (never fetched)', async (imageUrl) => {
    const res = await search(`imageUrl=${encodeURIComponent(imageUrl)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/uploaded to Quarry.*catalog picture/);
  });

  it('answers 404 for a file or a catalog picture that does not exist', async () => {
    const file = await search(`imageUrl=/rest/main/files/${randomBytes(16).toString('hex')}.png`);
    expect(file.statusCode).toBe(404);
    expect((await search('imageUrl=/rest/main/catalog-images/items/99999999/0')).statusCode).toBe(404);
    expect((await search(`imageUrl=/rest/main/catalog-images/items/${ids[0]}/9`)).statusCode).toBe(404);
  });

  it('answers 415 for an uploaded file that is not an image', async () => {
    const pdf = (await sampleFiles()).find((f) => f.name === 'a.pdf')!;
    const file = (await uploadFile(t, auth, 'spec.pdf', pdf.bytes)).json();
    const res = await search(`imageUrl=${encodeURIComponent(file.url)}`);
    expect(res.statusCode).toBe(415);
  });

  it('needs a signed-in store', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}?imageUrl=/rest/main/catalog-images/items/1/0`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('image search: indexing and results', () => {
  it('reports progress while indexing, and searches what is indexed so far', async () => {
    expect(await status()).toEqual({ indexed: 0, total: ids.length, ready: false });
    const empty = await searchFor(`/rest/main/catalog-images/items/${ids[0]}/0`);
    expect(empty).toEqual({ items: [], status: { indexed: 0, total: ids.length, ready: false } });

    const first = ids.slice(0, 10);
    expect(await indexImageBatch(t.deps, { fromId: first[0]!, toId: first.at(-1)! })).toBe(10);
    // Idempotent: the same batch again finds nothing left to do.
    expect(await indexImageBatch(t.deps, { fromId: first[0]!, toId: first.at(-1)! })).toBe(0);
    expect(await status()).toEqual({ indexed: 10, total: ids.length, ready: false });
    const partial = await searchFor(`/rest/main/catalog-images/items/${ids[0]}/0`);
    expect(partial.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(first);
    expect(partial.status).toEqual({ indexed: 10, total: ids.length, ready: false });
  });

  it('indexes the rest through the job queue, resuming after the first batch', async () => {
    await requestImageIndex(t.deps.jobs);
    let s = await status();
    while (!s.ready) {
      await new Promise((r) => setTimeout(r, 250));
      s = await status();
    }
    expect(s).toEqual({ indexed: ids.length, total: ids.length, ready: true });
    expect(await planImageIndex(t.deps)).toEqual({ batches: 0, items: 0 });
  });

  it("puts a catalog picture's own item first, then the most similar, with a score", async () => {
    const id = ids[37]!;
    const res = await searchFor(`/rest/main/catalog-images/items/${id}/0`);
    expect(res.items).toHaveLength(120);
    expect(res.items[0]).toMatchObject({ id, similarity: 1 });
    expect(res.items[0]!.imageUrls[0]).toBe(`/rest/main/catalog-images/items/${id}/0`);
    const scores = res.items.map((i) => i.similarity);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.at(-1)).toBeLessThan(1);
    expect(res.status.ready).toBe(true);
    const few = await searchFor(`/rest/main/catalog-images/items/${id}/0`, '&quantity=5');
    expect(few.items.map((i) => i.id)).toEqual(res.items.slice(0, 5).map((i) => i.id));
  });

  it('takes an absolute URL on PUBLIC_URL and ignores a resize name in it', async () => {
    const id = ids[5]!;
    const res = await searchFor(`${t.config.publicUrl}/rest/main/catalog-images/items/${id}/0?size=large`);
    expect(res.items[0]?.id).toBe(id);
  });

  it('finds the item an uploaded photo of its picture shows', async () => {
    const id = ids[101]!;
    const picture = await t.app.inject({ method: 'GET', url: `/rest/main/catalog-images/items/${id}/0` });
    // A "photo" of the product: smaller, cropped a little, saved as JPEG.
    const photo = await sharp(picture.rawPayload)
      .resize(600, 600)
      .extract({ left: 12, top: 8, width: 570, height: 580 })
      .jpeg({ quality: 75 })
      .toBuffer();
    const file = (await uploadFile(t, auth, 'my-product.jpg', photo)).json();
    const res = await searchFor(file.url, '&quantity=10');
    expect(res.items[0]?.id).toBe(id);
    expect(res.items[0]?.similarity).toBeGreaterThanOrEqual(0.9);
  });

  it('shows believable scores: a T-shirt or a box far below a candle picture', async () => {
    const rows = await t.deps.db
      .select({ id: catalogItems.id, title: catalogItems.title })
      .from(catalogItems)
      .orderBy(asc(catalogItems.id));
    const isCandle = (title: string) => /candle/i.test(title);
    const candle = rows.find((r) => isCandle(r.title))!;
    const res = await searchFor(`/rest/main/catalog-images/items/${candle.id}/0`, '&quantity=500');
    const title = new Map(rows.map((r) => [r.id, r.title]));
    const shown = res.items.map((i) => ({ title: title.get(i.id)!, similarity: i.similarity }));
    expect(shown[0]).toEqual({ title: candle.title, similarity: 1 });
    // Unrelated products (clothes, shipping boxes) show clearly lower scores than a match.
    const unrelated = shown.filter((r) =>
      /T-Shirt|Tee\b|Hoodie|Sweatshirt|Mailer Box|Shipping Box/.test(r.title),
    );
    expect(unrelated.length).toBeGreaterThan(0);
    for (const r of unrelated) expect(r.similarity).toBeLessThan(0.6);
  });

  it('redraws the vectors of an older drawing or feature code at the next plan', async () => {
    const [first, other] = await t.deps.db
      .select({ itemId: catalogItemImageFeatures.itemId, features: catalogItemImageFeatures.features })
      .from(catalogItemImageFeatures)
      .orderBy(asc(catalogItemImageFeatures.itemId))
      .limit(2);
    // As if item 1's vector had been computed by another renderer.
    await t.deps.db
      .update(catalogItemImageFeatures)
      .set({ features: other!.features })
      .where(eq(catalogItemImageFeatures.itemId, first!.itemId));
    expect(await dropOutdatedVectors(t.deps.db)).toBe(ids.length);
    expect((await status()).ready).toBe(false);
    await requestImageIndex(t.deps.jobs);
    let s = await status();
    while (!s.ready) {
      await new Promise((r) => setTimeout(r, 250));
      s = await status();
    }
    const [redrawn] = await t.deps.db
      .select({ features: catalogItemImageFeatures.features })
      .from(catalogItemImageFeatures)
      .where(eq(catalogItemImageFeatures.itemId, first!.itemId));
    expect(redrawn!.features).toEqual(first!.features);
    expect(await dropOutdatedVectors(t.deps.db)).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('image indexing with two instances on PostgreSQL', () => {
  let second: TestApp | undefined;
  afterAll(async () => second?.close());

  it('shares the batches and indexes every item once, with no failed job', async () => {
    await t.deps.db.delete(catalogItemImageFeatures);
    forgetImageIndexStatus(t.deps.db); // the status of a complete index is kept for a few seconds
    // A second instance with workers (its start-up plan finds the work), and small batches planned here.
    second = await createTestApp({ attachTo: t, env: { IMAGE_INDEX_ON_START: 'true' } });
    const planned = await planImageIndex(t.deps, 25);
    await requestImageIndex(t.deps.jobs); // a second plan while batches are queued sends nothing more
    let s = await status();
    while (!s.ready) {
      await new Promise((r) => setTimeout(r, 250));
      s = await status();
    }
    expect(s).toEqual({ indexed: ids.length, total: ids.length, ready: true });
    expect(planned.items).toBeLessThanOrEqual(ids.length);
    const result = await t.deps.db.execute(
      sql`select count(*)::int as failed from pgboss.job where name like 'catalog-image-index%' and state = 'failed'`,
    );
    expect((result as unknown as { rows: { failed: number }[] }).rows[0]?.failed).toBe(0);
    const res = await searchFor(`/rest/main/catalog-images/items/${ids[7]}/0`, '&quantity=3');
    expect(res.items[0]).toMatchObject({ id: ids[7], similarity: 1 });
  });
});
