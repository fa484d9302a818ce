import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../providers/storage/fake-s3-server';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { nestedSvg, sampleImage, uploadFile } from './test-helpers';

const creds = {
  bucket: 'quarry-uploads',
  accessKeyId: 'AKIDUPLOADS',
  secretAccessKey: 'fake-s3-secret',
  region: 'us-east-1',
};
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  s3 = await startFakeS3(creds);
  t = await createTestApp({
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: creds.bucket,
      S3_REGION: creds.region,
      S3_ACCESS_KEY_ID: creds.accessKeyId,
      S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
    },
  });
  auth = (await loginAs(t, 'founder@quarry.test')).auth;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('uploads on S3-compatible storage', () => {
  it('stores multipart uploads in the bucket and serves them back', async () => {
    const png = await sampleImage(40, 20);
    const res = await uploadFile(t, auth, 'bucket.png', png);
    expect(res.statusCode, res.body).toBe(200);
    const { key, url } = res.json();
    expect(s3.objects.get(key)?.body.equals(png)).toBe(true);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('signs a direct PUT to the bucket and checks the file on first use', async () => {
    const png = await sampleImage(30, 30);
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/rest/main/upload/signed-url',
        headers: auth,
        payload: { fileName: 'direct.png', contentType: 'image/png', size: png.length },
      })
    ).json();
    expect(signed.uploadUrl.startsWith(`${s3.endpoint}/${creds.bucket}/${signed.file.key}?`)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: signed.file.url })).statusCode).toBe(404);

    const put = await fetch(signed.uploadUrl, {
      method: 'PUT',
      headers: signed.headers,
      body: new Uint8Array(png),
    });
    expect(put.status).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: signed.file.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('deletes a direct upload whose bytes do not match its extension', async () => {
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/rest/main/upload/signed-url',
        headers: auth,
        payload: { fileName: 'sneaky.png', contentType: 'image/png', size: 100 },
      })
    ).json();
    await fetch(signed.uploadUrl, {
      method: 'PUT',
      headers: signed.headers,
      body: '<script>alert(1)</script>',
    });
    expect(s3.objects.has(signed.file.key)).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: signed.file.url });
    expect(file.statusCode).toBe(404);
    expect(s3.objects.has(signed.file.key)).toBe(false);
  });

  it('deletes (not 500) a direct SVG upload nested too deeply to check', async () => {
    const deep = nestedSvg(101);
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/rest/main/upload/signed-url',
        headers: auth,
        payload: { fileName: 'deep.svg', contentType: 'image/svg+xml', size: deep.length },
      })
    ).json();
    await fetch(signed.uploadUrl, { method: 'PUT', headers: signed.headers, body: deep });
    expect(s3.objects.has(signed.file.key)).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: signed.file.url });
    expect(file.statusCode, file.body).toBe(404);
    expect(s3.objects.has(signed.file.key)).toBe(false);
  });
});
