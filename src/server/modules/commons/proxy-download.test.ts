import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { sampleFiles, uploadFile } from '../uploads/test-helpers';
import { attachmentDisposition } from './proxy-download';

let t: TestApp;
let auth: Record<string, string>;
let pdf: { bytes: Buffer; url: string; key: string };
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://quarry.example' } });
  auth = (await loginAs(t, 'founder@quarry.test')).auth;
  const bytes = (await sampleFiles()).find((f) => f.name === 'a.pdf')!.bytes;
  const res = (await uploadFile(t, auth, 'Tech pack.pdf', bytes)).json();
  pdf = { bytes, url: res.url, key: res.key };
});
afterAll(async () => t?.close());

const download = (url: string, fileName?: string, headers = auth) =>
  t.app.inject({
    method: 'GET',
    url: '/rest/main/commons/util/proxy-download',
    query: { url, ...(fileName ? { fileName } : {}) },
    headers,
  });

describe('GET /commons/util/proxy-download', () => {
  it('serves our own file as an attachment, by relative or absolute URL', async () => {
    for (const url of [pdf.url, `https://quarry.example${pdf.url}`]) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(pdf.bytes)).toBe(true);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Tech pack.pdf"; filename*=UTF-8''Tech%20pack.pdf`,
      );
    }
    const named = await download(pdf.url, 'Fiche technique é');
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="Fiche technique _.pdf"; filename*=UTF-8''Fiche%20technique%20%C3%A9.pdf`,
    );
  });

  it('refuses anything that is not one of our files: never an open proxy', async () => {
    for (const url of [
      'http://example.com/x',
      '//evil/x',
      `//evil${pdf.url}`,
      `http://example.com${pdf.url}`,
      '/rest/main/files/../../../../etc/passwd',
      '/rest/main/files/%2e%2e%2f%2e%2e%2fapp-secrets',
      'file:///etc/passwd',
      '/rest/main/health',
    ]) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('Only files stored by Quarry can be downloaded');
    }
  });

  it('answers 404 "could not download file" for a missing file, and needs a user', async () => {
    const missing = await download('/rest/main/files/AAAAAAAAAAAAAAAAAAAAAAAA.pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'could not download file', code: 'NOT_FOUND' });
    expect((await download(pdf.url, undefined, {})).statusCode).toBe(401);
  });
});

describe('attachmentDisposition', () => {
  it('strips paths, quotes and control characters', () => {
    expect(attachmentDisposition('../../a"b\r\n.pdf', 'k.pdf')).toBe(
      `attachment; filename="ab.pdf"; filename*=UTF-8''ab.pdf`,
    );
    expect(attachmentDisposition('', 'k.png')).toBe(`attachment; filename="k.png"; filename*=UTF-8''k.png`);
  });
});
