import { createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Claims = Record<string, unknown>;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function signRs256(privateKey: KeyObject, header: Claims, payload: Claims): string {
  const input = `${b64(header)}.${b64(payload)}`;
  const sig = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
  return `${input}.${sig}`;
}

/**
 * A loopback OpenID Connect issuer: discovery, a JWKS with one RS256 key, and a token endpoint that trades
 * an authorization code (made by `authorize`) for an ID token. `idToken` signs any claims for the tests.
 */
export async function startFakeOidcIssuer(opts: { clientId?: string; clientSecret?: string } = {}) {
  const clientId = opts.clientId ?? 'quarry-client';
  const clientSecret = opts.clientSecret ?? 'quarry-secret';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `key-${randomBytes(4).toString('hex')}`;
  const codes = new Map<string, { idToken: string; redirectUri: string }>();
  const requests: string[] = [];
  let base = '';

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push(`${req.method} ${url.pathname}`);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer: base,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
        });
      }
      if (url.pathname === '/jwks') {
        return json(200, {
          keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }],
        });
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(raw);
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return json(401, { error: 'invalid_client' });
        const grant = codes.get(form.get('code') ?? '');
        if (
          form.get('grant_type') !== 'authorization_code' ||
          !grant ||
          grant.redirectUri !== form.get('redirect_uri')
        )
          return json(400, { error: 'invalid_grant' });
        codes.delete(form.get('code')!);
        return json(200, {
          access_token: 'at',
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: grant.idToken,
        });
      }
      json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A signed ID token: valid for this issuer and client unless the claims or options say otherwise. */
  function idToken(claims: Claims = {}, o: { kid?: string; signWithOtherKey?: boolean } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return signRs256(
      o.signWithOtherKey ? other.privateKey : privateKey,
      { alg: 'RS256', typ: 'JWT', kid: o.kid ?? kid },
      { iss: base, aud: clientId, sub: 'google-sub-1', iat: now, exp: now + 600, ...claims },
    );
  }

  return {
    get issuerUrl() {
      return base;
    },
    config: () => ({ issuerUrl: base, clientId, clientSecret }),
    requests,
    idToken,
    /** An authorization code that the token endpoint trades for an ID token with these claims. */
    authorize(claims: Claims, redirectUri: string) {
      const code = randomBytes(12).toString('hex');
      codes.set(code, { idToken: idToken(claims), redirectUri });
      return code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
