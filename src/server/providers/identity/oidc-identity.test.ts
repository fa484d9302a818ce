import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { startFakeOidcIssuer } from './fake-oidc-issuer';
import { createOidcIdentity } from './oidc-identity';

let issuer: Awaited<ReturnType<typeof startFakeOidcIssuer>>;
beforeAll(async () => {
  issuer = await startFakeOidcIssuer();
});
afterAll(async () => issuer?.close());

const claims = { email: 'Maya@Example.com', email_verified: true, name: 'Maya Chen' };

async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).status).toBe(401);
  return (err as AppError).message;
}

describe('OpenID Connect adapter against a loopback issuer', () => {
  it('discovers the issuer, fetches its keys and verifies a signed RS256 ID token', async () => {
    const oidc = createOidcIdentity(issuer.config());
    expect(await oidc.verify({ idToken: issuer.idToken(claims) })).toEqual({
      issuer: issuer.issuerUrl,
      subject: 'google-sub-1',
      email: 'maya@example.com',
      emailVerified: true,
      name: 'Maya Chen',
    });
    expect(issuer.requests).toContain('GET /.well-known/openid-configuration');
    expect(issuer.requests).toContain('GET /jwks');
    expect(await oidc.authorizationEndpoint()).toBe(`${issuer.issuerUrl}/authorize`);
  });

  it('exchanges an authorization code at the token endpoint (client secret, redirect URI) and checks the nonce', async () => {
    const oidc = createOidcIdentity(issuer.config());
    const code = issuer.authorize({ ...claims, nonce: 'n-1' }, 'http://localhost/cb');
    const who = await oidc.verify({ code, redirectUri: 'http://localhost/cb', nonce: 'n-1' });
    expect(who.email).toBe('maya@example.com');
    // A code is single use; a wrong nonce is refused.
    expect(await refusal(oidc.verify({ code, redirectUri: 'http://localhost/cb' }))).toMatch(/invalid_grant/);
    const again = issuer.authorize({ ...claims, nonce: 'n-2' }, 'http://localhost/cb');
    expect(
      await refusal(oidc.verify({ code: again, redirectUri: 'http://localhost/cb', nonce: 'n-1' })),
    ).toMatch(/not issued for Quarry/);
  });

  it('refuses a wrong client secret at the token endpoint', async () => {
    const oidc = createOidcIdentity({ ...issuer.config(), clientSecret: 'wrong' });
    const code = issuer.authorize(claims, 'http://localhost/cb');
    expect(await refusal(oidc.verify({ code, redirectUri: 'http://localhost/cb' }))).toMatch(
      /invalid_client/,
    );
  });

  it('refuses expired tokens, another audience, another issuer, a bad signature and an unknown kid with 401', async () => {
    const oidc = createOidcIdentity(issuer.config());
    const past = Math.floor(Date.now() / 1000) - 3600;
    expect(
      await refusal(oidc.verify({ idToken: issuer.idToken({ ...claims, exp: past, iat: past - 60 }) })),
    ).toMatch(/expired/);
    expect(
      await refusal(oidc.verify({ idToken: issuer.idToken({ ...claims, aud: 'someone-else' }) })),
    ).toMatch(/not issued for Quarry/);
    expect(
      await refusal(oidc.verify({ idToken: issuer.idToken({ ...claims, iss: 'https://evil.example' }) })),
    ).toMatch(/not issued for Quarry/);
    expect(
      await refusal(oidc.verify({ idToken: issuer.idToken(claims, { signWithOtherKey: true }) })),
    ).toMatch(/signature/);
    expect(await refusal(oidc.verify({ idToken: issuer.idToken(claims, { kid: 'nobody' }) }))).toMatch(
      /unknown key/,
    );
    const [h, p] = issuer.idToken(claims).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${p}.`;
    expect(h).toBeTruthy();
    await refusal(oidc.verify({ idToken: unsigned }));
    await refusal(oidc.verify({ idToken: 'not-a-token' }));
  });

  it('answers 503 when the issuer cannot be reached', async () => {
    const oidc = createOidcIdentity({ ...issuer.config(), issuerUrl: 'http://127.0.0.1:9' });
    const err = await oidc.verify({ idToken: issuer.idToken(claims) }).catch((e: AppError) => e);
    expect((err as AppError).status).toBe(503);
  });
});
