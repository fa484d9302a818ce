import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; tokenVersion: number; issuedAt: number; expiresAt: number };

/** HS256 session tokens: the subject is the user id, `tv` the user's token version. */
export function createTokenService(opts: { secret: string; ttlSeconds: number }) {
  const key = new TextEncoder().encode(opts.secret);
  return {
    ttlSeconds: opts.ttlSeconds,
    async sign(userId: number, tokenVersion: number, nowSeconds = Math.floor(Date.now() / 1000)) {
      const expiresAt = nowSeconds + opts.ttlSeconds;
      const token = await new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(nowSeconds)
        .setExpirationTime(expiresAt)
        .setJti(crypto.randomUUID())
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },
    /** The claims, or null when the token is malformed, forged or expired. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.tv !== 'number') return null;
        return { userId, tokenVersion: payload.tv, issuedAt: payload.iat ?? 0, expiresAt: payload.exp ?? 0 };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
