// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import InboxOrdersPage from './orders-page';

mockApi((url) =>
  new URL(url, 'http://x').pathname.endsWith('/web/conversations/action/unread')
    ? json({ conversations: 2, messages: 5 })
    : json({ message: 'unexpected', code: 'NOT_FOUND' }, 404),
);

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
    // The orders tab is honest about what is there today.
    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe(
      '/browse-suppliers',
    );
  });
});
