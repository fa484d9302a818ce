import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export type TokenClaims = { userId: number; tokenVersion: number; issuedAt: number; expiresAt: number };

/** A subject is a user id as `sign` writes it: digits without a leading zero, sign, point or exponent. */
const SUBJECT = /^[1-9][0-9]{0,9}$/;
/** User ids are PostgreSQL `integer`s. */
const MAX_USER_ID = 2 ** 31 - 1;
/** How far ahead of this server's clock another instance's `iat` may be. */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * HS256 session tokens: the subject is the user id, `tv` the user's token version. Verification is
 * synchronous and caches verified tokens (it runs on every request); expiry is still checked per call.
 */
export function createTokenService(opts: { secret: string; ttlSeconds: number }) {
  const signer = createSigner({ key: opts.secret, algorithm: 'HS256' });
  const verifier = createVerifier({
    key: opts.secret,
    algorithms: ['HS256'],
    cache: 10_000,
    requiredClaims: ['sub', 'exp', 'iat'],
  });
  return {
    ttlSeconds: opts.ttlSeconds,
    async sign(userId: number, tokenVersion: number, nowSeconds = Math.floor(Date.now() / 1000)) {
      const exp = nowSeconds + opts.ttlSeconds;
      const token = signer({
        sub: String(userId),
        tv: tokenVersion,
        iat: nowSeconds,
        exp,
        jti: randomUUID(),
      });
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    /**
     * The claims, or null when the token is malformed, forged or expired, its subject is not a user id in
     * canonical form (`1.0`, `01`, one beyond the id range) or it was issued in the future.
     */
    async verify(token: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<TokenClaims | null> {
      try {
        const payload = verifier(token) as { sub: unknown; tv: unknown; iat: unknown; exp: number };
        const { sub, tv, iat } = payload;
        if (typeof sub !== 'string' || !SUBJECT.test(sub) || Number(sub) > MAX_USER_ID) return null;
        if (typeof tv !== 'number' || !Number.isSafeInteger(tv) || tv < 0) return null;
        if (typeof iat !== 'number' || !Number.isFinite(iat) || iat > nowSeconds + CLOCK_SKEW_SECONDS) {
          return null;
        }
        return { userId: Number(sub), tokenVersion: tv, issuedAt: iat, expiresAt: payload.exp };
      } catch (err) {
        if (err instanceof TokenError) return null;
        throw err;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
