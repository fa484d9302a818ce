// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Quote, SupplierProjectRequest } from '../../../../shared/contract/projects';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import SupplierProjectRequestPage from './project-request-page';

const request = (over: Partial<SupplierProjectRequest> = {}): SupplierProjectRequest => ({
  id: 99,
  type: 'RFP_PRODUCT',
  status: 'SENT',
  title: 'Amber candle',
  description: '8 oz soy wax in an amber jar',
  productOption: 'STOCK_WITH_CUSTOMIZATIONS',
  quantity: 600,
  targetUnitPriceCents: 420,
  currency: 'USD',
  categoryIds: [12],
  attachments: [
    {
      key: 'k1',
      url: '/rest/main/files/k1.pdf',
      fileName: 'label.pdf',
      contentType: 'application/pdf',
      size: 10,
    },
  ],
  introMessage: 'Hello from Lavender & Co.',
  audience: 'CHOSEN',
  storeId: 5,
  storeName: 'Lavender & Co.',
  sentAt: '2026-11-01T00:00:00.000Z',
  myStatus: 'PENDING',
  myQuote: null,
  ...over,
});

const quote: Quote = {
  id: 3,
  projectId: 99,
  companyId: 7,
  status: 'SUBMITTED',
  priceTiers: [
    { minQuantity: 100, unitPriceCents: 450 },
    { minQuantity: 500, unitPriceCents: 400 },
  ],
  moq: 100,
  leadTimeDays: 21,
  note: '',
  revision: 1,
  createdAt: '2026-11-02T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
};

let current = request();
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/supplier-project-requests/99/quote' && init?.method === 'PUT') {
    current = request({ myStatus: 'QUOTED', myQuote: quote });
    return json(quote);
  }
  if (path === '/web/supplier-project-requests/99') return json(current);
  if (path === '/web/supplier-portal/profile')
    return json({ id: 7, name: 'Ningbo Candles', countryCode: 'CN', tariffRatePercent: 7.5 });
  if (path === '/web/supplier-portal/categories')
    return json([{ id: 12, tab: 'PRODUCTS', vertical: 'Home', group: 'Candles', subgroup: 'Jar candles' }]);
  return json([]);
});

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

describe('answering a custom project request', () => {
  it('shows the request, checks the quote, previews the landed cost and sends it in cents', async () => {
    current = request();
    renderWithProviders(
      <Routes>
        <Route path="/supplier/project-requests/:id" element={<SupplierProjectRequestPage />} />
      </Routes>,
      { route: '/supplier/project-requests/99' },
    );
    expect(await screen.findByRole('heading', { name: 'Amber candle' })).toBeTruthy();
    expect(screen.getByTestId('quote-status').textContent).toBe('Awaiting your quote');
    expect(screen.getByRole('link', { name: 'label.pdf' }).getAttribute('href')).toBe(
      '/rest/main/files/k1.pdf',
    );
    expect(screen.getByRole('link', { name: /Message founder/ }).getAttribute('href')).toBe(
      '/supplier/inbox?storeId=5',
    );
    // No quote yet: nothing to invoice.
    expect(screen.queryByRole('link', { name: /Send invoice/ })).toBeNull();
    await waitFor(() => expect(screen.getByText(/Jar candles/)).toBeTruthy());

    // The first tier starts at the founder's quantity; a price is needed before anything is sent.
    expect(field(/^Tier 1: from quantity/).value).toBe('600');
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Enter a price')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    type(/^Tier 2: from quantity/, '600');
    type(/^Tier 1: unit price/, '4.5');
    type(/^Tier 2: unit price/, '4');
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Each price tier starts at a different quantity')).toBeTruthy();
    expect(puts()).toHaveLength(0);

    type(/^Tier 1: from quantity/, '100');
    type(/^MOQ/, '100');
    type(/^Lead time/, '21');
    // 600 units at the 500+ tier ($4.00): goods $2,400 + the duty the founder's comparison uses — candles
    // (HTS 3406.00.00) from China, 25% (Section 301), not the catalog's 7.5% — $600 = $3,000 landed.
    await waitFor(() => expect(screen.getByTestId('quote-preview').textContent).toContain('$3,000.00'));
    expect(screen.getByTestId('quote-preview').textContent).toContain('duty $600.00 (25% on HTS 3406.00.00)');
    expect(screen.getByText(/Within the target unit price of \$4\.20/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]![1]?.body))).toEqual({
      priceTiers: [
        { minQuantity: 100, unitPriceCents: 450 },
        { minQuantity: 600, unitPriceCents: 400 },
      ],
      moq: 100,
      leadTimeDays: 21,
      note: '',
    });
    // The page reloads the request: the quote's status shows, and the form revises it.
    await waitFor(() =>
      expect(screen.getByTestId('quote-status').textContent).toBe(
        'Submitted — the founder is comparing quotes',
      ),
    );
    expect(screen.getByRole('button', { name: 'Send revised quote' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw my quote and decline' })).toBeTruthy();
    // With a quote, the supplier can invoice it.
    expect(screen.getByRole('link', { name: /Send invoice/ }).getAttribute('href')).toBe(
      '/supplier/invoices/new?projectId=99&quoteId=3&storeId=5',
    );
  });

  it('offers no quote form once the request is closed', async () => {
    current = request({ status: 'CLOSED', myStatus: 'QUOTED', myQuote: { ...quote, status: 'DECLINED' } });
    renderWithProviders(
      <Routes>
        <Route path="/supplier/project-requests/:id" element={<SupplierProjectRequestPage />} />
      </Routes>,
      { route: '/supplier/project-requests/99' },
    );
    expect(await screen.findByText('This request is closed and no longer takes quotes.')).toBeTruthy();
    expect(screen.getByTestId('quote-status').textContent).toBe('Not chosen');
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Send invoice/ })).toBeNull();
  });
});
