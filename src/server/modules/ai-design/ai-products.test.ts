import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { sampleImage, uploadFile } from '../uploads/test-helpers';
import { NO_GALLERY_MESSAGE } from './for-you';
import { setPlan } from './test-helpers';

let t: TestApp;
type Store = Awaited<ReturnType<typeof registerStore>>;
let a: Store;
let b: Store;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Products A');
  b = await registerStore(t, 'Products B');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const designs = async (s: Store, numImages = 2) => {
  const res = await call('POST', '/commons/ai/gpt-images', s.auth, {
    prompt: 'a speckled stoneware bowl',
    numImages,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().images.map((i: { url: string }) => i.url) as string[];
};
const product = (imageUrls: string[], over: Record<string, unknown> = {}) => ({
  title: 'Speckled bowl',
  description: 'Stoneware, 16 cm',
  prompt: 'a speckled stoneware bowl',
  category: 'Kitchen',
  sketchKeys: ['bowl', 'bowl'],
  imageUrls,
  suggestedRetailPriceCents: 3200,
  ...over,
});

describe('/web/ai-products', () => {
  it('saves, reads, lists and updates designs of the store', async () => {
    const urls = await designs(a);
    const created = await call('POST', '/web/ai-products', a.auth, product(urls));
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({
      title: 'Speckled bowl',
      sketchKeys: ['bowl'],
      imageUrls: urls,
      imageUrl: urls[0],
      suggestedRetailPriceCents: 3200,
      watermarked: true, // generated on the free plan
      inGallery: true,
      aiIdeaId: null,
    });
    expect((await call('GET', `/web/ai-products/${p.id}`, a.auth)).json()).toEqual(p);

    // An upload of the store's own is fine, and not watermarked.
    const own = (await uploadFile(t, a.auth, 'photo.png', await sampleImage(50, 50))).json();
    const second = await call('POST', '/web/ai-products', a.auth, product([own.url], { inGallery: false }));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ watermarked: false, inGallery: false });

    const list = (await call('GET', '/web/ai-products', a.auth)).json();
    expect(list.map((x: { id: number }) => x.id)).toEqual([second.json().id, p.id]);
    const gallery = (await call('GET', '/web/ai-products?inGallery=true', a.auth)).json();
    expect(gallery.map((x: { id: number }) => x.id)).toEqual([p.id]);
    expect((await call('GET', '/web/ai-products?size=1&page=1', a.auth)).json()[0].id).toBe(p.id);
    expect((await call('GET', '/web/ai-products/-/total-count', a.auth)).json()).toEqual({ count: 1 });

    const updated = await call('PUT', `/web/ai-products/${p.id}`, a.auth, {
      title: 'Speckled bowl, large',
      suggestedRetailPriceCents: 3900,
      inGallery: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Speckled bowl, large', suggestedRetailPriceCents: 3900 });
    expect((await call('GET', '/web/ai-products/-/total-count', a.auth)).json()).toEqual({ count: 0 });
    const bad = await call('PUT', `/web/ai-products/${p.id}`, a.auth, { imageUrls: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for another store’s product or idea, and 400 for images that are not the store’s', async () => {
    const aUrls = await designs(a, 1);
    const mine = (await call('POST', '/web/ai-products', a.auth, product(aUrls))).json();
    expect((await call('GET', `/web/ai-products/${mine.id}`, b.auth)).statusCode).toBe(404);
    expect((await call('PUT', `/web/ai-products/${mine.id}`, b.auth, { title: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/web/ai-products/${mine.id}`, a.auth)).json().title).toBe('Speckled bowl');
    expect((await call('GET', '/web/ai-products', b.auth)).json()).toEqual([]);

    const stolen = await call('POST', '/web/ai-products', b.auth, product(aUrls));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().details[0].path).toBe('body.imageUrls.0');
    const foreign = await call('POST', '/web/ai-products', b.auth, product(['https://example.com/x.png']));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].path).toBe('body.imageUrls.0');
    const noImage = await call('POST', '/web/ai-products', b.auth, product([]));
    expect(noImage.statusCode).toBe(400);

    const aIdea = (await call('POST', '/web/ai-ideas', a.auth, { title: 'A idea' })).json();
    const bUrls = await designs(b, 1);
    const intoA = await call('POST', '/web/ai-products', b.auth, product(bUrls, { aiIdeaId: aIdea.id }));
    expect(intoA.statusCode).toBe(404);
    const bProduct = (await call('POST', '/web/ai-products', b.auth, product(bUrls))).json();
    const moved = await call('PUT', `/web/ai-products/${bProduct.id}`, b.auth, { aiIdeaId: aIdea.id });
    expect(moved.statusCode).toBe(404);
  });

  it('deletes only the store’s own designs: another store’s id is 404 and stays', async () => {
    const aUrls = await designs(a, 1);
    const mine = (
      await call('POST', '/web/ai-products', a.auth, product(aUrls, { title: 'To delete' }))
    ).json();
    const countBefore = (await call('GET', '/web/ai-products/-/total-count', a.auth)).json().count;

    const foreign = await call('DELETE', `/web/ai-products/${mine.id}`, b.auth);
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/web/ai-products/${mine.id}`, a.auth)).statusCode).toBe(200);

    const deleted = await call('DELETE', `/web/ai-products/${mine.id}`, a.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await call('GET', `/web/ai-products/${mine.id}`, a.auth)).statusCode).toBe(404);
    const gallery = (await call('GET', '/web/ai-products?inGallery=true', a.auth)).json();
    expect(gallery.map((p: { id: number }) => p.id)).not.toContain(mine.id);
    expect((await call('GET', '/web/ai-products/-/total-count', a.auth)).json()).toEqual({
      count: countBefore - 1,
    });
    // Deleting again, or an id that never was, is 404; the design's image is still the store's file.
    expect((await call('DELETE', `/web/ai-products/${mine.id}`, a.auth)).statusCode).toBe(404);
    expect((await call('DELETE', '/web/ai-products/2147483647', a.auth)).statusCode).toBe(404);
    expect((await call('DELETE', '/web/ai-products/abc', a.auth)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: aUrls[0]! })).statusCode).toBe(200);
  });

  it('saves in bulk, all or nothing', async () => {
    const s = await registerStore(t, 'Bulk');
    await setPlan(t, s.storeId, 'TIER_3');
    const urls = await designs(s, 2);
    const before = (await call('GET', '/web/ai-products', s.auth)).json();
    const partial = await call('POST', '/web/ai-products/bulk', s.auth, {
      products: [product([urls[0]!]), product(['https://example.com/not-ours.png'])],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().details[0].path).toBe('body.products.1.imageUrls.0');
    expect((await call('GET', '/web/ai-products', s.auth)).json()).toEqual(before);

    const ok = await call('POST', '/web/ai-products/bulk', s.auth, {
      products: [product([urls[0]!], { title: 'One' }), product([urls[1]!], { title: 'Two' })],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().map((p: { title: string; watermarked: boolean }) => [p.title, p.watermarked])).toEqual([
      ['One', false],
      ['Two', false],
    ]);
    expect((await call('GET', '/web/ai-products/-/total-count', s.auth)).json()).toEqual({ count: 2 });
  });
});

describe('/web/ai-products/for-you', () => {
  it('emails the gallery, with links, to the owner or the address given', async () => {
    const s = await registerStore(t, 'For You');
    const empty = await call('POST', '/web/ai-products/for-you/email', s.auth, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(NO_GALLERY_MESSAGE);

    const urls = await designs(s, 1);
    await call('POST', '/web/ai-products', s.auth, product(urls, { title: 'Moon bowl' }));
    const sent = await call('POST', '/web/ai-products/for-you/email', s.auth, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ ok: true });
    const to = await call('POST', '/web/ai-products/for-you/email', s.auth, {
      email: ' friend@example.org ',
    });
    expect(to.statusCode).toBe(200);
    const mails = await t.deps.db
      .select({
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        html: emailOutbox.html,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.ref, `ai-products-for-you:${s.storeId}`))
      .orderBy(emailOutbox.id);
    expect(mails.map((m) => m.to)).toEqual([[s.email], ['friend@example.org']]);
    const link = `${t.config.publicUrl}${urls[0]}`;
    expect(mails[0]!.text).toContain(`Moon bowl: ${link}`);
    expect(mails[0]!.html).toContain(`href="${link}"`);

    const invalid = await call('POST', '/web/ai-products/for-you/email', s.auth, { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details[0].path).toBe('body.email');
  });

  it('reports the storefront as not created, with the gallery count', async () => {
    const s = await registerStore(t, 'Storefront');
    expect((await call('GET', '/web/ai-products/for-you/storefront/status', s.auth)).json()).toEqual({
      status: 'NOT_CREATED',
      productCount: 0,
    });
    const urls = await designs(s, 1);
    await call('POST', '/web/ai-products', s.auth, product(urls));
    expect((await call('GET', '/web/ai-products/for-you/storefront/status', s.auth)).json()).toEqual({
      status: 'NOT_CREATED',
      productCount: 1,
    });
  });
});
