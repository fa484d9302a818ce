import { describe, expect, it } from 'vitest';
import { resolveLegacyRedirect } from './legacy-redirects';

describe('legacy redirects', () => {
  it.each([
    ['/workboard', '/inbox/messages'],
    ['/workboard/abc/def', '/inbox/messages'],
    ['/supplier-chat', '/inbox/messages'],
    ['/supplier-chat/42', '/inbox/messages'],
    ['/setup-business', '/fulfillment-services'],
    ['/browse-under-500', '/home'],
    ['/store-profile', '/manage-shop'],
    ['/billing-and-reporting', '/account-info'],
    ['/audience-capture', '/email-capture'],
    ['/shopify-bind', '/app-bind'],
    ['/invite-bind', '/app-bind'],
    ['/appsumo-bind', '/app-bind?appName=AppSumo'],
    ['/partners-top-nav', '/partners'],
  ])('%s → %s', (from, to) => expect(resolveLegacyRedirect(from)).toBe(to));

  it.each(['shopify', 'pietra-shop', 'instagram', 'wholesale', 'verishop', 'google-shopping'])(
    '/fulfillment-services/%s → /ecommerce-services/%s',
    (channel) =>
      expect(resolveLegacyRedirect(`/fulfillment-services/${channel}`)).toBe(
        `/ecommerce-services/${channel}`,
      ),
  );

  it.each([
    'subscription-cycle-change',
    'subscription-downgrade',
    'subscription-updated',
    'quiz',
    'blueprint',
  ])('/home/%s → /homebase/%s', (item) =>
    expect(resolveLegacyRedirect(`/home/${item}`)).toBe(`/homebase/${item}`),
  );

  it('keeps the query string', () => {
    expect(resolveLegacyRedirect('/workboard/1', '?open=cart')).toBe('/inbox/messages?open=cart');
    expect(resolveLegacyRedirect('/home/quiz', '?step=2')).toBe('/homebase/quiz?step=2');
    expect(resolveLegacyRedirect('/shopify-bind', '?shop=demo&code=abc')).toBe(
      '/app-bind?shop=demo&code=abc',
    );
  });

  it('adds appName=AppSumo to the AppSumo binding, next to its own parameters', () => {
    expect(resolveLegacyRedirect('/appsumo-bind', '?code=xyz')).toBe('/app-bind?code=xyz&appName=AppSumo');
    expect(resolveLegacyRedirect('/appsumo-bind', '?appName=Other')).toBe('/app-bind?appName=AppSumo');
  });

  it('drops the query string of /partners-top-nav', () => {
    expect(resolveLegacyRedirect('/partners-top-nav', '?ref=nav&x=1')).toBe('/partners');
  });

  it('tolerates a trailing slash', () => {
    expect(resolveLegacyRedirect('/billing-and-reporting/')).toBe('/account-info');
  });

  it.each([
    '/homebase',
    '/home',
    '/home/other',
    '/fulfillment-services',
    '/fulfillment-services/other',
    '/workboarding',
    '/store-profile/extra',
    '/partners',
  ])('leaves %s alone', (path) => expect(resolveLegacyRedirect(path, '?a=1')).toBeNull());
});
