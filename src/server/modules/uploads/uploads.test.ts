import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../shared/contract/uploads';
import { uploads } from '../../db/schema/uploads';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { multipart, nestedSvg, SAFE_SVG, sampleFiles, uploadFile } from './test-helpers';

let t: TestApp;
let auth: Record<string, string>;
let storeId: number | null;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const s = await loginAs(t, 'founder@quarry.test');
  auth = s.auth;
  storeId = s.storeId;
  userId = s.userId;
});
afterAll(async () => t?.close());

describe('POST /upload', () => {
  it('accepts every listed type, records it and serves the same bytes back', async () => {
    for (const f of await sampleFiles()) {
      const res = await uploadFile(t, auth, f.name, f.bytes);
      expect(res.statusCode, `${f.name}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        fileName: f.name,
        kind: f.kind,
        contentType: f.contentType,
        size: f.bytes.length,
      });
      expect(body.url).toBe(`/rest/main/files/${body.key}`);
      expect(body.key).toMatch(/^[A-Za-z0-9_-]{24}\.[a-z0-9]+$/);

      const file = await t.app.inject({ method: 'GET', url: body.url });
      expect(file.statusCode, f.name).toBe(200);
      expect(file.rawPayload.equals(f.bytes), f.name).toBe(true);
      expect(file.headers['content-type']).toContain(f.contentType);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('records the uploading store and user', async () => {
    const [f] = await sampleFiles();
    const res = await uploadFile(t, auth, 'owner.png', f!.bytes);
    const [row] = await t.deps.db
      .select({ storeId: uploads.storeId, userId: uploads.userId, status: uploads.status })
      .from(uploads)
      .where(eq(uploads.key, res.json().key));
    expect(row).toEqual({ storeId, userId, status: 'STORED' });
  });

  it('refuses types that are not on the list', async () => {
    for (const name of ['page.html', 'tool.exe', 'noextension']) {
      const res = await uploadFile(t, auth, name, 'hello');
      expect(res.statusCode, name).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_TYPE');
      expect(res.json().message).toContain('Accepted types: png, jpg');
    }
  });

  it('refuses a .png whose bytes are text (magic-byte mismatch)', async () => {
    const res = await uploadFile(t, auth, 'fake.png', '<html><script>alert(1)</script></html>');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'The content of fake.png does not match its .png extension (it looks like text)',
    );
  });

  it('refuses a .jpg that is really a png', async () => {
    const [png] = await sampleFiles();
    const res = await uploadFile(t, auth, 'photo.jpg', png!.bytes);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('it looks like a .png file');
  });

  it('refuses SVG that can run code, and serves safe SVG under a sandboxing policy', async () => {
    const bad = {
      'script.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'onload.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'href.svg':
        '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><text>x</text></a></svg>',
      'html.svg': '<html><body>hi</body></html>',
      'broken.svg': '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
    };
    for (const [name, text] of Object.entries(bad)) {
      const res = await uploadFile(t, auth, name, text);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message, name).toContain(`${name} is not a safe SVG image`);
    }
    const ok = await uploadFile(t, auth, 'logo.svg', SAFE_SVG);
    const file = await t.app.inject({ method: 'GET', url: ok.json().url });
    expect(file.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers 415 (not 500) for SVG nested too deeply to check, on both multipart routes', async () => {
    for (const url of ['/rest/main/upload', '/rest/main/upload-large-file']) {
      const res = await uploadFile(t, auth, 'deep.svg', nestedSvg(101), url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(415);
      expect(res.json()).toEqual({
        code: 'UNSUPPORTED_TYPE',
        message:
          'deep.svg is not a safe SVG image: it is nested too deeply to check (more than 100 levels of elements)',
      });
    }
  });

  it('answers 413 TOO_LARGE past 20 MB, while the large-file route takes it', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    const res = await uploadFile(t, auth, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is too large: the limit is 20 MB', code: 'TOO_LARGE' });

    const large = await uploadFile(t, auth, 'big.pdf', big, '/rest/main/upload-large-file');
    expect(large.statusCode).toBe(200);
    expect(large.json().size).toBe(UPLOAD_MAX_BYTES + 1);
  });

  it('needs a signed-in user, multipart, and the field "file"', async () => {
    const body = await multipart('a.png', 'x');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/rest/main/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anon.statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/rest/main/upload',
      payload: { file: 'x' },
      headers: auth,
    });
    expect(json.statusCode).toBe(415);
    const wrongField = await multipart('a.png', 'x', 'image');
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/main/upload',
      payload: wrongField.payload,
      headers: { ...auth, ...wrongField.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Attach the file in the form field "file"');
  });

  it('answers 404 for an unknown file key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/main/files/AAAAAAAAAAAAAAAAAAAAAAAA.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
