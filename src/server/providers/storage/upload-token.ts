import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed upload URL allows: one PUT of at most `maxBytes` of `contentType` to `key`, before `exp`. */
export type UploadClaims = { key: string; contentType: string; maxBytes: number; exp: number };

export type UploadTokenResult =
  | { ok: true; claims: UploadClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`quarry-upload.${payload}`).digest();

/** `base64url(json).base64url(hmac)`; the HMAC covers the encoded payload, so nothing in it can be changed. */
export function signUploadToken(claims: UploadClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ k: claims.key, ct: claims.contentType, max: claims.maxBytes, exp: claims.exp }),
  ).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

export function verifyUploadToken(token: string, secret: string, nowMs = Date.now()): UploadTokenResult {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const p = raw as Record<string, unknown>;
  if (
    typeof p?.k !== 'string' ||
    typeof p.ct !== 'string' ||
    typeof p.max !== 'number' ||
    typeof p.exp !== 'number'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (p.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { key: p.k, contentType: p.ct, maxBytes: p.max, exp: p.exp } };
}
