import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '../../http/errors';
import type { IdentityCredentials, IdentityProvider, VerifiedIdentity } from './types';

export type OidcConfig = { issuerUrl: string; clientId: string; clientSecret: string };
type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };

const DISCOVERY_TTL_MS = 3600_000;
/** Refetch the key set for an unknown kid at most this often (key rotation, not a request amplifier). */
const JWKS_REFRESH_MIN_MS = 30_000;
const TIMEOUT_MS = 10_000;

const refused = (why: string) => new AppError('UNAUTHENTICATED', `Sign-in with Google failed: ${why}`);
const unreachable = () =>
  new AppError('UNAVAILABLE', 'The sign-in provider could not be reached; please try again in a moment');

async function getJson<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => {
    throw unreachable();
  });
  const body = (await res.json().catch(() => null)) as T;
  return { status: res.status, body };
}

/**
 * OpenID Connect adapter: discovery (/.well-known/openid-configuration), the provider's JWKS (RS256 keys
 * by kid), the authorization-code exchange, and ID-token checks (signature, iss, aud, exp, nonce).
 */
export function createOidcIdentity(cfg: OidcConfig): IdentityProvider {
  let discovery: { value: Discovery; at: number } | null = null;
  let keys: { byKid: Map<string, string>; at: number } | null = null;

  async function discover(): Promise<Discovery> {
    if (discovery && Date.now() - discovery.at < DISCOVERY_TTL_MS) return discovery.value;
    const { status, body } = await getJson<Discovery>(`${cfg.issuerUrl}/.well-known/openid-configuration`);
    if (status !== 200 || !body?.jwks_uri || !body.token_endpoint || !body.authorization_endpoint)
      throw unreachable();
    // OpenID Connect Discovery §4.3: the document's issuer must be the one configured.
    if (body.issuer !== cfg.issuerUrl)
      throw new AppError('UNAVAILABLE', 'The sign-in provider names another issuer');
    discovery = { value: body, at: Date.now() };
    return body;
  }

  async function loadKeys(): Promise<Map<string, string>> {
    const { jwks_uri } = await discover();
    const { status, body } = await getJson<{ keys?: (JsonWebKey & { kid?: string; use?: string })[] }>(
      jwks_uri,
    );
    if (status !== 200 || !Array.isArray(body?.keys)) throw unreachable();
    const byKid = new Map<string, string>();
    for (const jwk of body.keys) {
      if (jwk.kty !== 'RSA' || !jwk.kid || (jwk.use && jwk.use !== 'sig')) continue;
      byKid.set(
        jwk.kid,
        createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }) as string,
      );
    }
    keys = { byKid, at: Date.now() };
    return byKid;
  }

  async function keyFor(kid: string | undefined): Promise<string> {
    if (!kid) throw refused('the token names no key');
    const known = keys?.byKid.get(kid);
    if (known) return known;
    if (keys && Date.now() - keys.at < JWKS_REFRESH_MIN_MS)
      throw refused('the token was signed with an unknown key');
    const fresh = (await loadKeys()).get(kid);
    if (!fresh) throw refused('the token was signed with an unknown key');
    return fresh;
  }

  async function verifyIdToken(idToken: string, nonce: string | undefined): Promise<VerifiedIdentity> {
    const issuer = (await discover()).issuer;
    const verify = createVerifier({
      algorithms: ['RS256'],
      allowedIss: issuer,
      allowedAud: cfg.clientId,
      ...(nonce ? { allowedNonce: nonce } : {}),
      requiredClaims: ['iss', 'aud', 'exp', 'sub'],
      clockTolerance: 30_000,
      key: async ({ header }: { header: { kid?: string } }) => keyFor(header.kid),
    });
    let claims: Record<string, unknown>;
    try {
      claims = await verify(idToken);
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof TokenError && err.originalError instanceof AppError) throw err.originalError;
      throw refused(reasonOf(err));
    }
    if (typeof claims.email !== 'string') throw refused('the provider did not share an email address');
    return {
      issuer,
      subject: String(claims.sub),
      email: claims.email.trim().toLowerCase(),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  }

  async function exchange(c: Extract<IdentityCredentials, { code: string }>): Promise<string> {
    const { token_endpoint } = await discover();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: c.code,
      redirect_uri: c.redirectUri,
    });
    if (c.codeVerifier) form.set('code_verifier', c.codeVerifier);
    const basic = Buffer.from(
      `${encodeURIComponent(cfg.clientId)}:${encodeURIComponent(cfg.clientSecret)}`,
    ).toString('base64');
    const { status, body } = await getJson<{ id_token?: string; error?: string }>(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: form.toString(),
    });
    if (status >= 500) throw unreachable();
    if (status !== 200 || !body?.id_token)
      throw refused(body?.error ? `the provider answered ${body.error}` : 'no ID token');
    return body.id_token;
  }

  return {
    issuer: cfg.issuerUrl,
    clientId: cfg.clientId,
    authorizationEndpoint: async () => (await discover()).authorization_endpoint,
    async verify(c) {
      const idToken = 'idToken' in c ? c.idToken : await exchange(c);
      return verifyIdToken(idToken, c.nonce);
    },
  };
}

function reasonOf(err: unknown): string {
  const code = err instanceof TokenError ? err.code : '';
  if (code === TokenError.codes.expired) return 'the token has expired';
  if (code === TokenError.codes.invalidSignature) return 'the token signature is invalid';
  if (code === TokenError.codes.invalidClaimValue) return 'the token was not issued for Quarry';
  if (code === TokenError.codes.missingRequiredClaim) return 'the token misses a required claim';
  if (code === TokenError.codes.inactive) return 'the token is not valid yet';
  if (code === TokenError.codes.invalidAlgorithm) return 'the token uses an algorithm Quarry does not accept';
  return 'the token is malformed';
}
