import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUploadToken } from '../../providers/storage/upload-token';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { nestedSvg, sampleImage } from './test-helpers';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await loginAs(t, 'founder@quarry.test')).auth;
});
afterAll(async () => t?.close());

async function askForUrl(body: { fileName: string; contentType: string; size: number }) {
  return t.app.inject({ method: 'POST', url: '/rest/main/upload/signed-url', headers: auth, payload: body });
}

describe('signed upload URLs (fs storage)', () => {
  it('lets the browser PUT a file once, after which it is served', async () => {
    const png = await sampleImage(20, 10);
    const res = await askForUrl({ fileName: 'hero.png', contentType: 'image/png', size: png.length });
    expect(res.statusCode, res.body).toBe(200);
    const signed = res.json();
    expect(signed).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/png' } });
    expect(signed.uploadUrl).toMatch(/^\/rest\/main\/uploads\/signed\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(signed.expiresAt)).toBeGreaterThan(Date.now());

    // Not served before the bytes arrive.
    expect((await t.app.inject({ method: 'GET', url: signed.file.url })).statusCode).toBe(404);

    const put = await t.app.inject({
      method: 'PUT',
      url: signed.uploadUrl,
      headers: signed.headers,
      payload: png,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      key: signed.file.key,
      size: png.length,
      kind: 'image',
      fileName: 'hero.png',
    });

    const file = await t.app.inject({ method: 'GET', url: signed.file.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);

    const again = await t.app.inject({
      method: 'PUT',
      url: signed.uploadUrl,
      headers: signed.headers,
      payload: png,
    });
    expect(again.statusCode).toBe(409);
  });

  it('checks type and size before signing', async () => {
    const exe = await askForUrl({ fileName: 'tool.exe', contentType: 'application/octet-stream', size: 10 });
    expect(exe.statusCode).toBe(415);
    const html = await askForUrl({ fileName: 'photo.png', contentType: 'text/html', size: 10 });
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe(
      'photo.png is declared as text/html, which does not match its .png extension',
    );
    const huge = await askForUrl({ fileName: 'film.mp4', contentType: 'video/mp4', size: 501 * 1024 * 1024 });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('TOO_LARGE');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/rest/main/upload/signed-url',
      payload: { fileName: 'a.png', contentType: 'image/png', size: 1 },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses more bytes than were declared, and bytes of another type', async () => {
    const png = await sampleImage(20, 10);
    const small = (
      await askForUrl({ fileName: 'a.png', contentType: 'image/png', size: png.length - 1 })
    ).json();
    const over = await t.app.inject({
      method: 'PUT',
      url: small.uploadUrl,
      headers: small.headers,
      payload: png,
    });
    expect(over.statusCode).toBe(413);

    const text = (await askForUrl({ fileName: 'b.png', contentType: 'image/png', size: 100 })).json();
    const fake = await t.app.inject({
      method: 'PUT',
      url: text.uploadUrl,
      headers: text.headers,
      payload: 'not an image',
    });
    expect(fake.statusCode).toBe(415);

    const wrongHeader = await t.app.inject({
      method: 'PUT',
      url: text.uploadUrl,
      headers: { 'content-type': 'text/plain' },
      payload: png,
    });
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().message).toBe('Send the file with the header Content-Type: image/png');
  });

  it('answers 415 (not 500) for SVG nested too deeply to check', async () => {
    const deep = Buffer.from(nestedSvg(101));
    const signed = (
      await askForUrl({ fileName: 'deep.svg', contentType: 'image/svg+xml', size: deep.length })
    ).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: signed.uploadUrl,
      headers: signed.headers,
      payload: deep,
    });
    expect(put.statusCode, put.body).toBe(415);
    expect(put.json().message).toBe(
      'deep.svg is not a safe SVG image: it is nested too deeply to check (more than 100 levels of elements)',
    );
    expect((await t.app.inject({ method: 'GET', url: signed.file.url })).statusCode).toBe(404);
  });

  it('refuses expired, forged and malformed tokens', async () => {
    const png = await sampleImage(4, 4);
    const signed = (
      await askForUrl({ fileName: 'c.png', contentType: 'image/png', size: png.length })
    ).json();
    const key = signed.file.key;
    const secret = t.deps.secrets.uploads;
    const put = (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/rest/main/uploads/signed/${token}`,
        headers: { 'content-type': 'image/png' },
        payload: png,
      });

    const expired = await put(
      signUploadToken({ key, contentType: 'image/png', maxBytes: 100, exp: 1000 }, secret),
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This upload link has expired; ask for a new one');

    const later = Math.floor(Date.now() / 1000) + 60;
    const forged = await put(
      signUploadToken({ key, contentType: 'image/png', maxBytes: 1e9, exp: later }, 'guessed'),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('This upload link is not valid');

    const garbage = await put('not-a-token');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('This upload link is malformed');

    expect((await t.app.inject({ method: 'GET', url: signed.file.url })).statusCode).toBe(404);
  });
});
