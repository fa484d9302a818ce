// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeCompany, makeItem } from '../test-data';
import SourcingHomePage from './sourcing-home-page';

const fetchMock = mockApi((url, init) => {
  const u = new URL(url, 'http://x');
  const path = u.pathname.replace('/rest/main', '');
  if (path === '/web/catalog-categories')
    return json([
      { id: 1, tab: 'PRODUCTS', vertical: 'Beauty', group: 'Skincare', subgroup: 'Serums' },
      { id: 2, tab: 'ECOMMERCE_PACKAGING', vertical: 'Boxes', group: 'Mailers', subgroup: 'Kraft' },
    ]);
  if (path === '/web/catalog-companies/sourcing-tab/suppliers')
    return json(u.searchParams.get('tab') === 'PRODUCTS' ? [makeCompany()] : []);
  if (path === '/web/catalog-items/-/product-listings') return json([makeItem({ categoryId: 1 })]);
  if (init?.method === 'POST' && path === '/web/catalog-items/action/recommend-items-to-user')
    return json([
      {
        ...makeItem({ id: 31, title: 'Soy candle, amber jar' }),
        unitPriceCents: 410,
        reasons: ['Matches “candle”', 'MOQ 100 fits your 500 units'],
      },
    ]);
  if (init?.method === 'POST' && path === '/web/catalog-companies/action/recommend-items-to-user')
    return json([{ ...makeCompany({ id: 41, name: 'Amber Works' }), reasons: ['Makes “candle”'] }]);
  return json([]);
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SourcingHomePage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );

describe('sourcing home', () => {
  it('shows the five tabs with the tab of the URL selected', async () => {
    renderAt('/home?tab=PRODUCTS');
    const names = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(names).toEqual([
      'All',
      'Products',
      'Ecommerce Packaging',
      'Business & Creative Services',
      'Website Development',
    ]);
    expect(screen.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Shenzhen Glassworks')).toBeTruthy();
    expect(await screen.findByText('Amber glass dropper bottle')).toBeTruthy();
  });

  it('links each category starting point to a fresh search of its vertical', async () => {
    renderAt('/home');
    const beauty = await screen.findByRole('link', { name: /Beauty/ });
    expect(beauty.getAttribute('href')).toBe('/browse-suppliers?tab=PRODUCTS&vertical=Beauty');
    expect(screen.getByRole('link', { name: /Boxes/ }).getAttribute('href')).toBe(
      '/browse-suppliers?tab=ECOMMERCE_PACKAGING&vertical=Boxes',
    );
  });

  it('changes tab in the URL, with its own verticals and empty states', async () => {
    renderAt('/home');
    await screen.findByRole('link', { name: /Boxes/ });
    fireEvent.click(screen.getByRole('tab', { name: 'Ecommerce Packaging' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/home?tab=ECOMMERCE_PACKAGING'),
    );
    expect(screen.queryByRole('link', { name: /Beauty/ })).toBeNull();
    expect(await screen.findByText('No featured suppliers in this area yet')).toBeTruthy();
    expect(await screen.findByText('No new products in this area yet')).toBeTruthy();
  });

  it('recommends products and suppliers for what the founder describes, saying why', async () => {
    renderAt('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Recommend' }));
    expect(await screen.findByText('Describe what you are looking for')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What are you looking for?'), {
      target: { value: 'soy candles in amber jars' },
    });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Max unit price'), { target: { value: '$4.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recommend' }));
    expect(await screen.findByText('MOQ 100 fits your 500 units')).toBeTruthy();
    expect(screen.getByText('Makes “candle”')).toBeTruthy();
    const bodies = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([u, init]) => [new URL(String(u), 'http://x').pathname, JSON.parse(String(init?.body))]);
    expect(bodies).toContainEqual([
      '/rest/main/web/catalog-items/action/recommend-items-to-user',
      { text: 'soy candles in amber jars', quantity: 500, maxUnitPriceCents: 450, size: 8 },
    ]);
    expect(bodies).toContainEqual([
      '/rest/main/web/catalog-companies/action/recommend-items-to-user',
      { text: 'soy candles in amber jars', quantity: 500, size: 4 },
    ]);
  });
});
