// Buying (issue 5): a founder adds a sample to the cart from a product page, opens the cart dialog, checks out
// with PRODUCTS10 and a new shipping address, pays with the success card, gets an order number and a receipt,
// and finds the order in production (a review is offered once it is delivered, issue 21).
// A fresh store, so PRODUCTS10 is unused and this is its first purchase.
import { createStore, expect, test, useToken } from '../fixtures';

test('add a sample to the cart, apply PRODUCTS10, check out with the success card', async ({
  page,
  request,
}) => {
  const store = await createStore(request);
  await useToken(page, store.token);

  // A product page: order one sample.
  await page.goto('/browse-suppliers?searchKey=bottle');
  await page.getByTestId('catalog-item-card').first().click();
  await expect(page).toHaveURL(/\/browse-suppliers\/catalog-item\/\d+$/);
  // The product page has rendered (the URL changes before the list's heading leaves): then read its title.
  const buy = page.getByRole('region', { name: /^Buy from / });
  await expect(buy).toBeVisible();
  const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(title).not.toBe('Browse suppliers');
  await expect(buy.getByLabel(/Number of samples/)).toHaveValue('1');
  await buy.getByRole('button', { name: 'Add samples to cart' }).click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // "View cart" opens the dialog through the URL.
  await page.getByRole('button', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/[?&]open=cart/);
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await expect(dialog.getByTestId('cart-line')).toHaveCount(1);
  await expect(dialog.getByTestId('cart-line')).toContainText(title);
  await expect(dialog.getByTestId('cart-line')).toContainText('Samples');
  await expect(dialog.getByTestId('totals-subtotal')).toContainText('$');
  await dialog.getByRole('link', { name: 'Check out' }).click();

  // Order overview: the promo code re-prices the order on the server.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Order overview' })).toBeVisible();
  await expect(page.getByTestId('order-line')).toContainText(title);
  // The placeholder gives away no real code.
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveAttribute(
    'placeholder',
    'Promo code',
  );
  await page.getByRole('textbox', { name: 'Promo code' }).fill('products10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('PRODUCTS10 applied')).toBeVisible();
  await expect(page.getByTestId('totals-discount')).toContainText('Discount (PRODUCTS10)');
  await expect(page).toHaveURL(/promo=PRODUCTS10/);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();

  // Shipping details: a new address, checked by the carrier, then a shipping method.
  await expect(page).toHaveURL(/step=shipping/);
  const form = page.getByRole('form', { name: 'New shipping address' });
  await form.getByLabel(/Full name/).fill('Ana Lima');
  await form.getByLabel(/Street address/).fill('1 Market St');
  await form.getByLabel(/^City/).fill('San Francisco');
  await expect(form.getByRole('combobox', { name: /Country/ })).toHaveValue(/United States/);
  await form.getByRole('combobox', { name: /State/ }).fill('Califor');
  await page.getByRole('option', { name: 'California' }).click();
  await form.getByLabel(/Postal code/).fill('94105');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /Ana Lima/ })).toBeChecked();
  const options = page.getByTestId('shipping-option');
  await expect(options.first()).toBeVisible();
  await options.first().click();
  await expect(page.getByTestId('totals-shipping')).toContainText('$');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Payment: the success test card.
  await expect(page).toHaveURL(/step=payment/);
  await expect(page.getByTestId('ship-to')).toContainText('Ana Lima');
  const total = ((await page.getByTestId('totals-total').textContent()) ?? '').replace('Total', '').trim();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ana Lima');
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  // Purchase success: the summary of what was charged, and the analytics pushed once.
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/step=success/);
  await expect(page).toHaveURL(/paymentId=\d+/);
  // Every step ticked, the last too; an order number and a receipt (items, totals, address, method, date).
  await expect(page.getByTestId('checkout-step-success')).toHaveAttribute('data-completed', 'true');
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByTestId('order-number')).toHaveText(/^Order Q-\d{6}$/);
  await expect(page.getByText(/^Order Q-\d{6} · 1 item now in production/)).toBeVisible();
  await expect(receipt.getByTestId('receipt-line')).toContainText(title);
  await expect(receipt.getByTestId('receipt-ship-to')).toContainText('Ana Lima');
  await expect(receipt.getByTestId('receipt-method')).toHaveText('Card');
  await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expect(page.getByTestId('totals-total')).toContainText(total);
  await expect(page.getByTestId('totals-discount')).toContainText('PRODUCTS10');
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event)))
    .toEqual(
      expect.arrayContaining(['addToCart', 'purchase', 'FirstTimePurchases', 'ecommerce_transaction']),
    );
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  // The order, in production.
  await page.getByRole('link', { name: 'Track your orders' }).click();
  await expect(page).toHaveURL(/\/inbox\/orders\?tab=IN_PRODUCTION/);
  const row = page.getByTestId('order-row').filter({ hasText: title });
  await expect(row).toContainText(/In production|Payment pending/);

  // Still in production: no review yet (it is offered once the order is delivered), here or by its URL.
  await row.getByRole('button', { name: title, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Order details' });
  await expect(drawer.getByTestId('review-later')).toContainText('once this order is delivered');
  await expect(drawer.getByRole('link', { name: /^Review / })).toHaveCount(0);
  const orderId = new URL(page.url()).searchParams.get('id');
  expect(orderId).toMatch(/^\d+$/);
  await page.goto(`/leave-a-review/${orderId}`);
  await expect(page.getByText('You can review the supplier once this order is delivered.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post review' })).toHaveCount(0);

  // The code is spent: offering it again says so before paying.
  const used = await request.get(
    '/rest/main/web/creator-order-items/-/promotion-code-count?code=PRODUCTS10',
    {
      headers: { authorization: `Bearer ${store.token}` },
    },
  );
  expect(await used.json()).toEqual({ count: 1 });
});
