// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutTotals } from '../../../../shared/contract/cart';
import type { Invoice } from '../../../../shared/contract/invoices';
import type { PaymentResult } from '../../../../shared/contract/payments';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import type { InvoiceAddressForm, InvoicePaymentPanel } from '../slots';
import { makeInvoice } from '../test-data';
import PayInvoicePage from './pay-invoice-page';
import PublicPayInvoicePage from './public-pay-invoice-page';

const SN = 'sn_0123456789abcdefghijkl';
let invoice: Invoice = makeInvoice();
const totals: CheckoutTotals = {
  currency: 'USD',
  lines: [
    { kind: 'PRODUCT', label: 'Products', amountCents: 44000 },
    { kind: 'SUPPLIER_OTHER', label: 'Other supplier fees', amountCents: 4000 },
  ],
  subtotalCents: 48000,
  shippingCents: 1500,
  discountCents: 0,
  financingFeeCents: 0,
  totalCents: 49500,
  promoCode: null,
  promoProblem: null,
  needsShippingAddress: false,
  shippingOptions: [],
  shippingOptionId: null,
  items: [],
};
const paid: PaymentResult = {
  id: 31,
  status: 'COMPLETED',
  paymentStatus: 'COMPLETED',
  declineCode: null,
  message: null,
  challengeId: null,
  totals: (({ items: _i, shippingOptions: _s, ...t }) => t)(totals),
  orderItemIds: [],
  invoiceId: 7,
  firstPurchase: false,
  method: 'CARD',
  createdAt: '2026-05-15T12:00:00.000Z',
};

const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/web/creator-invoices/7') return json(invoice);
  if (path === '/web/creator-invoices/404')
    return json({ message: 'Invoice not found', code: 'NOT_FOUND' }, 404);
  if (path === '/web/creator-invoice-payments/action/preview') return json(totals);
  if (path === '/web/creator-invoice-items/action/add-to-cart' && init?.method === 'POST') return json([]);
  if (path === `/public/creator-invoices/${SN}`) return json(invoice);
  if (path === `/public/creator-invoices/${SN}/preview`) return json(totals);
  return json({ message: 'This link is not valid', code: 'NOT_FOUND' }, 404);
});

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://x').pathname === `/rest/main${path}`);

/** A stand-in for the payments feature's panel: shows what it was given and pays on a click. */
const panelProps = vi.fn();
const FakePanel: InvoicePaymentPanel = (props) => {
  panelProps(props);
  return (
    <button type="button" onClick={() => props.onPaid(paid)}>
      Fake pay {props.totals.totalCents}
    </button>
  );
};

/**
 * A stand-in for the cart's AddressForm (its own tests cover the fields, the schema's messages and the
 * carrier): shows what it was given and sends an address on a click.
 */
const formProps = vi.fn();
const FakeAddressForm: InvoiceAddressForm = (props) => {
  formProps(props);
  return (
    <button
      type="button"
      onClick={() =>
        props.onDone({
          address: {
            name: 'Ada Lovelace',
            company: null,
            line1: '1 Main St',
            line2: null,
            city: 'Springfield',
            state: null,
            postalCode: null,
            countryCode: 'US',
            phone: null,
          },
        })
      }
    >
      {props.submitLabel}
    </button>
  );
};

function renderAt(route: string) {
  panelProps.mockClear();
  formProps.mockClear();
  return renderWithProviders(
    <Routes>
      <Route path="/pay-invoice/:invoiceId" element={<PayInvoicePage PaymentPanel={FakePanel} />} />
      <Route
        path="/public-pay-invoice/:sn"
        element={<PublicPayInvoicePage PaymentPanel={FakePanel} AddressForm={FakeAddressForm} />}
      />
      <Route path="/add-shipping-address/:invoiceId" element={<p>Shipping address page</p>} />
    </Routes>,
    { route },
  );
}

describe('/pay-invoice/{invoiceId}', () => {
  it('shows the invoice with fee kinds, previews the total, pays it and shows the receipt', async () => {
    invoice = makeInvoice();
    renderAt('/pay-invoice/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0007' })).toBeTruthy();
    expect(screen.getByText('From Shenzhen Glassworks to Lavender & Co.')).toBeTruthy();
    expect(screen.getAllByTestId('invoice-line').map((r) => r.textContent)).toEqual([
      'Amber jar, 8 ozProducts400$1.10$440.00',
      'Custom mouldOther supplier fees1$40.00$40.00',
    ]);
    expect(screen.getByTestId('invoice-total').textContent).toBe('$480.00');
    expect(screen.getByText('Jun 1, 2099')).toBeTruthy();
    expect(screen.getByTestId('invoice-status').textContent).toBe('Awaiting payment');

    const pay = await screen.findByRole('button', { name: 'Fake pay 49500' });
    expect(JSON.parse(String(calls('/web/creator-invoice-payments/action/preview')[0]![1]!.body))).toEqual({
      invoiceId: 7,
    });
    expect(screen.getByTestId('checkout-totals').textContent).toBe(
      'Amount dueProducts$440.00Other supplier fees$40.00Subtotal$480.00Shipping$15.00Total due$495.00',
    );
    expect(panelProps.mock.calls[0]![0]).toMatchObject({ target: { invoiceId: 7 }, options: {} });
    fireEvent.click(pay);
    const receipt = await screen.findByTestId('payment-receipt');
    expect(receipt.textContent).toContain('You paid $495.00 for invoice INV-0007 from Shenzhen Glassworks.');
    expect(receipt.textContent).toContain('Receipt no. 31');
    await waitFor(() => expect(document.activeElement).toBe(receipt));
    expect(screen.queryByRole('button', { name: /Fake pay/ })).toBeNull();
  });

  it('puts the invoice in the cart for founders paying it with other items', async () => {
    invoice = makeInvoice();
    renderAt('/pay-invoice/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(calls('/web/creator-invoice-items/action/add-to-cart')).toHaveLength(1));
    expect(JSON.parse(String(calls('/web/creator-invoice-items/action/add-to-cart')[0]![1]!.body))).toEqual({
      invoiceId: 7,
    });
  });

  it('shows a paid invoice as paid, without a pay form', async () => {
    invoice = makeInvoice({ status: 'PAID', paidAt: '2026-05-10T00:00:00Z' });
    renderAt('/pay-invoice/7');
    expect((await screen.findByTestId('invoice-state')).textContent).toContain('This invoice is paid');
    expect(screen.getByText('$480.00 was paid on May 10, 2026. There is nothing more to pay.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Fake pay/ })).toBeNull();
    expect(calls('/web/creator-invoice-payments/action/preview')).toHaveLength(0);
  });

  it('says a void invoice has nothing to pay', async () => {
    invoice = makeInvoice({ status: 'VOID' });
    renderAt('/pay-invoice/7');
    expect((await screen.findByTestId('invoice-state')).textContent).toContain('This invoice was voided');
  });

  it('asks for a shipping address first when the supplier charges shipping later', async () => {
    invoice = makeInvoice({ needsShippingAddress: true, shippingMode: 'CHARGE_SHIPPING_LATER' });
    renderAt('/pay-invoice/7');
    const link = await screen.findByRole('link', { name: 'Add a shipping address' });
    expect(link.getAttribute('href')).toBe('/add-shipping-address/7');
    expect(screen.queryByRole('button', { name: /Fake pay/ })).toBeNull();
  });

  it('says when the invoice is not the store’s, or the link is not an id', async () => {
    renderAt('/pay-invoice/404');
    expect(await screen.findByText("We couldn't find this invoice")).toBeTruthy();
  });
});

describe('/public-pay-invoice/{sn}', () => {
  it('pays through the public link with the public target', async () => {
    invoice = makeInvoice();
    renderAt(`/public-pay-invoice/${SN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Fake pay 49500' }));
    expect(panelProps.mock.calls[0]![0]).toMatchObject({ target: { sn: SN }, options: {} });
    expect(calls(`/public/creator-invoices/${SN}/preview`)).toHaveLength(1);
    expect((await screen.findByTestId('payment-receipt')).textContent).toContain('Payment received');
  });

  it('asks a public payer where the goods go, then previews with that address', async () => {
    invoice = makeInvoice({ needsShippingAddress: true });
    renderAt(`/public-pay-invoice/${SN}`);
    const submit = await screen.findByRole('button', { name: 'Continue to payment' });
    // No session on a public link: the form neither asks the carrier nor saves (address-form.test.tsx).
    expect(formProps.mock.calls[0]![0]).toMatchObject({ save: 'never', checkWithCarrier: false });
    expect(calls(`/public/creator-invoices/${SN}/preview`)).toHaveLength(0);
    fireEvent.click(submit);
    await screen.findByRole('button', { name: 'Fake pay 49500' });
    expect(screen.getByText('Ships to Ada Lovelace, 1 Main St, Springfield, US')).toBeTruthy();
    const body = JSON.parse(String(calls(`/public/creator-invoices/${SN}/preview`)[0]![1]!.body));
    expect(body.shippingAddress).toMatchObject({
      name: 'Ada Lovelace',
      line1: '1 Main St',
      countryCode: 'US',
    });
    expect(panelProps.mock.calls.at(-1)![0].options.shippingAddress).toMatchObject({ city: 'Springfield' });
  });

  it('says a mistyped or revoked link is not valid', async () => {
    renderAt('/public-pay-invoice/sn_revoked_0123456789abcdef');
    expect(await screen.findByRole('heading', { name: 'This invoice link is not valid' })).toBeTruthy();
    renderAt('/public-pay-invoice/short');
    expect((await screen.findAllByTestId('invalid-invoice-link')).length).toBeGreaterThan(0);
  });
});
