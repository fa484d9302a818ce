// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../shared/contract/invoices';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import SupplierInvoicePage from './invoice-page';

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: 41,
  number: 'INV-000041',
  status: 'OPEN',
  failureHandling: 'mark_uncollectible',
  shippingMode: 'CHARGE_SHIPPING_LATER',
  shippingAddress: null,
  needsShippingAddress: true,
  note: 'Net 14',
  currency: 'USD',
  totalCents: 273_000,
  lines: [
    {
      id: 1,
      feeKind: 'PRODUCT',
      description: 'Amber jar candle',
      catalogItemId: null,
      quantity: 600,
      unitPriceCents: 400,
      totalCents: 240_000,
    },
    {
      id: 2,
      feeKind: 'PACKAGING',
      description: 'Gift box',
      catalogItemId: null,
      quantity: 600,
      unitPriceCents: 55,
      totalCents: 33_000,
    },
  ],
  supplier: { id: 7, name: 'Ohio Candles', logoUrl: '/logo.png' },
  store: { id: 5, title: 'Lavender & Co.' },
  projectId: 99,
  quoteId: 3,
  dueAt: '2026-12-01T00:00:00.000Z',
  sentAt: '2026-11-17T00:00:00.000Z',
  paidAt: null,
  createdAt: '2026-11-16T00:00:00.000Z',
  sn: 'abcdefghijklmnopqrstuvwxyz012345',
  inCart: false,
  ...over,
});

let current = invoice();
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/supplier-invoices/41/void' && init?.method === 'POST') {
    current = invoice({ status: 'VOID' });
    return json(current);
  }
  if (path === '/web/supplier-invoices/41') return json(current);
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/supplier/invoices/:id" element={<SupplierInvoicePage />} />
    </Routes>,
    { route: '/supplier/invoices/41' },
  );

describe('the invoice page', () => {
  it('shows the lines, the total, the pay link, and voids after confirmation', async () => {
    current = invoice();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'INV-000041' })).toBeTruthy();
    expect(screen.getByTestId('invoice-status').textContent).toBe('Awaiting payment');
    expect(screen.getByTestId('invoice-lines-total').textContent).toBe('$2,730.00');
    expect(screen.getByText('Waiting for the founder')).toBeTruthy();
    expect((screen.getByLabelText(/^Public pay link/) as HTMLInputElement).value).toMatch(
      /\/public-pay-invoice\/abcdefghijklmnopqrstuvwxyz012345$/,
    );
    expect(screen.getByRole('button', { name: 'Mark uncollectible' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/can no longer be paid/)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]![0])).toBe('/rest/main/web/supplier-invoices/41/void');
    await waitFor(() => expect(screen.getByTestId('invoice-status').textContent).toBe('Void'));
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('offers Send for a draft, whose link does not work yet', async () => {
    current = invoice({ status: 'DRAFT', sentAt: null, dueAt: null });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByText('The public pay link works once you send the invoice.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark uncollectible' })).toBeNull();
  });
});
