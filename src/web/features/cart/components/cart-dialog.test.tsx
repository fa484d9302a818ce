// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../../../../shared/contract/cart';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeOrderItem, makeTotals } from '../test-data';
import { CartButton } from './cart-button';
import { CartDialog } from './cart-dialog';

let cart: OrderItem[] = [];
const fetchMock = mockApi((url, init) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const path = pathname.replace('/rest/main', '');
  const method = init?.method ?? 'GET';
  if (path === '/web/creator-order-items/action/shopping-cart-orders') return json(cart);
  if (path === '/web/creator-order-items' && searchParams.get('status') === 'NOT_PURCHASED') return json([]);
  // The server's totals deliberately differ from the sum of the lines: the dialog must show the server's.
  if (path === '/web/creator-invoice-payments/action/preview')
    return json(makeTotals({ subtotalCents: 98_765 }));
  if (path === '/web/creator-order-items/102/update-price')
    return json({ message: 'The minimum order is 100 units', code: 'INVALID' }, 400);
  if (path === '/web/creator-order-items/102' && method === 'PUT')
    return json({ message: 'The minimum order is 100 units', code: 'INVALID' }, 400);
  if (path === '/web/creator-order-items/101' && method === 'PUT') return json(makeOrderItem());
  if (path === '/web/creator-invoice-items/55' && method === 'DELETE') return json({ ok: true });
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
const bodyOf = (suffix: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).endsWith(suffix) && init?.method === 'PUT',
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const FULL_CART = [
  makeOrderItem({
    items: [
      {
        id: 201,
        title: 'Printed label',
        sku: 'QI-12',
        quantity: 2,
        unitPriceCents: 50,
        totalCents: 100,
        feeKind: 'PRODUCT',
        printTemplateId: 'tpl-9',
      },
    ],
  }),
  makeOrderItem({
    id: 102,
    orderType: 'INVENTORY',
    title: 'Bamboo lid',
    sku: 'QI-14',
    colorOption: null,
    variant: null,
    quantity: 100,
    unitPriceCents: 40,
    totalCents: 4000,
    supplier: { id: 8, name: 'Ningbo Bamboo', logoUrl: '' },
  }),
  makeOrderItem({
    id: 103,
    orderType: 'ADHOC_PAYMENT',
    title: 'Custom mould',
    catalogItemId: null,
    invoiceId: 9,
    invoiceItemId: 55,
    colorOption: null,
    variant: null,
    quantity: 1,
    unitPriceCents: 30_000,
    totalCents: 30_000,
    supplier: { id: 8, name: 'Ningbo Bamboo', logoUrl: '' },
  }),
];

function renderCart() {
  return renderWithProviders(
    <>
      <CartButton />
      <CartDialog />
    </>,
    { route: '/home?open=cart' },
  );
}

describe('cart dialog', () => {
  it('lists the cart by supplier with nested items and shows the server subtotal', async () => {
    cart = FULL_CART;
    renderCart();
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(await within(dialog).findByRole('heading', { name: 'Shenzhen Glassworks' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Ningbo Bamboo' })).toBeTruthy();
    expect(within(dialog).getAllByTestId('cart-line')).toHaveLength(3);
    expect(within(dialog).getByText('Colour: Amber')).toBeTruthy();
    expect(within(dialog).getByText('Inventory')).toBeTruthy();
    expect(within(dialog).getByText(/Print template tpl-9/)).toBeTruthy();
    const subtotal = await within(dialog).findByTestId('totals-subtotal');
    expect(subtotal.textContent).toContain('$987.65');
    expect(within(dialog).getByRole('link', { name: 'Check out' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
    // An invoice line has no quantity editor and no "save for later".
    expect(within(dialog).queryByLabelText('Quantity of Custom mould')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save Custom mould for later' })).toBeNull();
  });

  it("shows the server's refusal of a quantity on the line", async () => {
    cart = FULL_CART;
    renderCart();
    const input = await screen.findByLabelText('Quantity of Bamboo lid');
    fireEvent.change(input, { target: { value: '20' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('The minimum order is 100 units')).toBeTruthy();
    expect(bodyOf('/web/creator-order-items/102')).toEqual({ quantity: 20 });
  });

  it('saves a line for later, removes a line, and takes an invoice line out through its invoice item', async () => {
    cart = FULL_CART;
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Save Amber glass dropper bottle for later' }));
    await waitFor(() => expect(bodyOf('/web/creator-order-items/101')).toEqual({ status: 'NOT_PURCHASED' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Custom mould' }));
    await waitFor(() => expect(calls()).toContain('DELETE /rest/main/web/creator-invoice-items/55'));
  });

  it('says the cart is empty and links to the marketplace', async () => {
    cart = [];
    renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe(
      '/browse-suppliers',
    );
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    expect(calls().some((c) => c.includes('action/preview'))).toBe(false);
  });
});
