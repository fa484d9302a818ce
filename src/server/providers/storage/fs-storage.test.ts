import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsStorage, SIGNED_UPLOAD_PATH } from './fs-storage';
import { createStorageKey, isValidStorageKey, UPLOAD_KEY_PATTERN } from './keys';
import type { StorageProvider } from './types';
import { verifyUploadToken } from './upload-token';

let dir: string;
let storage: StorageProvider;
const readAll = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString();
};

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-fs-'));
  storage = createFsStorage({ root: path.join(dir, 'uploads'), secret: 'test-secret' });
});
afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

describe('storage keys', () => {
  it('are random, 144-bit and keep the extension', () => {
    const a = createStorageKey('PNG');
    const b = createStorageKey('png');
    expect(a).toMatch(UPLOAD_KEY_PATTERN);
    expect(a.endsWith('.png')).toBe(true);
    expect(a).not.toBe(b);
    expect(createStorageKey('')).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
  it('reject traversal and hidden segments', () => {
    for (const bad of ['../x', 'a/../../x', '.tmp/x', '/etc/passwd', 'a//b', 'a\\b', '..', '', 'a/b/c/d/e']) {
      expect(isValidStorageKey(bad), bad).toBe(false);
    }
    expect(isValidStorageKey('derived/compact/abc.png')).toBe(true);
  });
});

describe('fs storage', () => {
  it('round-trips a file under the root, with ranges', async () => {
    const key = createStorageKey('txt');
    await storage.put(key, Buffer.from('0123456789'), 'text/plain');
    expect(await fs.readFile(path.join(dir, 'uploads', key), 'utf8')).toBe('0123456789');
    expect(await storage.head(key)).toEqual({ size: 10 });
    expect(await readAll((await storage.get(key))!.body)).toBe('0123456789');
    const part = await storage.get(key, { start: 2, end: 4 });
    expect(part?.size).toBe(3);
    expect(await readAll(part!.body)).toBe('234');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('stores nested derived keys and local files', async () => {
    const src = path.join(dir, 'local.bin');
    await fs.writeFile(src, 'local bytes');
    await storage.putFile('derived/compact/abc.png', src, 'image/png');
    expect(await readAll((await storage.get('derived/compact/abc.png'))!.body)).toBe('local bytes');
    expect(await fs.readFile(src, 'utf8')).toBe('local bytes');
    // Nothing left behind in the staging folder.
    expect(await fs.readdir(path.join(dir, 'uploads', '.tmp'))).toEqual([]);
  });

  it('refuses keys that would escape the root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(fs.stat(path.join(dir, 'escape.txt'))).rejects.toThrow();
  });

  it('signs upload URLs that carry key, type, size cap and expiry', async () => {
    const key = createStorageKey('png');
    const signed = await storage.signedPutUrl(key, {
      contentType: 'image/png',
      maxBytes: 1234,
      expiresInSeconds: 60,
    });
    expect(signed.url.startsWith(`${SIGNED_UPLOAD_PATH}/`)).toBe(true);
    const token = signed.url.slice(SIGNED_UPLOAD_PATH.length + 1);
    const result = verifyUploadToken(token, 'test-secret');
    expect(result).toEqual({
      ok: true,
      claims: {
        key,
        contentType: 'image/png',
        maxBytes: 1234,
        exp: Math.floor(signed.expiresAt.getTime() / 1000),
      },
    });
    expect(verifyUploadToken(token, 'other-secret')).toEqual({ ok: false, reason: 'signature' });
  });
});
