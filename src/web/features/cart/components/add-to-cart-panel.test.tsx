// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogItem } from '../../../../shared/contract/catalog';
import { jsonResponse as json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeOrderItem } from '../test-data';
import { AddToCartPanel } from './add-to-cart-panel';

const ITEM = {
  id: 11,
  companyId: 7,
  companyName: 'Shenzhen Glassworks',
  title: 'Amber glass dropper bottle',
  moq: 100,
  priceTiers: [
    { minQuantity: 100, unitPriceCents: 120 },
    { minQuantity: 1000, unitPriceCents: 85 },
  ],
  colorOptions: 'Amber|#ffbf00|30ml;Clear|fff|30ml',
} as CatalogItem;

let cart: unknown[] = [];
const fetchMock = mockApi((url, init) => {
  const path = new URL(url, 'http://x').pathname.replace('/rest/main', '');
  if (path === '/app/catalog-companies/7') return json({ id: 7, samplePriceCents: 2500 });
  if (path === '/web/creator-order-items/action/shopping-cart-orders') return json(cart);
  if (path === '/web/creator-order-items' && init?.method === 'POST') return json(makeOrderItem());
  if (path === '/web/creator-order-items/102/update-price')
    return json({ quantity: 2000, unitPriceCents: 85, totalCents: 170_000, saved: false });
  return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
});

describe('add to cart', () => {
  it('orders samples in a colour and tells the app what was added', async () => {
    cart = [];
    const onAdded = vi.fn();
    renderWithProviders(<AddToCartPanel item={ITEM} onAdded={onAdded} />);
    expect(await screen.findByText('$25.00 per sample at this quantity')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Number of samples/), { target: { value: '11' } });
    expect(await screen.findByText('Order at most 10 samples of a product')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Number of samples/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add samples to cart' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      catalogItemId: 11,
      quantity: 2,
      orderType: 'SAMPLES',
      colorOption: 'Amber',
    });
    expect(onAdded.mock.lastCall?.[0].line.totalCents).toBe(5000);
    // The button says what it does: it adds to the cart, it does not place an order.
    expect(screen.queryByRole('button', { name: /^Order / })).toBeNull();
  });

  it("prices inventory by the catalog's tiers, and an inventory line already in the cart by the server", async () => {
    cart = [];
    const view = renderWithProviders(<AddToCartPanel item={ITEM} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Inventory' }));
    fireEvent.change(await screen.findByLabelText(/Quantity \(units\)/), { target: { value: '50' } });
    expect(await screen.findByText('The minimum order is 100 units')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Quantity \(units\)/), { target: { value: '1000' } });
    expect(await screen.findByText('$0.85 per unit at this quantity')).toBeTruthy();
    view.unmount();

    cart = [makeOrderItem({ id: 102, orderType: 'INVENTORY', quantity: 500, colorOption: 'Amber' })];
    renderWithProviders(<AddToCartPanel item={ITEM} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Inventory' }));
    expect(await screen.findByText(/500 units of this product are in your cart/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Quantity \(units\)/), { target: { value: '2000' } });
    expect(await screen.findByText('$1,700.00', {}, { timeout: 3000 })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([u, i]) => String(u).endsWith('/102/update-price') && i?.body === '{"quantity":2000,"save":false}',
      ),
    ).toBe(true);
  });
});
