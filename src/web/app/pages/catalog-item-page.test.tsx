// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import CatalogItemPage from '../../features/catalog/pages/catalog-item-page';
import { makeCompany, makeItem } from '../../features/catalog/test-data';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';

// The catalog's product page with the reviews feature's section composed in, as ./catalog-item-page does;
// without the cart's panel, whose colour picker would repeat the swatch labels this test looks for.

const fetchMock = mockApi((url, init) => answer(url, init));

/** The founder's review of this product: older than the first page of reviews, so only `mine` finds it. */
const MY_REVIEW = {
  id: 99,
  companyId: 7,
  itemId: 11,
  authorName: 'Lavender & Co.',
  rating: 4,
  text: 'Reordered twice',
  imageUrls: [],
  createdAt: '2025-01-01T00:00:00Z',
  isMine: true,
};

function answer(url: string, init?: RequestInit): Response {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (init?.method === 'POST' || init?.method === 'PUT') return new Response(null, { status: 204 });
  if (path === '/web/catalog-items/11') return json(makeItem());
  if (path === '/web/catalog-items/404')
    return json({ message: 'Catalog item not found', code: 'NOT_FOUND' }, 404);
  if (path === '/web/catalog-items/11/recommend-items-to-item')
    return json([makeItem({ id: 12, title: 'Clear jar' })]);
  if (path === '/app/catalog-companies/7') return json(makeCompany());
  if (path.startsWith('/app/catalog-company-reviews/-/summary'))
    return json({ companyId: 7, average: 4.5, count: 2, histogram: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
  if (path === '/app/catalog-company-reviews' && new URL(url, 'http://x').searchParams.get('mine') === 'true')
    return json([{ ...MY_REVIEW }]);
  if (path === '/app/catalog-company-reviews')
    return json([
      {
        id: 1,
        companyId: 7,
        itemId: 11,
        authorName: 'Ana',
        rating: 5,
        text: 'Lovely glass',
        imageUrls: [],
        createdAt: '2026-02-01T00:00:00Z',
        isMine: false,
      },
    ]);
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/browse-suppliers/catalog-item/:itemId"
        element={<CatalogItemPage ReviewsSection={ReviewsSection} />}
      />
    </Routes>,
    { route },
  );
}

describe('catalog item page', () => {
  it('shows the product with its price tiers, swatches, sections, and records the view', async () => {
    renderAt('/browse-suppliers/catalog-item/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amber glass dropper bottle' })).toBeTruthy();
    const tiers = screen.getByTestId('price-tiers');
    expect(within(tiers).getByText('100–999')).toBeTruthy();
    expect(within(tiers).getByText('$1.20')).toBeTruthy();
    expect(within(tiers).getByText('1,000+')).toBeTruthy();
    expect(within(tiers).getByText('$0.85')).toBeTruthy();
    expect(screen.getByText('Amber – 30ml')).toBeTruthy();
    for (const name of ['Description', 'Supplier capabilities', 'Similar products', 'Reviews']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(await screen.findByText('Custom moulds')).toBeTruthy();
    expect(await screen.findByText('Clear jar')).toBeTruthy();
    expect(await screen.findByText('About this product')).toBeTruthy();
    // Images are resized: grande for the main one, compact thumbnails.
    const main = screen.getByTestId('gallery-main') as HTMLImageElement;
    expect(main.getAttribute('src')).toContain('size=grande');
    expect(calls()).toContain('POST /rest/main/web/catalog-items/action/detail-view');
  });

  it('switches the gallery image from a thumbnail', async () => {
    renderAt('/browse-suppliers/catalog-item/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Show image 2' }));
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe(
      '/rest/main/images/items/11/1.png?size=grande',
    );
  });

  it('favorites the product', async () => {
    renderAt('/browse-suppliers/catalog-item/11');
    fireEvent.click(
      await screen.findByRole('button', { name: /Add Amber glass dropper bottle to favorites/ }),
    );
    await waitFor(() => expect(calls()).toContain('PUT /rest/main/web/favorites/catalog-items/11'));
    expect(
      await screen.findByRole('button', { name: /Remove Amber glass dropper bottle from favorites/ }),
    ).toBeTruthy();
  });

  it("offers to edit the founder's own review even when it is not on the first page of reviews", async () => {
    renderAt('/browse-suppliers/catalog-item/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review' });
    expect((within(dialog).getByLabelText(/Your review/) as HTMLTextAreaElement).value).toBe(
      'Reordered twice',
    );
    expect(screen.queryByRole('button', { name: 'Review this product' })).toBeNull();
  });

  it('says so for an unknown product', async () => {
    renderAt('/browse-suppliers/catalog-item/404');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
  });

  it('says so for a malformed id without calling the API for it', async () => {
    renderAt('/browse-suppliers/catalog-item/abc');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(calls().some((c) => c.includes('/catalog-items/abc'))).toBe(false);
  });
});
