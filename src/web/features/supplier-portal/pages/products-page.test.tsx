// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupplierItem } from '../../../../shared/contract/supplier-portal';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import SupplierProductsPage from './products-page';

const item = (id: number, over: Partial<SupplierItem> = {}): SupplierItem => ({
  id,
  categoryId: 12,
  tab: 'PRODUCTS',
  title: `Tumbler ${id}`,
  description: '',
  imageUrls: [`/rest/main/catalog-images/items/${id}/0`],
  priceTiers: [{ minQuantity: 100, unitPriceCents: 450 }],
  productionMinPriceCents: 450,
  moq: 100,
  stockStatus: 'IN_STOCK',
  colorOptions: '',
  packing: 'PARCEL',
  isSampleKit: false,
  isEnabled: true,
  enabledAt: '2026-11-01T00:00:00.000Z',
  disabledAt: null,
  ...over,
});

let items: SupplierItem[] = [];
const fetchMock = mockApi((url, init) => {
  const u = new URL(url, 'http://x');
  const path = u.pathname.replace('/rest/main', '');
  const disable = /^\/web\/supplier-portal\/catalog-items\/(\d+)\/disable$/.exec(path);
  if (disable && init?.method === 'PUT')
    return json(item(Number(disable[1]), { isEnabled: false, disabledAt: '2026-11-03T00:00:00.000Z' }));
  if (path === '/web/supplier-portal/catalog-items/action/count') return json({ count: items.length });
  if (path === '/web/supplier-portal/catalog-items') return json(items);
  return json([]);
});

describe('the products page', () => {
  it('lists the products and hides one from the marketplace with its switch', async () => {
    items = [item(1), item(2, { isEnabled: false, disabledAt: '2026-11-02T00:00:00.000Z' })];
    renderWithProviders(<SupplierProductsPage />, { route: '/supplier/products' });
    const rows = await screen.findAllByTestId('product-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('$4.50')).toBeTruthy();
    const listed = within(rows[0]!).getByRole('switch', { name: 'Tumbler 1: listed in the marketplace' });
    expect((listed as HTMLInputElement).checked).toBe(true);
    expect((within(rows[1]!).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(listed);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) =>
            String(u) === '/rest/main/web/supplier-portal/catalog-items/1/disable' && init?.method === 'PUT',
        ),
      ).toBe(true),
    );
  });

  it('says how to start when there is no product', async () => {
    items = [];
    renderWithProviders(<SupplierProductsPage />, { route: '/supplier/products' });
    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add a product' })[0]!.getAttribute('href')).toBe(
      '/supplier/products/new',
    );
  });

  it('searches once the typing pauses, not at every keystroke, and pages by the count', async () => {
    items = Array.from({ length: 20 }, (_, i) => item(i + 1));
    fetchMock.mockImplementation(async (url) => {
      const path = new URL(String(url), 'http://x').pathname.replace('/rest/main', '');
      if (path === '/web/supplier-portal/catalog-items/action/count') return json({ count: 45 });
      return json(items);
    });
    const lists = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://x'))
        .filter((u) => u.pathname === '/rest/main/web/supplier-portal/catalog-items');
    renderWithProviders(<SupplierProductsPage />, { route: '/supplier/products' });
    expect(await screen.findAllByTestId('product-row')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();

    const search = screen.getByLabelText('Search your products');
    for (const text of ['t', 'tu', 'tum']) fireEvent.change(search, { target: { value: text } });
    await waitFor(() => expect(lists().some((u) => u.searchParams.get('q') === 'tum')).toBe(true));
    expect(
      lists()
        .filter((u) => u.searchParams.has('q'))
        .map((u) => u.searchParams.get('q')),
    ).toEqual(['tum']);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lists().at(-1)?.searchParams.get('page')).toBe('1'));
    expect(lists().at(-1)?.searchParams.get('q')).toBe('tum');
  });
});
