import { describe, expect, it } from 'vitest';
import {
  decodeReturnPath,
  encodeReturnPath,
  isAlwaysAllowed,
  isSessionRedirectExcluded,
  loginPathFor,
  postLoginPath,
  START_OF_SESSION_PATH,
  usesBareLayout,
} from './session-rules';

describe('paths usable without the main layout', () => {
  it.each([
    '/login',
    '/share-report/12',
    '/pay-invoice/7',
    '/track-order',
    '/leave-a-review/3',
    '/app-bind',
    '/retail-connect',
    '/social-analysis',
    '/social-analysis/all-content',
    '/ai-agents',
    '/ai-storefront',
    '/sourcing-agent',
    '/tariff-rate-agent',
    '/content-studio',
  ])('%s is bare', (path) => expect(usesBareLayout(path)).toBe(true));

  it.each([
    '/homebase',
    '/account-info',
    '/public-pay-invoice/abc',
    '/sourcing-agent-review',
    '/content-studio/dashboard/home',
    '/loginx',
    '/',
  ])('%s keeps the main layout', (path) => expect(usesBareLayout(path)).toBe(false));

  it('ignores a query string and a trailing slash', () => {
    expect(usesBareLayout('/login/?path=abc')).toBe(true);
    expect(usesBareLayout('/content-studio/')).toBe(true);
  });
});

describe('paths that never trigger the session-expiry redirect', () => {
  it.each([
    '/login',
    '/shopify',
    '/appsumo',
    '/app-bind',
    '/playground',
    '/bind-shopify',
    '/preview-catalog-item/1',
    '/preview-supplier-profile/2',
    '/public-pay-invoice/sn',
  ])('%s is excluded', (path) => expect(isSessionRedirectExcluded(path)).toBe(true));

  it.each(['/homebase', '/account-info', '/shopify-design', '/pay-invoice/1', '/inbox/messages'])(
    '%s redirects',
    (path) => expect(isSessionRedirectExcluded(path)).toBe(false),
  );
});

describe('always-allowed paths', () => {
  it.each(['/business-kits', '/business-kits/12', '/account-info', '/playground'])('%s', (path) =>
    expect(isAlwaysAllowed(path)).toBe(true),
  );
  it.each(['/business-kitsx', '/analytics', '/homebase'])('not %s', (path) =>
    expect(isAlwaysAllowed(path)).toBe(false),
  );
});

describe('return paths', () => {
  it('round-trips through base64, query string included', () => {
    const encoded = encodeReturnPath('/inbox/messages?tab=2');
    expect(encoded).toBe(btoa('/inbox/messages?tab=2'));
    expect(decodeReturnPath(encoded)).toBe('/inbox/messages?tab=2');
  });

  it('keeps non-ASCII paths intact', () => {
    expect(decodeReturnPath(encodeReturnPath('/business-kits?name=café'))).toBe('/business-kits?name=café');
  });

  it('builds the login path with the encoded return path', () => {
    const url = new URL(loginPathFor('/account-info?x=1'), 'http://quarry.test');
    expect(url.pathname).toBe('/login');
    expect(atob(url.searchParams.get('path')!)).toBe('/account-info?x=1');
  });

  it.each([
    ['missing', null],
    ['not base64', '%%%'],
    ['an absolute URL', btoa('https://evil.example/')],
    ['protocol-relative', btoa('//evil.example/')],
    ['backslash trick', btoa('/\\evil.example')],
    ['a relative path', btoa('homebase')],
  ])('rejects %s', (_label, value) => expect(decodeReturnPath(value)).toBeNull());

  it('sends a fresh session to Homebase, and a returning one back where it was', () => {
    expect(START_OF_SESSION_PATH).toBe('/homebase');
    expect(postLoginPath(null)).toBe('/homebase');
    expect(postLoginPath(btoa('//evil.example'))).toBe('/homebase');
    expect(postLoginPath(btoa('/login?path=abc'))).toBe('/homebase');
    expect(postLoginPath(btoa('/account-info'))).toBe('/account-info');
  });
});
