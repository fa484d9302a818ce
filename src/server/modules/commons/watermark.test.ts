import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { sampleFiles, sampleImage, uploadFile } from '../uploads/test-helpers';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await loginAs(t, 'founder@quarry.test')).auth;
});
afterAll(async () => t?.close());

const watermark = (url: string, text?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/rest/main/commons/util/watermark-image',
    query: { url, ...(text ? { text } : {}) },
    headers: auth,
  });

/** Mean absolute difference per channel between two same-sized images. */
async function difference(a: Buffer, b: Buffer) {
  const [ra, rb] = await Promise.all([a, b].map((x) => sharp(x).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < ra!.length; i++) sum += Math.abs(ra![i]! - rb![i]!);
  return sum / ra!.length;
}

describe('GET /commons/util/watermark-image', () => {
  it('answers a PNG of the same size with a visible watermark', async () => {
    const original = await sampleImage(640, 360, 'jpeg');
    const file = (await uploadFile(t, auth, 'product.jpg', original)).json();
    const res = await watermark(file.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 640, height: 360 });
    expect(await difference(res.rawPayload, original)).toBeGreaterThan(2);

    // The text is drawn: another text gives another picture.
    const other = await watermark(file.url, 'Sample only');
    expect(await difference(other.rawPayload, res.rawPayload)).toBeGreaterThan(0.5);
  });

  it('refuses non-images with 415 and foreign URLs with 400', async () => {
    const pdf = (await sampleFiles()).find((f) => f.name === 'a.pdf')!;
    const doc = (await uploadFile(t, auth, 'doc.pdf', pdf.bytes)).json();
    const res = await watermark(doc.url);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_TYPE');
    const foreign = await watermark('https://example.com/cat.png');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Only files stored by Quarry can be downloaded');
  });
});
