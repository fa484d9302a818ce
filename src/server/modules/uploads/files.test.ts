import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { parseRange } from './files';
import { resizedKey } from './resize';
import { sampleFiles, sampleImage, uploadFile } from './test-helpers';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  auth = (await loginAs(t, 'founder@quarry.test')).auth;
});
afterAll(async () => t?.close());

const upload = async (name: string, bytes: Buffer) =>
  (await uploadFile(t, auth, name, bytes)).json() as { url: string; key: string };

describe('GET /files/:key?size=', () => {
  it('serves each resize name at its width, keeping the aspect ratio', async () => {
    const file = await upload('wide.jpg', await sampleImage(2000, 1000, 'jpeg'));
    const widths = { compact: 160, large: 480, grande: 600, '1024': 1024, original: 2000 };
    for (const [name, width] of Object.entries(widths)) {
      const res = await t.app.inject({ method: 'GET', url: `${file.url}?size=${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect({ name, width: meta.width, height: meta.height }).toEqual({ name, width, height: width / 2 });
    }
  });

  it('never enlarges, and writes tiff copies as webp', async () => {
    const small = await upload('small.png', await sampleImage(300, 200, 'png'));
    const res = await t.app.inject({ method: 'GET', url: `${small.url}?size=1024` });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);

    const tiff = await upload('scan.tiff', await sampleImage(800, 400, 'tiff'));
    const copy = await t.app.inject({ method: 'GET', url: `${tiff.url}?size=compact` });
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160 });
  });

  it('renders a copy once and then serves it from storage', async () => {
    const file = await upload('cached.png', await sampleImage(1200, 600, 'png'));
    const first = await t.app.inject({ method: 'GET', url: `${file.url}?size=grande` });
    const key = resizedKey(file.key, 600)!;
    expect(await t.deps.storage.exists(key)).toBe(true);
    // Swap the cached copy: a second request must serve it rather than render again.
    const marker = await sampleImage(7, 7, 'png');
    await t.deps.storage.put(key, marker, 'image/png');
    const second = await t.app.inject({ method: 'GET', url: `${file.url}?size=grande` });
    expect(first.rawPayload.equals(marker)).toBe(false);
    expect(second.rawPayload.equals(marker)).toBe(true);
  });

  it('answers 400 for an unknown size and the original for non-images', async () => {
    const png = await upload('x.png', await sampleImage(50, 50));
    const bad = await t.app.inject({ method: 'GET', url: `${png.url}?size=huge` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID');

    const pdf = (await sampleFiles()).find((f) => f.name === 'a.pdf')!;
    const doc = await upload('doc.pdf', pdf.bytes);
    const res = await t.app.inject({ method: 'GET', url: `${doc.url}?size=compact` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf.bytes)).toBe(true);
  });

  it('serves byte ranges (video seeking)', async () => {
    const mp4 = (await sampleFiles()).find((f) => f.name === 'a.mp4')!;
    const file = await upload('clip.mp4', mp4.bytes);
    const res = await t.app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=4-7' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 4-7/${mp4.bytes.length}`);
    expect(res.body).toBe('ftyp');
  });
});

describe('parseRange', () => {
  it('reads one range and ignores what it cannot satisfy', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    for (const h of [undefined, 'bytes=200-', 'bytes=5-1', 'bytes=0-1,4-5', 'items=0-1', 'bytes=-']) {
      expect(parseRange(h, 100), String(h)).toBeNull();
    }
  });
});
