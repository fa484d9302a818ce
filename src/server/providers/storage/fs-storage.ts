import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { API_BASE_PATH } from '../../../shared/contract/http';
import { isValidStorageKey } from './keys';
import type { StorageProvider } from './types';
import { signUploadToken } from './upload-token';

/** Path of the route that accepts a signed PUT (see modules/uploads). */
export const SIGNED_UPLOAD_PATH = `${API_BASE_PATH}/uploads/signed`;

/**
 * Files under `root`, one file per key. Writes go to `root/.tmp` first and are renamed into place,
 * so a reader never sees half a file; keys are checked twice (shape, then the resolved path).
 */
export function createFsStorage(opts: { root: string; secret: string }): StorageProvider {
  const root = path.resolve(opts.root);
  const tmpDir = path.join(root, '.tmp');

  function fileOf(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }

  async function tmpFile() {
    await fs.mkdir(tmpDir, { recursive: true });
    return path.join(tmpDir, `${Date.now()}-${randomBytes(8).toString('hex')}`);
  }

  async function moveIntoPlace(from: string, key: string) {
    const to = fileOf(key);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.rename(from, to);
  }

  async function statOf(key: string) {
    try {
      const st = await fs.stat(fileOf(key));
      return st.isFile() ? st : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  return {
    kind: 'fs',
    async put(key, body) {
      const tmp = await tmpFile();
      try {
        await fs.writeFile(tmp, body);
        await moveIntoPlace(tmp, key);
      } finally {
        await fs.rm(tmp, { force: true });
      }
    },
    async putFile(key, filePath) {
      const tmp = await tmpFile();
      try {
        // A hard link costs nothing on the same device and leaves the caller's file theirs; else copy.
        await fs.link(filePath, tmp).catch(() => fs.copyFile(filePath, tmp));
        await moveIntoPlace(tmp, key);
      } finally {
        await fs.rm(tmp, { force: true });
      }
    },
    async get(key, range) {
      const st = await statOf(key);
      if (!st) return null;
      if (range) {
        const end = Math.min(range.end, st.size - 1);
        return {
          body: createReadStream(fileOf(key), { start: range.start, end }),
          size: end - range.start + 1,
        };
      }
      return { body: createReadStream(fileOf(key)), size: st.size };
    },
    async head(key) {
      const st = await statOf(key);
      return st ? { size: st.size } : null;
    },
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async signedPutUrl(key, { contentType, maxBytes, expiresInSeconds }) {
      fileOf(key);
      const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const token = signUploadToken({ key, contentType, maxBytes, exp }, opts.secret);
      return {
        url: `${SIGNED_UPLOAD_PATH}/${token}`,
        headers: { 'Content-Type': contentType },
        expiresAt: new Date(exp * 1000),
      };
    },
  };
}
