// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import InboxOrdersPage from './orders-page';

mockApi((url) => {
  const path = new URL(url, 'http://x').pathname;
  if (path.endsWith('/web/conversations/action/unread')) return json({ conversations: 2, messages: 5 });
  // The orders tab of a store that has bought nothing yet.
  if (path.endsWith('/web/creator-order-items/action/tab-counts'))
    return json({ IN_CART: 0, IN_PRODUCTION: 0, SHIPPED: 0, CANCELED: 0, ALL: 0 });
  if (path.endsWith('/web/creator-order-items/action/count')) return json({ count: 0 });
  if (path.endsWith('/web/creator-order-items')) return json([]);
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

describe('inbox tabs', () => {
  it('link all five tabs, mark the current one and show the unread messages', async () => {
    renderWithProviders(<InboxOrdersPage />, { route: '/inbox/orders' });
    const nav = screen.getByRole('navigation', { name: 'Inbox' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/inbox/messages',
      '/inbox/my-suppliers',
      '/inbox/orders',
      '/inbox/needs-payment',
      '/inbox/custom-project-requests',
    ]);
    expect(links[2]!.getAttribute('aria-current')).toBe('page');
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('5');
    // A store with no orders yet is pointed at the marketplace.
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe(
      '/browse-suppliers',
    );
  });
});
