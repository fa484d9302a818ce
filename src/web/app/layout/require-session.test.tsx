// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/contract/auth';
import { clearSession, saveSession } from '../../api/token-store';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { SUPPLIER_ROUTES, WAREHOUSE_ROUTES } from '../route-table';
import { RequireSession } from './require-session';
import SupplierLayout from './supplier-layout';
import WarehouseLayout from './warehouse-layout';

mockApi((url) => {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/rest/main/web/supplier-portal/profile')
    return json({ id: 7, name: 'Ohio Candles', logoUrl: '/rest/main/catalog-images/companies/7' });
  return json({});
});

const user = (role: SessionUser['role']): SessionUser => ({
  id: 1,
  email: `${role.toLowerCase()}@quarry.test`,
  role,
  storeId: role === 'STORE_OWNER' ? 3 : null,
  supplierId: role === 'SUPPLIER' ? 7 : null,
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<p>Sign in page</p>} />
        <Route element={<RequireSession />}>
          <Route path="/homebase" element={<p>Founder homebase</p>} />
          <Route path="/browse-suppliers" element={<p>Founder marketplace</p>} />
          <Route element={<SupplierLayout />}>
            <Route path="/supplier" element={<p>Supplier dashboard</p>} />
            <Route path="/supplier/products" element={<p>Supplier products</p>} />
          </Route>
          <Route element={<WarehouseLayout />}>
            <Route path="/warehouse" element={<p>Warehouse home</p>} />
            <Route path="/warehouse/inbound" element={<p>Warehouse inbound</p>} />
            <Route path="/warehouse/inbound/:sn" element={<p>Warehouse receiving</p>} />
          </Route>
        </Route>
      </Routes>
      <Where />
    </>,
    { route },
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});

describe('each role stays in its own app', () => {
  it('sends a supplier from any founder page to its portal', async () => {
    saveSession(makeToken(3600), user('SUPPLIER'), 'local');
    renderAt('/browse-suppliers');
    expect(await screen.findByText('Supplier dashboard')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/supplier');
  });

  it("shows a supplier its portal in the supplier layout, with its company's name and menu", async () => {
    saveSession(makeToken(3600), user('SUPPLIER'), 'local');
    renderAt('/supplier/products');
    expect(await screen.findByText('Supplier products')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-supplier-name').textContent).toBe('Ohio Candles'));
    const nav = screen.getByRole('navigation', { name: 'Supplier portal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Inbox', 'Custom project requests', 'Invoices', 'Products', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('tells a founder a supplier page is not theirs, and keeps the founder app', async () => {
    saveSession(makeToken(3600), user('STORE_OWNER'), 'local');
    renderAt('/supplier/products');
    expect(await screen.findByTestId('supplier-only-page')).toBeTruthy();
    expect(screen.queryByText('Supplier products')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Homebase' }).getAttribute('href')).toBe('/homebase');
  });

  it('lets a founder use the founder app', async () => {
    saveSession(makeToken(3600), user('STORE_OWNER'), 'local');
    renderAt('/homebase');
    expect(await screen.findByText('Founder homebase')).toBeTruthy();
  });

  it('sends warehouse staff from any founder or supplier page to their console', async () => {
    saveSession(makeToken(3600), user('WAREHOUSE_STAFF'), 'local');
    renderAt('/homebase');
    expect(await screen.findByText('Warehouse home')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/warehouse');
    expect(screen.queryByText('Founder homebase')).toBeNull();
  });

  it('shows warehouse staff their console in its own layout, Home, Inbound, Stock and Outbound', async () => {
    saveSession(makeToken(3600), user('WAREHOUSE_STAFF'), 'local');
    renderAt('/warehouse/inbound/RCV-1');
    expect(await screen.findByText('Warehouse receiving')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Warehouse console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/warehouse'],
      ['Inbound', '/warehouse/inbound'],
      ['Stock', '/warehouse/stock'],
      ['Outbound', '/warehouse/outbound'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Inbound' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('warehouse_staff@quarry.test')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('keeps a founder out of the warehouse console, with the way back to Homebase', async () => {
    saveSession(makeToken(3600), user('STORE_OWNER'), 'local');
    renderAt('/warehouse/inbound');
    expect(await screen.findByTestId('warehouse-only-page')).toBeTruthy();
    expect(screen.queryByText('Warehouse inbound')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Homebase' }).getAttribute('href')).toBe('/homebase');
  });

  it('keeps a supplier out of the warehouse console, with the way back to its portal', async () => {
    saveSession(makeToken(3600), user('SUPPLIER'), 'local');
    renderAt('/warehouse');
    expect(await screen.findByTestId('warehouse-only-page')).toBeTruthy();
    expect(screen.queryByText('Warehouse home')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your supplier portal' }).getAttribute('href')).toBe(
      '/supplier',
    );
  });

  it('sends a visitor to sign in', async () => {
    renderAt('/supplier/products');
    expect(await screen.findByText('Sign in page')).toBeTruthy();
  });
});

describe('the supplier routes', () => {
  it('are private pages under /supplier in the supplier layout, the inbox included', () => {
    expect(SUPPLIER_ROUTES.map((r) => r.path)).toEqual([
      '/supplier',
      '/supplier/inbox',
      '/supplier/project-requests',
      '/supplier/project-requests/:id',
      '/supplier/products',
      '/supplier/products/new',
      '/supplier/products/:id',
      '/supplier/profile',
      '/supplier/invoices',
      '/supplier/invoices/new',
      '/supplier/invoices/:id',
    ]);
    for (const r of SUPPLIER_ROUTES) expect(r).toMatchObject({ access: 'private', layout: 'supplier' });
  });
});

describe('the warehouse console routes', () => {
  it('are private pages under /warehouse in the warehouse layout', () => {
    expect(WAREHOUSE_ROUTES.map((r) => r.path)).toEqual([
      '/warehouse',
      '/warehouse/inbound',
      '/warehouse/inbound/:sn',
      '/warehouse/stock',
      '/warehouse/stock/:id',
      '/warehouse/outbound',
      '/warehouse/outbound/:id',
    ]);
    for (const r of WAREHOUSE_ROUTES) expect(r).toMatchObject({ access: 'private', layout: 'warehouse' });
  });
});
