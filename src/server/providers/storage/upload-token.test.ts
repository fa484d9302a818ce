import { describe, expect, it } from 'vitest';
import { signUploadToken, verifyUploadToken } from './upload-token';

const claims = {
  key: 'abcdefghijklmnopqrstuvwx.png',
  contentType: 'image/png',
  maxBytes: 10,
  exp: 2_000_000_000,
};

describe('upload tokens', () => {
  it('verify when untouched and unexpired', () => {
    expect(verifyUploadToken(signUploadToken(claims, 's'), 's', 1_000_000_000_000)).toEqual({
      ok: true,
      claims,
    });
  });
  it('are expired at exp', () => {
    expect(verifyUploadToken(signUploadToken(claims, 's'), 's', 2_000_000_000_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
  it('reject a changed payload (a bigger size cap) with the old signature', () => {
    const [, sig] = signUploadToken(claims, 's').split('.');
    const forged = Buffer.from(
      JSON.stringify({ k: claims.key, ct: 'image/png', max: 1e9, exp: claims.exp }),
    ).toString('base64url');
    expect(verifyUploadToken(`${forged}.${sig}`, 's')).toEqual({ ok: false, reason: 'signature' });
  });
  it('reject garbage', () => {
    for (const t of ['', 'abc', 'a.b.c', '.', 'x.']) expect(verifyUploadToken(t, 's').ok).toBe(false);
  });
});
