// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SupplierProjectRequest } from '../../../../shared/contract/projects';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import SupplierNewInvoicePage from './new-invoice-page';

const customers = [
  { id: 5, title: 'Lavender & Co.' },
  { id: 6, title: 'Oak Goods' },
];

const request: SupplierProjectRequest = {
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
  attachments: [],
  introMessage: 'Hello',
  audience: 'CHOSEN',
  storeId: 5,
  storeName: 'Lavender & Co.',
  sentAt: '2026-11-01T00:00:00.000Z',
  myStatus: 'QUOTED',
  myQuote: {
    id: 3,
    projectId: 99,
    companyId: 7,
    status: 'SUBMITTED',
    priceTiers: [
      { minQuantity: 500, unitPriceCents: 400 },
      { minQuantity: 100, unitPriceCents: 450 },
    ],
    moq: 100,
    leadTimeDays: 21,
    note: '',
    revision: 1,
    createdAt: '2026-11-02T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
  },
};

let customerList = customers;
let answerPost: (body: Record<string, unknown>) => Response = (body) =>
  json({ id: 41, number: 'INV-000041', status: body.send ? 'OPEN' : 'DRAFT', store: customers[0] });

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/supplier-invoices/action/customers') return json(customerList);
  if (path === '/web/supplier-project-requests/99') return json(request);
  if (path === '/web/supplier-invoices' && init?.method === 'POST')
    return answerPost(JSON.parse(String(init.body)));
  return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const postedBody = (i = 0) => JSON.parse(String(posts()[i]![1]?.body)) as Record<string, unknown>;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function Landed() {
  return <p>Invoice page {useParams().id}</p>;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/supplier/invoices/new" element={<SupplierNewInvoicePage />} />
      <Route path="/supplier/invoices/:id" element={<Landed />} />
    </Routes>,
    { route },
  );

/** The founder select's input (its listbox carries the same label). */
const founderInput = () =>
  screen.getAllByLabelText(/^Founder/).find((el) => el.tagName === 'INPUT') as HTMLInputElement;

async function chooseFounder(name: string) {
  await screen.findByRole('button', { name: 'Send' });
  fireEvent.click(founderInput());
  // The dropdown opens with a transition happy-dom never finishes: its options count as hidden.
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('the new-invoice form', () => {
  it('names what is missing and sends nothing', async () => {
    customerList = customers;
    renderAt('/supplier/invoices/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose the founder to invoice')).toBeTruthy();
    expect(screen.getByText('Enter a price')).toBeTruthy();
    expect(screen.getByText('Describe the line')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('adds up the lines in cents and saves a draft for the chosen founder', async () => {
    customerList = customers;
    renderAt('/supplier/invoices/new');
    await chooseFounder('Oak Goods');
    type('Line 1: description', 'Walnut coasters');
    type('Line 1: quantity', '3');
    type('Line 1: unit price in dollars', '12.35');
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    type('Line 2: description', 'Freight');
    type('Line 2: unit price in dollars', '40');
    await waitFor(() => expect(screen.getByTestId('invoice-total').textContent).toBe('$77.05'));
    expect(screen.getAllByTestId('line-total').map((n) => n.textContent)).toEqual(['$37.05', '$40.00']);
    type('Note to the founder', 'Net 14');
    type('Due date', '2999-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = postedBody();
    expect(body).toMatchObject({
      storeId: 6,
      send: false,
      note: 'Net 14',
      shippingMode: 'SUPPLIER_SHIPPING',
      failureHandling: 'keep_as_draft',
      lines: [
        { feeKind: 'PRODUCT', description: 'Walnut coasters', quantity: 3, unitPriceCents: 1235 },
        { feeKind: 'PRODUCT', description: 'Freight', quantity: 1, unitPriceCents: 4000 },
      ],
    });
    expect(new Date(String(body.dueAt)).getFullYear()).toBe(2999);
    expect(body).not.toHaveProperty('quoteId');
    const key = new Headers(posts()[0]![1]?.headers).get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Invoice page 41')).toBeTruthy();
  });

  it('prefills one product line from the quote’s first tier at its MOQ, and sends it', async () => {
    customerList = customers;
    renderAt('/supplier/invoices/new?projectId=99&quoteId=3&storeId=5');
    await waitFor(() => expect(field('Line 1: description').value).toBe('Amber candle'));
    expect(screen.getByText('From your quote')).toBeTruthy();
    expect(field('Line 1: quantity').value).toBe('100');
    expect(field('Line 1: unit price in dollars').value).toBe('$4.5');
    expect(screen.getByTestId('invoice-total').textContent).toBe('$450.00');
    expect(founderInput().value).toBe('Lavender & Co.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(postedBody()).toMatchObject({
      storeId: 5,
      projectId: 99,
      quoteId: 3,
      send: true,
      lines: [{ feeKind: 'PRODUCT', description: 'Amber candle', quantity: 100, unitPriceCents: 450 }],
    });
  });

  it('shows the server’s refusal and its field errors in place', async () => {
    customerList = customers;
    answerPost = () =>
      json(
        {
          code: 'INVALID',
          message: 'An invoice totals at most $10,000,000.00',
          details: [{ path: 'body.lines.0.unitPriceCents', message: 'Too expensive' }],
        },
        400,
      );
    renderAt('/supplier/invoices/new?storeId=5');
    await waitFor(() => expect(founderInput().value).toBe('Lavender & Co.'));
    type('Line 1: description', 'Gold bars');
    type('Line 1: unit price in dollars', '99999');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too expensive')).toBeTruthy();
    expect(screen.getByText('An invoice totals at most $10,000,000.00')).toBeTruthy();
    // The same form sent again is a retry (same key); a changed one is a new request.
    const keyOf = (i: number) => new Headers(posts()[i]![1]?.headers).get('idempotency-key');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(keyOf(1)).toBe(keyOf(0));
    type('Line 1: unit price in dollars', '9');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('says when there is nobody to invoice yet', async () => {
    customerList = [];
    renderAt('/supplier/invoices/new');
    expect(await screen.findByText('No founder to invoice yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
