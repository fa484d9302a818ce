import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../shared/contract/uploads';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { sampleFiles, sampleImage, uploadFile } from './test-helpers';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await loginAs(t, 'founder@quarry.test')).auth;
});
afterAll(() => t.close());

const upload = async (name: string, bytes: Buffer) => {
  const res = await uploadFile(t, auth, name, bytes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UploadedFile;
};
const serve = (file: UploadedFile) => t.app.inject({ method: 'GET', url: `/rest/main/files/${file.key}` });

describe('serving uploads', () => {
  it('serves a PDF (or any file that is not a picture or video) as a sandboxed attachment', async () => {
    const samples = await sampleFiles();
    const pdf = samples.find((s) => s.name === 'a.pdf')!;
    const res = await serve(await upload('Price list (2026).pdf', pdf.bytes));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Price list (2026).pdf"; filename*=UTF-8''Price%20list%20%282026%29.pdf`,
    );
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const eps = samples.find((s) => s.name === 'a.eps')!;
    const epsRes = await serve(await upload('logo.eps', eps.bytes));
    expect(epsRes.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('shows pictures inline, as before', async () => {
    const res = await serve(await upload('photo.png', await sampleImage(8, 8)));
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('removes right-to-left overrides and control characters from stored file names', async () => {
    const pdf = (await sampleFiles()).find((s) => s.name === 'a.pdf')!;
    const file = await upload('invoice\u202Egpj.\u2066x\u0007\u007f\u200f.pdf', pdf.bytes);
    expect(file.fileName).toBe('invoicegpj.x.pdf');
  });
});
