import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { createStorage } from './create-storage';
import { startFakeS3 } from './fake-s3-server';
import { createStorageKey } from './keys';
import { createS3Storage } from './s3-storage';
import type { StorageProvider } from './types';

const creds = {
  bucket: 'quarry-test',
  accessKeyId: 'AKIDQUARRYTEST',
  secretAccessKey: 'fake-secret-key',
  region: 'us-east-1',
};
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let storage: StorageProvider;

const readAll = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  s3 = await startFakeS3(creds);
  storage = createS3Storage({ endpoint: s3.endpoint, forcePathStyle: true, ...creds });
});
afterAll(async () => s3?.close());

describe('S3 storage adapter (against a loopback fake S3)', () => {
  it('is chosen by createStorage when STORAGE_DRIVER=s3', () => {
    const config = parseConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_ENDPOINT: s3.endpoint,
      DATA_DIR: os.tmpdir(),
    });
    expect(createStorage(config, 'secret').kind).toBe('s3');
    expect(createStorage(parseConfig({ DATA_DIR: os.tmpdir() }), 'secret').kind).toBe('fs');
  });

  it('puts, heads, gets (whole and ranged) and deletes an object with signed requests', async () => {
    const key = createStorageKey('txt');
    await storage.put(key, Buffer.from('hello from quarry'), 'text/plain');
    expect(s3.objects.get(key)?.body.toString()).toBe('hello from quarry');
    expect(s3.objects.get(key)?.contentType).toBe('text/plain');
    expect(s3.log.at(-1)).toMatchObject({ method: 'PUT', key, presigned: false });

    expect(await storage.head(key)).toEqual({ size: 17, contentType: 'text/plain' });
    expect(await storage.exists(key)).toBe(true);
    const whole = await storage.get(key);
    expect(whole?.size).toBe(17);
    expect((await readAll(whole!.body)).toString()).toBe('hello from quarry');
    const part = await storage.get(key, { start: 6, end: 9 });
    expect((await readAll(part!.body)).toString()).toBe('from');

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
  });

  it('streams a local file with putFile', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-s3-'));
    const file = path.join(dir, 'big.bin');
    const data = Buffer.alloc(3 * 1024 * 1024, 7);
    await fs.writeFile(file, data);
    const key = createStorageKey('bin');
    await storage.putFile(key, file, 'application/octet-stream');
    expect(s3.objects.get(key)?.body.equals(data)).toBe(true);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('fails loudly on a wrong secret instead of pretending the file is missing', async () => {
    const wrong = createS3Storage({
      endpoint: s3.endpoint,
      forcePathStyle: true,
      ...creds,
      secretAccessKey: 'nope',
    });
    await expect(wrong.put(createStorageKey('txt'), Buffer.from('x'), 'text/plain')).rejects.toThrow();
  });

  it('presigns a PUT the browser can send directly, with the content type signed', async () => {
    const key = createStorageKey('png');
    const signed = await storage.signedPutUrl(key, {
      contentType: 'image/png',
      maxBytes: 100,
      expiresInSeconds: 60,
    });
    expect(signed.url.startsWith(`${s3.endpoint}/${creds.bucket}/${key}?`)).toBe(true);
    expect(new URL(signed.url).searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(signed.headers).toEqual({ 'Content-Type': 'image/png' });

    const ok = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: 'pngbytes' });
    expect(ok.status).toBe(200);
    expect(s3.objects.get(key)?.body.toString()).toBe('pngbytes');

    const otherType = await fetch(signed.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/html' },
      body: 'x',
    });
    expect(otherType.status).toBe(403);
  });
});
