// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrderItem } from '../../../features/cart/test-data';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import InboxOrdersPage from './orders-page';

const IN_PRODUCTION = makeOrderItem({
  id: 301,
  status: 'IN_PRODUCTION',
  purchasedAt: '2026-03-02T09:00:00Z',
});
const SHIPPED = makeOrderItem({
  id: 302,
  status: 'SHIPPED',
  title: 'Bamboo lid',
  orderType: 'INVENTORY',
  purchasedAt: '2026-02-02T09:00:00Z',
});

const fetchMock = mockApi((url, init) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const path = pathname.replace('/rest/main', '');
  if (path === '/web/conversations/action/unread') return json({ conversations: 0, messages: 0 });
  if (path === '/web/creator-order-items/action/tab-counts')
    return json({ IN_CART: 2, IN_PRODUCTION: 1, SHIPPED: 1, CANCELED: 0, ALL: 2 });
  if (path === '/web/creator-order-items/action/count') return json({ count: 1 });
  if (path === '/web/creator-order-items')
    return json(searchParams.get('tab') === 'SHIPPED' ? [SHIPPED] : [IN_PRODUCTION]);
  if (path === '/web/creator-order-items/301/update-stored-at-fbp' && init?.method === 'PUT')
    return json({ ...IN_PRODUCTION, storedAtFbp: true });
  if (path === '/web/creator-order-items/302') return json({ ...SHIPPED, history: [] });
  if (path === '/web/creator-order-items/301')
    return json({
      ...IN_PRODUCTION,
      history: [
        { fromStatus: null, toStatus: 'IN_SHOPPING_CART', note: null, at: '2026-03-01T10:00:00Z' },
        {
          fromStatus: 'IN_SHOPPING_CART',
          toStatus: 'CHARGE_PENDING',
          note: null,
          at: '2026-03-02T08:59:00Z',
        },
        { fromStatus: 'CHARGE_PENDING', toStatus: 'IN_PRODUCTION', note: 'Paid', at: '2026-03-02T09:00:00Z' },
      ],
    });
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('inbox orders tab', () => {
  it('shows each tab with its count and lists the orders of the chosen tab', async () => {
    renderWithProviders(<InboxOrdersPage />, { route: '/inbox/orders' });
    const tabs = await screen.findByRole('tablist', { name: 'Order status' });
    expect(await within(tabs).findByTestId('tab-count-IN_PRODUCTION')).toBeTruthy();
    const names = within(tabs)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(names).toEqual(['In production1', 'Shipped1', 'Canceled0', 'All2']);
    expect(await screen.findByText('Amber glass dropper bottle')).toBeTruthy();
    expect(within(screen.getByTestId('order-row')).getByText('In production')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cart (2)' })).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('tab', { name: /Shipped/ }));
    expect(await screen.findByText('Bamboo lid')).toBeTruthy();
    expect(requested().some((u) => u.includes('tab=SHIPPED'))).toBe(true);

    fireEvent.click(screen.getByRole('switch', { name: 'Show archived orders' }));
    await waitFor(() => expect(requested().some((u) => u.includes('tab=SHIPPED&archived=true'))).toBe(true));
  });

  it("opens an order's details with its status history and keeps it at Quarry's warehouse", async () => {
    renderWithProviders(<InboxOrdersPage />, { route: '/inbox/orders?id=301' });
    const drawer = await screen.findByRole('dialog', { name: 'Order details' });
    const history = await within(drawer).findByTestId('order-history');
    expect(within(history).getByText('Payment pending')).toBeTruthy();
    expect(within(history).getByText('Paid')).toBeTruthy();
    // Still being made: no review yet, a word on when.
    expect(within(drawer).queryByRole('link', { name: /^Review / })).toBeNull();
    expect(within(drawer).getByTestId('review-later').textContent).toMatch(/once this order is delivered/);
    fireEvent.click(within(drawer).getByRole('switch', { name: /Stored at Quarry's warehouse/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, i]) => String(u).endsWith('/301/update-stored-at-fbp') && i?.body === '{"storedAtFbp":true}',
        ),
      ).toBe(true),
    );
  });

  it('offers a review of a delivered order', async () => {
    renderWithProviders(<InboxOrdersPage />, { route: '/inbox/orders?tab=SHIPPED&id=302' });
    const drawer = await screen.findByRole('dialog', { name: 'Order details' });
    const link = await within(drawer).findByRole('link', { name: /^Review / });
    expect(link.getAttribute('href')).toBe('/leave-a-review/302');
  });
});
