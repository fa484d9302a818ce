import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** Seals a JSON value with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url; the store id is bound as AAD. */
export function sealJson(key: Buffer, aad: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens what sealJson wrote; throws when the key, the AAD or any byte differs. */
export function openJson<T>(key: Buffer, aad: string, sealed: string): T {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown sealed format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as T;
}
