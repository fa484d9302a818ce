// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import SupplierInvoicesPage from './invoices-page';

const row = (id: number, status: string) => ({
  id,
  number: `INV-${String(id).padStart(6, '0')}`,
  status,
  totalCents: 123_456,
  currency: 'USD',
  store: { id: 5, title: 'Lavender & Co.' },
  dueAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-16T00:00:00.000Z',
});

const fetchMock = mockApi((url) => {
  const u = new URL(url, 'http://x');
  const status = u.searchParams.get('status');
  if (u.pathname.endsWith('/action/count')) return json({ count: status === 'PAID' ? 0 : 45 });
  if (status === 'PAID') return json([]);
  return json([row(7, 'OPEN'), row(6, 'DRAFT')]);
});

describe('the invoices list', () => {
  it('lists invoices with their status and total, filters by status tab and pages by the count', async () => {
    renderWithProviders(<SupplierInvoicesPage />, { route: '/supplier/invoices' });
    expect(await screen.findByRole('link', { name: 'INV-000007' })).toBeTruthy();
    expect(screen.getAllByTestId('invoice-row')).toHaveLength(2);
    expect(screen.getAllByText('$1,234.56')).toHaveLength(2);
    expect(screen.getByText('Awaiting payment', { selector: '.mantine-Badge-label' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy());

    fireEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText('No invoices paid')).toBeTruthy();
    const last = String(fetchMock.mock.calls.at(-1)?.[0]);
    expect(last).toContain('status=PAID');
  });
});
