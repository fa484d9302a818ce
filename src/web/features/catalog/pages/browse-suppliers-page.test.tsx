// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeCompany, makeItem } from '../test-data';
import BrowseSuppliersPage from './browse-suppliers-page';

const fetchMock = mockApi((url) => answer(url));

function answer(url: string): Response {
  const { pathname } = new URL(url, 'http://x');
  const path = pathname.replace('/rest/main', '');
  if (path === '/web/catalog-categories')
    return json([{ id: 1, tab: 'PRODUCTS', vertical: 'Beauty', group: 'Skincare', subgroup: 'Serums' }]);
  if (path === '/web/catalog-companies/-/country-info')
    return json([
      { countryCode: 'CN', name: 'China', region: 'AS', supplierCount: 400, tariffRatePercent: 25 },
    ]);
  if (path === '/web/catalog-items/action/count') {
    const keyword = new URL(url, 'http://x').searchParams.get('keyword');
    if (keyword === 'candel') return json({ count: 99, keyword: { text: 'candle', match: 'CORRECTED' } });
    if (keyword === 'candel qqxv') return json({ count: 98, keyword: { text: 'candle', match: 'ANY_WORD' } });
    return json({ count: 1234 });
  }
  if (path === '/web/catalog-companies/action/count') return json({ count: 1 });
  if (path === '/web/catalog-items') return json([makeItem(), makeItem({ id: 12, title: 'Clear jar' })]);
  if (path === '/web/catalog-companies') return json([makeCompany()]);
  return json([]);
}

function Where() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

const apiCalls = (path: string) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === `/rest/main${path}`);
// The count's live region (the page's <output> of the location is a status too).
const countStatus = () => screen.getByTestId('result-count').closest('[role="status"]')!;
const where = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/browse-suppliers"
        element={
          <>
            <BrowseSuppliersPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('browse suppliers page', () => {
  it('searches with the filters of the URL and announces the count', async () => {
    renderAt('/browse-suppliers?searchKey=bottle&moq=100-1000&countryCodes=CN&sort=productionMinPrice');
    await screen.findByText('1,234 products');
    const status = countStatus();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('1,234 products');
    const list = apiCalls('/web/catalog-items')[0]!.searchParams;
    expect(Object.fromEntries(list)).toMatchObject({
      keyword: 'bottle',
      moq: '100-1000',
      countryCodes: 'CN',
      sort: 'productionMinPrice',
      page: '0',
      size: '50',
      viewType: 'CATALOG_PRODUCTS',
    });
    expect(apiCalls('/web/catalog-items/action/count')[0]!.searchParams.get('sort')).toBeNull();
    expect(await screen.findByText('Clear jar')).toBeTruthy();
  });

  it('says which words were searched when the keyword was corrected or matched by any of its words', async () => {
    renderAt('/browse-suppliers?searchKey=candel');
    await screen.findByText('99 products');
    expect(countStatus().textContent).toBe(
      '99 productsShowing results for candle. No products match “candel”.',
    );
    expect(screen.getByText('candle').tagName).toBe('STRONG');
  });

  it('says when no result holds every word of the keyword', async () => {
    renderAt('/browse-suppliers?searchKey=candel%20qqxv');
    await screen.findByText('98 products');
    expect(screen.getByTestId('keyword-applied').textContent).toBe(
      'No product matches every word of “candel qqxv”: showing products with any of them.',
    );
  });

  it('puts a band filter in the URL and clears filters', async () => {
    renderAt('/browse-suppliers?searchKey=bottle');
    await screen.findByText('1,234 products');
    fireEvent.click(screen.getByRole('radio', { name: '3+ months' }));
    await waitFor(() => expect(where().get('productionTime')).toBe('3+'));
    expect(where().get('searchKey')).toBe('bottle');
    fireEvent.click(screen.getByRole('button', { name: /Clear filters \(1\)/ }));
    await waitFor(() => expect(where().get('productionTime')).toBeNull());
    expect(where().get('searchKey')).toBe('bottle');
  });

  it('switches to the suppliers view with its own count', async () => {
    renderAt('/browse-suppliers');
    fireEvent.click(await screen.findByRole('tab', { name: 'Suppliers' }));
    await waitFor(() => expect(where().get('viewType')).toBe('SUPPLIERS'));
    expect(await screen.findByText('1 supplier')).toBeTruthy();
    expect(apiCalls('/web/catalog-companies').at(-1)!.searchParams.get('viewType')).toBe('SUPPLIERS');
  });

  it('shows the honest RFP panel instead of a list', async () => {
    renderAt('/browse-suppliers?viewType=RFP');
    expect(await screen.findByTestId('rfp-panel')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a custom project' }).getAttribute('href')).toBe(
      '/create-custom-project',
    );
    expect(apiCalls('/web/catalog-items')).toHaveLength(0);
  });
});
