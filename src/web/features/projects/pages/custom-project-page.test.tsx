// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project, QuoteComparison } from '../../../../shared/contract/projects';
import { DEFAULT_PROJECT_INTRO_MESSAGE } from '../../../../shared/rules/constants';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { QUOTE_POLL_MS } from '../api/get-quote-comparison';
import CustomProjectPage from './custom-project-page';

const fetchMock = mockApi((url, init) => answer(url, init));

const project = (over: Partial<Project> = {}): Project => ({
  id: 99,
  type: 'RFP_PRODUCT',
  status: 'SENT',
  title: 'Amber candle',
  quantity: 600,
  audience: 'CHOSEN',
  recipientCount: 2,
  quoteCount: 2,
  creatorProjectId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  sentAt: '2026-11-01T00:00:00.000Z',
  description: '8 oz jar',
  productOption: 'STOCK_WITH_CUSTOMIZATIONS',
  targetUnitPriceCents: 420,
  currency: 'USD',
  categoryIds: [],
  attachments: [],
  introMessage: DEFAULT_PROJECT_INTRO_MESSAGE,
  supplierIds: [7, 8],
  recipients: [
    { companyId: 7, companyName: 'Shenzhen Glassworks', countryCode: 'CN', status: 'QUOTED' },
    { companyId: 8, companyName: 'Ohio Candles', countryCode: 'US', status: 'QUOTED' },
  ],
  awardedQuoteId: null,
  closedAt: null,
  ...over,
});

const row = (
  quoteId: number,
  companyName: string,
  landedCostCents: number,
  leadTimeDays: number,
  best: boolean,
) => ({
  quoteId,
  companyId: quoteId,
  companyName,
  countryCode: 'CN',
  status: 'SUBMITTED' as const,
  moq: 100,
  leadTimeDays,
  note: '',
  priceTiers: [{ minQuantity: 100, unitPriceCents: 400 }],
  orderQuantity: 600,
  unitPriceCents: 400,
  goodsCents: landedCostCents,
  tariffRatePercent: 0,
  tariffCents: 0,
  landedCostCents,
  landedUnitCents: 400,
  meetsTarget: true,
  isBestValue: best,
});

const comparison: QuoteComparison = {
  projectId: 99,
  quantity: 600,
  currency: 'USD',
  targetUnitPriceCents: 420,
  bestQuoteId: 2,
  tariffLine: { hts: '3406.00.00', description: 'Candles, tapers and the like' },
  rows: [row(1, 'Shenzhen Glassworks', 300_000, 10, false), row(2, 'Ohio Candles', 240_000, 30, true)],
};

let quotes: QuoteComparison = comparison;
let invoices: unknown[] = [];
afterEach(() => {
  quotes = comparison;
  invoices = [];
  vi.useRealTimers();
});

function answer(url: string, init?: RequestInit): Response {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/catalog-companies/7')
    return json([{ id: 7, name: 'Shenzhen Glassworks', countryCode: 'CN' }]);
  if (path === '/web/project-management' && init?.method === 'POST') return json(project());
  if (path === '/web/project-management/99') return json(project());
  if (path === '/web/project-management/99/quotes/comparison') return json(quotes);
  if (path === '/web/creator-invoices') return json(invoices);
  if (path === '/web/project-management/99/close' && init?.method === 'POST')
    return json(project({ status: 'CLOSED', closedAt: '2026-11-02T00:00:00.000Z' }));
  if (path === '/web/project-management/99/quotes/2/award')
    return json(project({ status: 'AWARDED', awardedQuoteId: 2 }));
  return json([]);
}

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://x').pathname === `/rest/main${path}`);

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/create-custom-project/:rfpId?" element={<CustomProjectPage />} />
    </Routes>,
    { route },
  );

describe('custom project page, FORM mode', () => {
  it('prefills the supplier and the intro message, checks the form, then sends', async () => {
    renderAt('/create-custom-project?supplierId=7');
    expect(await screen.findByRole('heading', { name: 'Start a custom project' })).toBeTruthy();
    expect((screen.getByLabelText('Intro message') as HTMLTextAreaElement).value).toBe(
      DEFAULT_PROJECT_INTRO_MESSAGE,
    );
    await waitFor(() =>
      expect(screen.getByTestId('supplier-picker').textContent).toContain('Shenzhen Glassworks'),
    );
    expect(screen.getByText('Stock products with slight customizations')).toBeTruthy();
    expect(screen.getByText('Custom products that look exactly like my designs & references')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(screen.getByText('Choose one of the two options')).toBeTruthy();
    expect(calls('/web/project-management')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Amber candle' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: '8 oz jar' } });
    fireEvent.click(screen.getByRole('radio', { name: /Stock products with slight customizations/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls('/web/project-management')).toHaveLength(1));
    const [, init] = calls('/web/project-management')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Amber candle',
      productOption: 'STOCK_WITH_CUSTOMIZATIONS',
      supplierIds: [7],
      audience: 'CHOSEN',
      quantity: 500,
      send: true,
      introMessage: DEFAULT_PROJECT_INTRO_MESSAGE,
    });
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/-send$/);
  });
});

describe('custom project page, DETAIL mode', () => {
  it('compares quotes with the best value first, sorts a column and awards with a confirmation', async () => {
    renderAt('/create-custom-project/99');
    const table = await screen.findByTestId('quote-comparison');
    const names = () =>
      within(table)
        .getAllByTestId('comparison-row')
        .map((r) => r.textContent ?? '');
    expect(names()[0]).toContain('Ohio Candles');
    expect(names()[0]).toContain('Best value');
    fireEvent.click(within(table).getByRole('button', { name: /Lead time/ }));
    expect(names()[0]).toContain('Shenzhen Glassworks');
    fireEvent.click(within(table).getByRole('button', { name: /Lead time/ }));
    expect(names()[0]).toContain('Ohio Candles');

    fireEvent.click(screen.getByRole('button', { name: 'Award Ohio Candles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm award' }));
    await waitFor(() => expect(calls('/web/project-management/99/quotes/2/award')).toHaveLength(1));
    expect(await screen.findByText('Awarded')).toBeTruthy();
  });

  it('estimates the landed cost per unit with the tariff table and sorts by it', async () => {
    // Candles (3406): made in China they pay Section 301; made in the US no duty at all.
    quotes = {
      ...comparison,
      rows: [
        row(1, 'Shenzhen Glassworks', 240_000, 10, true),
        { ...row(2, 'Ohio Candles', 270_000, 30, false), countryCode: 'US', unitPriceCents: 450 },
      ],
    };
    renderAt('/create-custom-project/99');
    const table = await screen.findByTestId('quote-comparison');
    expect(table.textContent).toMatch(/US duty on HTS 3406\.00\.00 \(Candles, tapers and the like\)/);
    const estimates = () =>
      within(table)
        .getAllByTestId('landed-unit')
        .map((c) => c.textContent);
    expect(estimates()[0]).toMatch(/^\$5\.\d\destimate$/);
    expect(estimates()[1]).toBe('$4.50estimate');
    fireEvent.click(within(table).getByRole('button', { name: /Landed per unit/ }));
    expect(within(table).getAllByTestId('comparison-row')[0]!.textContent).toContain('Ohio Candles');
    fireEvent.click(within(table).getByRole('button', { name: /Landed per unit/ }));
    expect(within(table).getAllByTestId('comparison-row')[0]!.textContent).toContain('Shenzhen Glassworks');
  });

  it('after the award, shows the next steps: message the supplier, get samples, its invoice', async () => {
    invoices = [{ id: 55, number: 'INV-0055', quoteId: 2, projectId: 99 }];
    renderAt('/create-custom-project/99');
    await screen.findByTestId('quote-comparison');
    expect(screen.queryByTestId('award-next-steps')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Award Ohio Candles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm award' }));
    const next = await screen.findByRole('region', { name: 'Next steps with Ohio Candles' });
    expect(within(next).getByRole('link', { name: 'Message Ohio Candles' }).getAttribute('href')).toBe(
      '/inbox/messages?supplierId=2&projectRequestId=99',
    );
    expect(
      within(next).getByRole('link', { name: 'Get samples from Ohio Candles' }).getAttribute('href'),
    ).toBe('/browse-suppliers/supplier-profile/2');
    expect(
      (await within(next).findByRole('link', { name: 'View invoice INV-0055' })).getAttribute('href'),
    ).toBe('/pay-invoice/55');
  });

  it('asks before closing without awarding, and closes only on confirmation', async () => {
    renderAt('/create-custom-project/99');
    await screen.findByTestId('quote-comparison');
    fireEvent.click(screen.getByRole('button', { name: 'Close without awarding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close without awarding?' });
    expect(dialog.textContent).toContain('cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep collecting quotes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('/web/project-management/99/close')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Close without awarding' }));
    const again = await screen.findByRole('dialog', { name: 'Close without awarding?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close the request' }));
    await waitFor(() => expect(calls('/web/project-management/99/close')).toHaveLength(1));
    expect(await screen.findByText('Closed')).toBeTruthy();
  });

  it('shows a new quote while the page is open, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/create-custom-project/99');
    const table = await screen.findByTestId('quote-comparison');
    expect(within(table).getAllByTestId('comparison-row')).toHaveLength(2);
    quotes = { ...comparison, rows: [...comparison.rows, row(3, 'Lyon Verre', 260_000, 20, false)] };
    await vi.advanceTimersByTimeAsync(QUOTE_POLL_MS + 100);
    await waitFor(() => expect(within(table).getAllByTestId('comparison-row')).toHaveLength(3));
    expect(table.textContent).toContain('Lyon Verre');
  });

  it('says so when the link is not a project id', async () => {
    renderAt('/create-custom-project/abc');
    expect(await screen.findByText('This project link is not valid')).toBeTruthy();
  });
});
