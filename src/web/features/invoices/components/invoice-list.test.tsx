// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../shared/contract/invoices';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeInvoice } from '../test-data';
import { InvoiceCountBadge } from './invoice-count-badge';
import { InvoiceList } from './invoice-list';

let invoices: Invoice[] = [];
const fetchMock = mockApi((url) => {
  const u = new URL(url, 'http://x');
  const path = u.pathname.replace('/rest/main', '');
  if (path === '/web/creator-invoices') return json(invoices);
  if (path === '/web/creator-invoices/action/count')
    return json({ count: invoices.filter((i) => i.status === u.searchParams.get('status')).length });
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

/** The first of some calls, failing clearly when there is none. */
const firstOf = <T,>(items: readonly T[]): T => {
  expect(items.length).toBeGreaterThan(0);
  return items[0] as T;
};

describe('needs-payment list', () => {
  it('lists open invoices first, highlights overdue ones, and links each to its pay page', async () => {
    invoices = [
      makeInvoice({
        id: 1,
        number: 'INV-1',
        status: 'PAID',
        paidAt: '2026-04-01T00:00:00Z',
        dueAt: '2026-03-01T00:00:00Z',
      }),
      makeInvoice({ id: 2, number: 'INV-2', dueAt: '2020-01-15T00:00:00Z', totalCents: 123456 }),
      makeInvoice({ id: 3, number: 'INV-3', supplier: { id: 4, name: 'Ohio Candles', logoUrl: '' } }),
    ];
    renderWithProviders(<InvoiceList />);
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((r) => within(r).getByRole('link', { name: /^INV-/ }).textContent)).toEqual([
      'INV-2',
      'INV-3',
      'INV-1',
    ]);
    const [overdue, open, paid] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(overdue.getAttribute('data-overdue')).toBe('true');
    expect(within(overdue).getByText('Overdue')).toBeTruthy();
    expect(within(overdue).getByText('$1,234.56')).toBeTruthy();
    expect(within(overdue).getByText('Jan 15, 2020')).toBeTruthy();
    expect(open.getAttribute('data-overdue')).toBeNull();
    expect(within(open).getByText('Awaiting payment')).toBeTruthy();
    expect(within(open).getByText('Ohio Candles')).toBeTruthy();
    expect(
      within(open).getByRole('link', { name: 'Pay invoice INV-3 from Ohio Candles' }).getAttribute('href'),
    ).toBe('/pay-invoice/3');
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).queryByRole('link', { name: /^Pay invoice/ })).toBeNull();
    expect(within(paid).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/pay-invoice/1');
    const [listUrl] = firstOf(fetchMock.mock.calls);
    expect(new URL(String(listUrl), 'http://x').searchParams.get('sort')).toBe('dueAt');
  });

  it('says so when there is nothing to pay', async () => {
    invoices = [];
    renderWithProviders(<InvoiceList />);
    expect(await screen.findByText('No invoices to pay')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Down for a moment', code: 'INTERNAL' }, 503));
    renderWithProviders(<InvoiceList />);
    expect(await screen.findByText("We couldn't load your invoices")).toBeTruthy();
    expect(screen.getByText('Down for a moment')).toBeTruthy();
  });

  it('counts the open invoices for the tab, and shows nothing at zero', async () => {
    invoices = [makeInvoice({ id: 1 }), makeInvoice({ id: 2 }), makeInvoice({ id: 3, status: 'PAID' })];
    const view = renderWithProviders(<InvoiceCountBadge />);
    expect((await screen.findByTestId('invoice-count-badge')).textContent).toBe('2');
    expect(screen.getByText('2 to pay')).toBeTruthy();
    view.unmount();
    invoices = [];
    renderWithProviders(<InvoiceCountBadge />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('invoice-count-badge')).toBeNull();
  });
});
