// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { makeCompany } from '../../test-data';
import FavoritesPage from './favorites-page';

let favoriteSuppliers = [makeCompany({ isFavorite: true })];
beforeEach(() => {
  favoriteSuppliers = [makeCompany({ isFavorite: true })];
});
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (init?.method === 'DELETE') {
    favoriteSuppliers = [];
    return new Response(null, { status: 204 });
  }
  if (path === '/web/favorites/catalog-companies') return json(favoriteSuppliers);
  return json([]);
});

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/favorites" element={<FavoritesPage />} />
    </Routes>,
    { route },
  );

describe('favorites page', () => {
  it('lists favorite suppliers and unfavorites one', async () => {
    renderAt('/favorites');
    expect(await screen.findByText('Shenzhen Glassworks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Shenzhen Glassworks from favorites' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, i]) => i?.method === 'DELETE' && String(u).endsWith('/web/favorites/catalog-companies/7'),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('No favorite suppliers yet')).toBeTruthy();
  });

  it('shows the empty products tab with a way to the marketplace', async () => {
    renderAt('/favorites?tab=products');
    expect(await screen.findByText('No favorite products yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('true');
    const links = screen.getAllByRole('link', { name: 'Browse suppliers' });
    expect(links.some((l) => l.getAttribute('href') === '/browse-suppliers')).toBe(true);
  });
});
