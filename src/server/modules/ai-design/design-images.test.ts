import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DESIGN_TRIAL_IMAGES, DESIGN_TRIAL_USED_MESSAGE } from '../../../shared/contract/ai-design';
import { uploads } from '../../db/schema/uploads';
import { AiError } from '../../providers/ai-text/types';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { sampleFiles, sampleImage, uploadFile } from '../uploads/test-helpers';
import { generationsOf, keyOf, pixelDifference, setPlan, storedBytes, useTrial } from './test-helpers';

let t: TestApp;
type Store = Awaited<ReturnType<typeof registerStore>>;
let paid: Store;
let free: Store;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  paid = await registerStore(t, 'Paid Designs');
  await setPlan(t, paid.storeId, 'TIER_2');
  free = await registerStore(t, 'Free Designs');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const gpt = (s: Store, body: Record<string, unknown>) => call('POST', '/commons/ai/gpt-images', s.auth, body);
const download = (url: string) => t.app.inject({ method: 'GET', url });
const uploadCount = async (storeId: number) =>
  (await t.deps.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.storeId, storeId))).length;

describe('POST /commons/ai/gpt-images', () => {
  it('answers 4 clean 1024×1024 PNGs for a subscribed store, stored as its files', async () => {
    const res = await gpt(paid, {
      prompt: 'a lavender candle in an amber jar',
      sketchKeys: ['candle', 'jar'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.images).toHaveLength(4);
    expect(body.aiProduct).toBeNull();
    expect(body.credits).toEqual({
      count: 4,
      subscribed: true,
      trialLimit: DESIGN_TRIAL_IMAGES,
      trialRemaining: null,
    });
    for (const image of body.images) {
      expect(image).toMatchObject({ watermarked: false, width: 1024, height: 1024 });
      const file = await download(image.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/png');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
    }
    const [gen] = await generationsOf(t, paid.storeId);
    expect(gen).toMatchObject({ id: body.generationId, imageCount: 4, watermarked: false, route: 'GPT' });
    expect(gen!.imageKeys).toEqual(body.images.map((i: { url: string }) => keyOf(i.url)));
    expect(gen!.originalKeys).toEqual(gen!.imageKeys);
    expect(await uploadCount(paid.storeId)).toBe(4);
    const distinct = new Set(body.images.map((i: { url: string }) => i.url));
    expect(distinct.size).toBe(4);
  });

  it('watermarks every image of a free-plan store and keeps the clean originals unserved', async () => {
    const res = await gpt(free, { prompt: 'a ceramic mug with a wave pattern', numImages: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.images).toHaveLength(2);
    expect(body.credits).toEqual({
      count: 2,
      subscribed: false,
      trialLimit: DESIGN_TRIAL_IMAGES,
      trialRemaining: DESIGN_TRIAL_IMAGES - 2,
    });
    const [gen] = await generationsOf(t, free.storeId);
    expect(gen!.watermarked).toBe(true);
    for (const [i, image] of body.images.entries()) {
      expect(image.watermarked).toBe(true);
      const served = (await download(image.url)).rawPayload;
      const original = await storedBytes(t, gen!.originalKeys[i]!);
      expect(original).not.toBeNull();
      expect((await sharp(original!).metadata()).width).toBe(1024);
      expect(await pixelDifference(served, original!)).toBeGreaterThan(1);
      // The clean file is not reachable through the file route, encoded or not.
      const encoded = await download(`/rest/main/files/${encodeURIComponent(gen!.originalKeys[i]!)}`);
      expect([400, 404]).toContain(encoded.statusCode);
      expect((await download(`/rest/main/files/${gen!.originalKeys[i]!}`)).statusCode).toBe(404);
    }
    expect(JSON.stringify(body)).not.toContain(gen!.originalKeys[0]);
  });

  it('saves the generation to the gallery when asked', async () => {
    const res = await gpt(paid, {
      prompt: 'minimal black matte bottle for a hair serum with gold foil label',
      numImages: 1,
      saveToImageGallery: true,
      deductCredits: false,
      sketchKeys: ['bottle'],
      category: 'Hair care',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { aiProduct, images } = res.json();
    expect(aiProduct).toMatchObject({
      title: 'Minimal black matte bottle for a hair serum…',
      prompt: 'minimal black matte bottle for a hair serum with gold foil label',
      category: 'Hair care',
      sketchKeys: ['bottle'],
      imageUrls: [images[0].url],
      imageUrl: images[0].url,
      watermarked: false,
      inGallery: true,
      aiIdeaId: null,
    });
    expect((await call('GET', '/web/ai-products/-/total-count', paid.auth)).json()).toEqual({ count: 1 });
  });

  it('refuses bad input with the failing field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ prompt: '' }, 'body.prompt'],
      [{ prompt: 'a mug', numImages: 5 }, 'body.numImages'],
      [{ prompt: 'a mug', sketchKeys: ['spaceship'] }, 'body.sketchKeys.0'],
      [{ prompt: 'a mug', extra: 1, numImages: 0 }, 'body.numImages'],
    ];
    for (const [body, path] of cases) {
      const res = await gpt(free, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
  });

  it('gives back the reservation and leaves no files when the image service fails', async () => {
    const s = await registerStore(t, 'Unlucky');
    const spy = vi
      .spyOn(t.deps.aiImage, 'generate')
      .mockRejectedValueOnce(new AiError('The image service timed out.', 'TIMEOUT'));
    const res = await gpt(s, { prompt: 'a tote bag with a sun print' });
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'The image service timed out.' });
    expect(await generationsOf(t, s.storeId)).toEqual([]);
    expect(await uploadCount(s.storeId)).toBe(0);
    const credits = (await call('GET', '/web/ai-products/image/count', s.auth)).json();
    expect(credits).toMatchObject({ count: 0, trialRemaining: DESIGN_TRIAL_IMAGES });
  });
});

describe('the free trial', () => {
  it('refuses a request for more than remain, recording and storing nothing', async () => {
    const s = await registerStore(t, 'Trial');
    await useTrial(t, s.storeId, DESIGN_TRIAL_IMAGES - 2);
    const before = await generationsOf(t, s.storeId);
    const over = await gpt(s, { prompt: 'a striped tote bag', numImages: 4 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'REFUSED' });
    expect(over.json().message).toContain('2 free designs left');
    expect(await generationsOf(t, s.storeId)).toEqual(before);
    expect(await uploadCount(s.storeId)).toBe(0);

    const last = await gpt(s, { prompt: 'a striped tote bag', numImages: 2 });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().credits).toMatchObject({ count: DESIGN_TRIAL_IMAGES, trialRemaining: 0 });
    const done = await gpt(s, { prompt: 'one more', numImages: 1 });
    expect(done.statusCode).toBe(422);
    expect(done.json().message).toBe(DESIGN_TRIAL_USED_MESSAGE);
    expect(await uploadCount(s.storeId)).toBe(2);
    expect((await call('GET', '/web/ai-products/image/count', s.auth)).json()).toEqual({
      count: DESIGN_TRIAL_IMAGES,
      subscribed: false,
      trialLimit: DESIGN_TRIAL_IMAGES,
      trialRemaining: 0,
    });
    // Subscribing lifts the limit.
    await setPlan(t, s.storeId, 'TIER_2');
    const after = await gpt(s, { prompt: 'one more', numImages: 1 });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().images[0].watermarked).toBe(false);
  });

  it('never lets concurrent requests go past the trial', async () => {
    const s = await registerStore(t, 'Racing');
    await useTrial(t, s.storeId, DESIGN_TRIAL_IMAGES - 4);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => gpt(s, { prompt: `racing design ${i}`, numImages: 2 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 422, 422]);
    const total = (await generationsOf(t, s.storeId)).reduce((n, g) => n + g.imageCount, 0);
    expect(total).toBe(DESIGN_TRIAL_IMAGES);
    expect(await uploadCount(s.storeId)).toBe(4);
  });
});

describe('the API document', () => {
  it('describes the design routes', async () => {
    const paths = Object.keys((await download('/rest/main/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/rest/main/commons/ai/gpt-images',
        '/rest/main/commons/ai/stability-ai-images',
        '/rest/main/web/ai-products/image/count',
        '/rest/main/web/ai-ideas/{id}/submited',
      ]),
    );
  });
});

describe('GET /web/ai-products/image/count', () => {
  it('counts the images a store generated', async () => {
    const s = await registerStore(t, 'Counting');
    expect((await call('GET', '/web/ai-products/image/count', s.auth)).json()).toEqual({
      count: 0,
      subscribed: false,
      trialLimit: DESIGN_TRIAL_IMAGES,
      trialRemaining: DESIGN_TRIAL_IMAGES,
    });
    await gpt(s, { prompt: 'a linen pouch', numImages: 3 });
    await gpt(s, { prompt: 'a linen pouch, darker', numImages: 1 });
    expect((await call('GET', '/web/ai-products/image/count', s.auth)).json()).toMatchObject({
      count: 4,
      trialRemaining: DESIGN_TRIAL_IMAGES - 4,
    });
    expect((await call('GET', '/web/ai-products/-/total-count', s.auth)).json()).toEqual({ count: 0 });
  });
});

describe('POST /commons/ai/stability-ai-images', () => {
  it('starts from one of the store’s own uploads', async () => {
    const file = (await uploadFile(t, paid.auth, 'sketch.png', await sampleImage(300, 200))).json();
    const res = await call('POST', '/commons/ai/stability-ai-images', paid.auth, {
      prompt: 'turn my sketch into a glossy jar',
      initImageUrl: file.url,
      strength: 0.4,
      numImages: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.images).toHaveLength(2);
    const gens = await generationsOf(t, paid.storeId);
    expect(gens.at(-1)).toMatchObject({ id: body.generationId, route: 'STABILITY', imageCount: 2 });
    const png = (await download(body.images[0].url)).rawPayload;
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    // A generated design is the store's own file too: it can be the next starting image.
    const again = await call('POST', '/commons/ai/stability-ai-images', paid.auth, {
      prompt: 'same jar, in green',
      initImageUrl: body.images[0].url,
      numImages: 1,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a foreign URL (400) and another store’s file (404) before counting anything', async () => {
    const other = (await uploadFile(t, paid.auth, 'theirs.png', await sampleImage(30, 30))).json();
    const s = await registerStore(t, 'Borrower');
    const foreign = await call('POST', '/commons/ai/stability-ai-images', s.auth, {
      prompt: 'a jar like this',
      initImageUrl: 'https://example.com/jar.png',
    });
    expect(foreign.statusCode).toBe(400);
    const stolen = await call('POST', '/commons/ai/stability-ai-images', s.auth, {
      prompt: 'a jar like this',
      initImageUrl: other.url,
    });
    expect(stolen.statusCode).toBe(404);
    const missing = await call('POST', '/commons/ai/stability-ai-images', s.auth, {
      prompt: 'a jar like this',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].path).toBe('body.initImageUrl');
    const pdf = (await sampleFiles()).find((f) => f.name === 'a.pdf')!;
    const doc = await uploadFile(t, s.auth, 'brief.pdf', pdf.bytes);
    expect(doc.statusCode, doc.body).toBe(200);
    const notImage = await call('POST', '/commons/ai/stability-ai-images', s.auth, {
      prompt: 'a jar like this',
      initImageUrl: doc.json().url,
    });
    expect(notImage.statusCode).toBe(415);
    expect(await generationsOf(t, s.storeId)).toEqual([]);
  });
});
