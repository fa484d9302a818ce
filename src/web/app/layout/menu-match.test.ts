import { describe, expect, it } from 'vitest';
import { findActiveMenuItem, matchesMenuItem } from './menu-match';

describe('menu-matching rule', () => {
  const item = { link: '/orders', extraLinks: ['/order-details'], patterns: [/^\/llm\/[^/]+$/] };

  it('matches the link itself', () => expect(matchesMenuItem('/orders', item)).toBe(true));
  it('matches an extra link', () => expect(matchesMenuItem('/order-details', item)).toBe(true));
  it('matches the link followed by a slash', () => expect(matchesMenuItem('/orders/12', item)).toBe(true));
  it('matches an extra link followed by a slash', () =>
    expect(matchesMenuItem('/order-details/12', item)).toBe(true));
  it('matches a pattern', () => expect(matchesMenuItem('/llm/branding', item)).toBe(true));
  it('ignores the query string and a trailing slash', () => {
    expect(matchesMenuItem('/orders?tab=ALL', item)).toBe(true);
    expect(matchesMenuItem('/orders/', item)).toBe(true);
  });
  it('does not match a longer word', () => expect(matchesMenuItem('/orders-archive', item)).toBe(false));
  it('does not match an unrelated path', () => expect(matchesMenuItem('/inventory', item)).toBe(false));
  it('does not match a pattern partly', () => expect(matchesMenuItem('/llm/a/b', item)).toBe(false));

  it('picks the most specific item when several match', () => {
    const inbox = { link: '/inbox/messages', extraLinks: ['/inbox'] };
    const orders = { link: '/inbox/orders' };
    expect(findActiveMenuItem('/inbox/orders', [inbox, orders])).toBe(orders);
    expect(findActiveMenuItem('/inbox/messages', [inbox, orders])).toBe(inbox);
    expect(findActiveMenuItem('/inbox', [inbox, orders])).toBe(inbox);
    expect(findActiveMenuItem('/inbox/other', [inbox, orders])).toBe(inbox);
  });

  it('prefers an exact match over a prefix', () => {
    const dashboards = { link: '/analytics' };
    const nested = { link: '/analytics/extra' };
    expect(findActiveMenuItem('/analytics/extra', [dashboards, nested])).toBe(nested);
  });

  it('answers null when nothing matches', () =>
    expect(findActiveMenuItem('/account-info', [item])).toBeNull());
});
