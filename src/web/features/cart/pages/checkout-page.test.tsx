// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutTotals } from '../../../../shared/contract/cart';
import type { PaymentResult } from '../../../../shared/contract/payments';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import type { PaymentSlotProps } from '../components/checkout/payment-step';
import { makeOrderItem, makeTotals } from '../test-data';
import CheckoutPage from './checkout-page';

let needsAddress = false;
let addresses: unknown[] = [];
const fetchMock = mockApi((url, init) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const path = pathname.replace('/rest/main', '');
  const body = init?.body ? JSON.parse(String(init.body)) : {};
  if (path === '/web/creator-order-items/action/shopping-cart-orders') return json([makeOrderItem()]);
  if (path === '/web/creator-invoice-payments/action/preview') return json(preview(body));
  if (path === '/web/creator-order-items/-/promotion-code-count')
    return json({ count: searchParams.get('code') === 'DESIGN50' ? 1 : 0 });
  if (path === '/web/shipping-addresses' && init?.method === 'POST')
    return json({ ...body, id: 31, isDefault: false });
  if (path === '/web/shipping-addresses') return json(addresses);
  if (path === '/web/shipping-addresses/action/validate')
    return json(
      body.postalCode === '94107'
        ? { valid: true, scope: 'DOMESTIC', normalized: body, problems: [], suggestions: [] }
        : {
            valid: false,
            scope: 'DOMESTIC',
            normalized: null,
            problems: [{ field: 'postalCode', message: 'This ZIP code is not in CA' }],
            suggestions: [{ ...body, postalCode: '94107' }],
          },
    );
  if (path === '/commons/util/countries')
    return json([{ code: 'US', name: 'United States', phoneCode: '+1', flag: '🇺🇸', isDomestic: true }]);
  if (path === '/commons/util/states-of-country') return json([]);
  if (path === '/web/creator-order-items/101')
    return json({ ...makeOrderItem({ id: 101, status: 'IN_PRODUCTION' }), history: [] });
  if (path === '/web/creator-order-items/101/event-purchase')
    return json({
      push: true,
      firstTimePurchase: true,
      transactionId: 'pay_7',
      invoiceItem: {
        id: 7,
        price: 45,
        items: [{ sku: 'QI-11-AMBER', name: 'Amber glass dropper bottle', perUnitPrice: 25, quantity: 2 }],
      },
    });
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

function preview(body: { promoCode?: string; shippingAddressId?: number }): CheckoutTotals {
  const base = makeTotals({ subtotalCents: 5000, totalCents: 5000, needsShippingAddress: needsAddress });
  if (needsAddress && body.shippingAddressId)
    Object.assign(base, {
      shippingOptions: [
        { id: 'std', name: 'Standard', carrier: 'Quarry Post', amountCents: 1200, minDays: 5, maxDays: 8 },
        { id: 'exp', name: 'Express', carrier: 'Quarry Post', amountCents: 2900, minDays: 2, maxDays: 3 },
      ],
      shippingOptionId: 'std',
      shippingCents: 1200,
      totalCents: 6200,
    });
  if (body.promoCode === 'PRODUCTS10')
    return { ...base, promoCode: 'PRODUCTS10', discountCents: 500, totalCents: base.totalCents - 500 };
  if (body.promoCode) return { ...base, promoProblem: `${body.promoCode} is not a promo code we know` };
  return base;
}

const PAID: PaymentResult = {
  id: 7,
  status: 'COMPLETED',
  paymentStatus: 'COMPLETED',
  declineCode: null,
  message: null,
  challengeId: null,
  totals: {
    currency: 'USD',
    lines: [{ kind: 'PRODUCT', label: 'Products', amountCents: 5000 }],
    subtotalCents: 5000,
    shippingCents: 0,
    discountCents: 500,
    financingFeeCents: 0,
    totalCents: 4500,
    promoCode: 'PRODUCTS10',
    promoProblem: null,
    needsShippingAddress: false,
    shippingOptionId: null,
  },
  orderItemIds: [101],
  invoiceId: null,
  firstPurchase: true,
  method: 'CARD',
  createdAt: '2026-03-01T10:00:00.000Z',
};

const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
const currentStep = () =>
  screen.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'step')?.textContent;

describe('checkout', () => {
  it('walks overview → shipping → payment → success, with a promo code, and pushes the purchase once', async () => {
    needsAddress = false;
    const slot = vi.fn((props: PaymentSlotProps) => (
      <button type="button" onClick={() => props.onPaid(PAID)}>
        Pay {props.totals.totalCents}
      </button>
    ));
    const onPurchaseEvent = vi.fn();
    renderWithProviders(<CheckoutPage renderPayment={slot} onPurchaseEvent={onPurchaseEvent} />, {
      route: '/checkout',
    });
    expect(await screen.findByTestId('order-line')).toBeTruthy();
    expect(stepHeading()).toBe('Order overview');
    expect(currentStep()).toContain('Order overview');

    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'products10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('PRODUCTS10 applied')).toBeTruthy();
    expect(screen.getByTestId('totals-discount').textContent).toContain('-$5.00');
    expect(screen.getByTestId('totals-total').textContent).toContain('$45.00');

    fireEvent.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('No shipping address needed')).toBeTruthy();
    expect(stepHeading()).toBe('Shipping details');
    // Back through the progress indicator, then forward again.
    fireEvent.click(screen.getByRole('button', { name: /Order overview/ }));
    await waitFor(() => expect(stepHeading()).toBe('Order overview'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to shipping' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));

    const pay = await screen.findByRole('button', { name: 'Pay 4500' });
    expect(slot.mock.lastCall?.[0].target).toEqual({ orderItemIds: [101] });
    expect(slot.mock.lastCall?.[0].options.promoCode).toBe('PRODUCTS10');
    fireEvent.click(pay);

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(currentStep()).toContain('Purchase success');
    // Every step ticked, the last one too.
    for (const step of ['overview', 'shipping', 'payment', 'success'])
      expect(screen.getByTestId(`checkout-step-${step}`).hasAttribute('data-completed')).toBe(true);
    // An order number, not a bare payment id, and a receipt: date, items, totals, how it was paid.
    expect(screen.getByText(/Order Q-000007 · 1 item now in production/)).toBeTruthy();
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByTestId('order-number').textContent).toBe('Order Q-000007');
    expect(within(receipt).getByText('March 1, 2026')).toBeTruthy();
    expect((await within(receipt).findAllByTestId('receipt-line')).length).toBe(1);
    expect(within(receipt).getByTestId('totals-total').textContent).toContain('$45.00');
    expect(within(receipt).getByTestId('receipt-method').textContent).toBe('Card');
    expect(within(receipt).getByRole('button', { name: 'Print receipt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track your orders' }).getAttribute('href')).toBe(
      '/inbox/orders?tab=IN_PRODUCTION',
    );
    await waitFor(() => expect(onPurchaseEvent).toHaveBeenCalledTimes(1));
    expect(onPurchaseEvent.mock.lastCall?.[0].transactionId).toBe('pay_7');
    const purchaseCalls = fetchMock.mock.calls.filter(([u]) => String(u).includes('event-purchase'));
    expect(purchaseCalls).toHaveLength(1);
    expect(JSON.parse(String(purchaseCalls[0]![1]?.body))).toEqual({ firstTime: true });
  });

  it('shows why a promo code does not apply, and a code the store already used', async () => {
    needsAddress = false;
    renderWithProviders(<CheckoutPage />, { route: '/checkout?promo=NOPE' });
    expect(await screen.findByText('NOPE is not a promo code we know')).toBeTruthy();
    expect(screen.queryByTestId('totals-discount')).toBeNull();
    // The placeholder is neutral: it gives away no real code.
    expect(screen.getByLabelText('Promo code').getAttribute('placeholder')).toBe('Promo code');

    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'DESIGN50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/You already used DESIGN50/)).toBeTruthy();
  });

  it('validates a new address with the carrier, takes its suggestion, and offers the shipping options', async () => {
    needsAddress = true;
    addresses = [];
    renderWithProviders(<CheckoutPage />, { route: '/checkout?step=shipping' });
    const form = await screen.findByRole('form', { name: 'New shipping address' });
    fireEvent.change(within(form).getByLabelText(/Full name/), { target: { value: 'Ana Lima' } });
    fireEvent.change(within(form).getByLabelText(/Street address/), { target: { value: '1 Market St' } });
    fireEvent.change(within(form).getByLabelText(/City/), { target: { value: 'San Francisco' } });
    fireEvent.change(within(form).getByLabelText(/State/), { target: { value: 'CA' } });
    fireEvent.change(within(form).getByLabelText(/Postal code/), { target: { value: '10001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('This ZIP code is not in CA')).toBeTruthy();
    addresses = [
      {
        id: 31,
        name: 'Ana Lima',
        line1: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94107',
        countryCode: 'US',
        isDefault: false,
      },
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Use suggested address' }));

    const options = await screen.findAllByTestId('shipping-option');
    expect(options).toHaveLength(2);
    expect(options[0]!.textContent).toContain('$12.00');
    expect(options[0]!.textContent).toContain('5–8 business days');
    expect(screen.getByRole('radio', { name: /Standard/ }).getAttribute('aria-checked')).toBe('true');
    const saved = fetchMock.mock.calls.find(
      ([u, i]) => String(u).endsWith('/web/shipping-addresses') && i?.method === 'POST',
    );
    expect(JSON.parse(String(saved?.[1]?.body)).postalCode).toBe('94107');
    expect(screen.getByRole('button', { name: 'Continue to payment' }).hasAttribute('disabled')).toBe(false);
  });

  it('says so when the cart is empty', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('shopping-cart-orders')
        ? json([])
        : json({ message: 'x', code: 'NOT_FOUND' }, 404),
    );
    renderWithProviders(<CheckoutPage />, { route: '/checkout' });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe(
      '/browse-suppliers',
    );
  });
});
