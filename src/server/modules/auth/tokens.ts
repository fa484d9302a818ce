import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export type TokenClaims = { userId: number; tokenVersion: number; issuedAt: number; expiresAt: number };

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
    /** The claims, or null when the token is malformed, forged or expired. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const payload = verifier(token) as { sub: string; tv: unknown; iat: number; exp: number };
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.tv !== 'number') return null;
        return { userId, tokenVersion: payload.tv, issuedAt: payload.iat, expiresAt: payload.exp };
      } catch (err) {
        if (err instanceof TokenError) return null;
        throw err;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
