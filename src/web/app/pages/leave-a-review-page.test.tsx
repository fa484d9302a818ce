// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrderItem } from '../../features/cart/test-data';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import LeaveAReviewPage from './leave-a-review-page';

const ORDER = {
  ...makeOrderItem({
    id: 31,
    status: 'SHIPPED',
    title: 'Soy candle, 8 oz',
    catalogItemId: 55,
    supplier: { id: 7, name: 'Ohio Candles', logoUrl: '/rest/main/catalog-images/companies/7' },
    paymentId: 4,
    purchasedAt: '2026-11-20T10:05:00.000Z',
  }),
  history: [],
};
const MY_REVIEW = {
  id: 900,
  companyId: 7,
  itemId: 55,
  rating: 3,
  text: 'Slow to answer.',
  images: [],
  authorName: 'Demo founder',
  isMine: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

let order: Record<string, unknown> | null;
let mine: unknown[];
let reviewAnswer: Response | null;
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/creator-order-items/31')
    return order ? json(order) : json({ message: 'Order item not found' }, 404);
  if (path === '/app/catalog-company-reviews') return json(mine);
  if (path === '/web/catalog-company-reviews' && init?.method === 'POST') {
    if (reviewAnswer) return reviewAnswer;
    // The store's reviews, read again after saving, now hold the new one.
    const created = { ...MY_REVIEW, id: 901, ...JSON.parse(String(init.body)) };
    mine = [created];
    return json(created);
  }
  if (path === '/web/catalog-company-reviews/900' && init?.method === 'PUT')
    return json({ ...MY_REVIEW, ...JSON.parse(String(init.body)) });
  return json({ message: 'Not found' }, 404);
});

const renderPage = (id = 31) =>
  renderWithProviders(
    <Routes>
      <Route path="/leave-a-review/:orderId" element={<LeaveAReviewPage />} />
    </Routes>,
    { route: `/leave-a-review/${id}` },
  );
/** Mantine's stars are visually hidden radios, each with its star icon as label: click that star. */
async function rate(stars: number) {
  const radio = await screen.findByRole('radio', { name: `${stars} stars` });
  fireEvent.click(document.querySelector(`label[for="${radio.id}"]`)!);
}
const calls = (method: string, suffix: string) =>
  fetchMock.mock.calls.filter(([u, i]) => String(u).split('?')[0]!.endsWith(suffix) && i?.method === method);

beforeEach(() => {
  order = { ...ORDER };
  mine = [];
  reviewAnswer = null;
});

describe('/leave-a-review/{orderId}', () => {
  it("reviews the paid order's product and supplier, then links to the supplier profile", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Review Ohio Candles' })).toBeTruthy();
    expect(screen.getByText('Soy candle, 8 oz')).toBeTruthy();
    await rate(5);
    fireEvent.change(screen.getByLabelText(/Your review/), {
      target: { value: 'Lovely scent, fast samples.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Thanks for your review')).toBeTruthy();
    const [[, init]] = calls('POST', '/web/catalog-company-reviews') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      companyId: 7,
      itemId: 55,
      rating: 5,
      text: 'Lovely scent, fast samples.',
    });
    expect(screen.getByRole('link', { name: 'See it on the supplier profile' }).getAttribute('href')).toBe(
      '/browse-suppliers/supplier-profile/7',
    );
  });

  it('edits the review the store already wrote of that product', async () => {
    mine = [MY_REVIEW];
    renderPage();
    expect(await screen.findByDisplayValue('Slow to answer.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your review/), {
      target: { value: 'Slow, but the candles are great.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Review saved')).toBeTruthy();
    expect(calls('PUT', '/web/catalog-company-reviews/900')).toHaveLength(1);
    expect(calls('POST', '/web/catalog-company-reviews')).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the review", async () => {
    reviewAnswer = json({ message: 'You can review a supplier you have ordered from or talked with.' }, 422);
    renderPage();
    await rate(4);
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: 'Good.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect((await screen.findByRole('alert')).textContent).toContain('ordered from or talked with');
    expect(screen.queryByText('Thanks for your review')).toBeNull();
  });

  it('offers no review while the goods are still in production', async () => {
    order = { ...ORDER, status: 'IN_PRODUCTION' };
    renderPage();
    expect(await screen.findByText('You can review the supplier once this order is delivered.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });

  it('offers no review before the order is paid', async () => {
    order = { ...ORDER, status: 'IN_SHOPPING_CART', purchasedAt: null, paymentId: null };
    renderPage();
    expect(
      await screen.findByText('You can review the supplier once this order is paid and delivered.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });

  it("says an unknown (or another store's) order is not found", async () => {
    order = null;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    await waitFor(() => expect(calls('POST', '/web/catalog-company-reviews')).toHaveLength(0));
  });
});
