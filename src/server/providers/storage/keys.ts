import { randomBytes } from 'node:crypto';

/**
 * Storage keys: one to four `/`-separated segments of letters, digits, `_`, `-` and inner dots.
 * A segment never starts with a dot, so `..`, `.tmp` and hidden files cannot be named.
 */
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}';
export const STORAGE_KEY_PATTERN = new RegExp(`^(?:${SEGMENT}/){0,3}${SEGMENT}$`);

/** The shape of a key made by createStorageKey: 24 base64url characters and an extension. */
export const UPLOAD_KEY_PATTERN = /^[A-Za-z0-9_-]{24}(?:\.[a-z0-9]{1,8})?$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && STORAGE_KEY_PATTERN.test(key);
}

/** 144 random bits (24 base64url characters) plus the lower-case extension: unguessable, so files are served by key. */
export function createStorageKey(extension: string): string {
  const id = randomBytes(18).toString('base64url');
  const ext = extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return ext ? `${id}.${ext}` : id;
}
