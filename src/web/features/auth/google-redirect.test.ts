// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { startGoogleSignIn, takePendingGoogleSignIn } from './google-redirect';

const cfg = { authorizationEndpoint: 'https://accounts.example/o/oauth2/v2/auth', clientId: 'cid' };
beforeEach(() => sessionStorage.clear());

describe('the Google redirect round trip', () => {
  it('gives back the attempt whose state the provider returned, once', () => {
    const url = new URL(startGoogleSignIn(cfg, { returnPath: 'L2FjY291bnQtaW5mbw==', keepSignedIn: false }));
    const state = url.searchParams.get('state');
    const pending = takePendingGoogleSignIn(state);
    expect(pending).toMatchObject({ returnPath: 'L2FjY291bnQtaW5mbw==', keepSignedIn: false });
    expect(pending?.nonce).toBe(url.searchParams.get('nonce'));
    expect(takePendingGoogleSignIn(state)).toBeNull();
  });

  it('refuses a state it did not start, and a missing one', () => {
    startGoogleSignIn(cfg, { returnPath: null, keepSignedIn: true });
    expect(takePendingGoogleSignIn('forged')).toBeNull();
    startGoogleSignIn(cfg, { returnPath: null, keepSignedIn: true });
    expect(takePendingGoogleSignIn(null)).toBeNull();
  });

  it('keeps the provider URL and adds the OpenID Connect parameters', () => {
    const url = new URL(startGoogleSignIn(cfg, { returnPath: null, keepSignedIn: true }));
    expect(`${url.origin}${url.pathname}`).toBe(cfg.authorizationEndpoint);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/google-auth\/callback$/);
  });
});
