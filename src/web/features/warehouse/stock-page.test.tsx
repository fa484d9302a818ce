// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import StockPage from './stock-page';
import { makeWarehouseSku } from './test-data';

const ROWS = [
  makeWarehouseSku(),
  makeWarehouseSku({
    id: 9,
    sku: 'BAG-ALP-GRN',
    title: 'Alpine daypack',
    variantTitle: 'Green',
    variantLabel: 'Green',
    storeId: 4,
    storeName: 'Ridgeline Outfitters',
    onHand: 0,
    committed: 0,
    fulfillable: 0,
    inbound: 0,
    damaged: 0,
    stockStatus: 'OUT_OF_STOCK',
    bins: [],
  }),
];

let failing = false;
const fetchMock = mockApi((url) => {
  const u = new URL(url, 'http://x');
  const path = u.pathname.replace('/rest/main', '');
  const q = u.searchParams.get('q')?.toLowerCase() ?? '';
  const hits = ROWS.filter((r) => !q || `${r.sku} ${r.title} ${r.storeName}`.toLowerCase().includes(q));
  if (failing) return json({ message: 'The server is having a moment', code: 'INTERNAL' }, 500);
  if (path === '/warehouse/skus/action/count') return json({ count: hits.length });
  if (path === '/warehouse/skus') return json(hits);
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

const listCalls = () =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname.endsWith('/warehouse/skus'));

beforeEach(() => {
  failing = false;
});

describe('the warehouse stock list', () => {
  it('shows every SKU with its store, bins and counts, each SKU linking to its page', async () => {
    renderWithProviders(<StockPage />, { route: '/warehouse/stock' });
    const table = await screen.findByRole('region', { name: 'Stock' });
    const amber = within(table).getByTestId('stock-row-5');
    expect(within(amber).getByRole('link', { name: 'CND-AMBER' }).getAttribute('href')).toBe(
      '/warehouse/stock/5',
    );
    const cells = within(amber)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'CND-AMBER',
      'Amber jar candle',
      'Fernwood Candles',
      'B-03-2 (30), D-11-4 (10)',
      '40',
      '6',
      '34',
      '1',
      '12',
    ]);
    const pack = within(table).getByTestId('stock-row-9');
    expect(within(pack).getByRole('link', { name: 'BAG-ALP-GRN' }).getAttribute('href')).toBe(
      '/warehouse/stock/9',
    );
    expect(pack.textContent).toContain('Green');
    expect(pack.textContent).toContain('—');
    expect(await screen.findByText('2 SKUs across every store, by SKU code')).toBeTruthy();
    expect(listCalls()[0]?.searchParams.get('size')).toBe('25');
  });

  it('searches as the staff member types, and says when nothing matches', async () => {
    renderWithProviders(<StockPage />, { route: '/warehouse/stock' });
    await screen.findByTestId('stock-row-5');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '  ridgeline ' } });
    await waitFor(() => expect(screen.queryByTestId('stock-row-5')).toBeNull());
    expect(screen.getByTestId('stock-row-9')).toBeTruthy();
    expect(listCalls().at(-1)?.searchParams.get('q')).toBe('ridgeline');
    expect(listCalls().at(-1)?.searchParams.get('page')).toBe('0');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Z-99-9' } });
    expect(await screen.findByText('No SKU matches “Z-99-9”')).toBeTruthy();
  });

  it('shows the error with a way to try again', async () => {
    failing = true;
    renderWithProviders(<StockPage />, { route: '/warehouse/stock' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the stock");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
