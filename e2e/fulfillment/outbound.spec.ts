// The warehouse's outbound side (issue 23, decision 045), two browser contexts: the founder creates an order by
// API; the warehouse allocates it, builds the pick list, packs it, buys the label from the rates and the order
// finishes; the founder sees the shipment and its tracking on /order-details; a signed-out shopper tracks it on
// /track-order. Screenshots at 1440 and 390 px wide go to test-results/shots (e2e/page-checks.ts); axe finds
// nothing serious.
import { ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from '../fixtures';
import { shootAndCheck } from '../page-checks';

test.use({ bypassCSP: true }); // axe is injected as an inline script

test('the warehouse picks, packs and ships a founder’s order; founder and shopper see tracking', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const founderCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const opsCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const founder = await founderCtx.newPage();
  const ops = await opsCtx.newPage();

  // The founder's order, by API (the demo store keeps totes at the warehouse).
  await signIn(founder, ACCOUNTS.founder);
  const token = await founder.evaluate(
    () => localStorage.getItem('quarry.token') ?? sessionStorage.getItem('quarry.token'),
  );
  const email = `shopper-${Date.now()}@example.com`;
  const created = await founder.request.post('/rest/main/web/orders/manual-retail', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-outbound-${Date.now()}` },
    data: {
      customerName: 'Robin Shopper',
      customerEmail: email,
      shippingAddress: {
        name: 'Robin Shopper',
        line1: '500 Market St',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
        countryCode: 'US',
      },
      lines: [{ sku: 'QT-TOTE', quantity: 2, unitPriceCents: 2200 }],
      shippingMethod: 'STANDARD',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const order = (await created.json()) as { id: number; orderNumber: string };

  // The warehouse: the queue, then the order's bench.
  await signIn(ops, ACCOUNTS.ops, DEMO_PASSWORD, '/warehouse');
  await ops.goto('/warehouse/outbound');
  await expect(ops.getByRole('heading', { level: 1, name: 'Outbound' })).toBeVisible();
  await ops.getByLabel('Search').fill(order.orderNumber);
  const row = ops.getByTestId(`outbound-row-${order.orderNumber}`);
  await expect(row).toBeVisible();
  await shootAndCheck(ops, 'outbound');
  await row.getByRole('button', { name: `Allocate ${order.orderNumber}` }).click();
  await expect(ops.getByText(`${order.orderNumber} allocated: ready to pick.`)).toBeVisible();
  await row.getByRole('checkbox', { name: `Select ${order.orderNumber}` }).check();
  await ops.getByRole('button', { name: 'Pick list (1)' }).click();
  const pick = ops.getByRole('dialog', { name: 'Pick list' });
  await expect(pick.getByRole('cell', { name: 'QT-TOTE' })).toBeVisible();
  await pick.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('link', { name: order.orderNumber }).click();
  await expect(ops.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await ops.getByRole('combobox', { name: 'Box' }).click();
  await ops.getByRole('option', { name: 'Medium flat box 10×8×4' }).click();
  await ops.getByLabel('Weight (oz)').fill('24');
  await ops.getByRole('button', { name: 'Pack', exact: true }).click();
  const rates = ops.getByRole('radiogroup', { name: 'Rates (cheapest first)' });
  await expect(rates.getByRole('radio').first()).toBeChecked();
  await shootAndCheck(ops, 'outbound-order');
  await ops.getByRole('button', { name: 'Buy label' }).click();
  const shipment = ops.getByTestId('warehouse-shipment');
  await expect(shipment).toBeVisible();
  await expect(ops.getByText('Finished: every unit shipped.')).toBeVisible();
  await expect(shipment.getByRole('button', { name: 'Download label' })).toBeVisible();
  const download = ops.waitForEvent('download');
  await shipment.getByRole('button', { name: 'Download label' }).click();
  expect((await download).suggestedFilename()).toMatch(/^label-QY.+\.pdf$/);

  // The founder sees the shipment and its carrier events on the order.
  await founder.goto(`/order-details/${order.id}`);
  const panel = founder.getByTestId('shipments-panel');
  await expect(panel.getByTestId('shipment')).toBeVisible();
  await expect(panel.getByText(/^QY/)).toBeVisible();
  await expect(panel.getByText('Label created').first()).toBeVisible();
  await expect(panel.locator('.mantine-Timeline-item').first()).toBeVisible({ timeout: 45_000 });

  // A signed-out shopper tracks it.
  const shopperCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const shopper = await shopperCtx.newPage();
  await shopper.goto('/track-order');
  await expect(shopper.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await shopper.getByRole('textbox', { name: 'Order number' }).fill(order.orderNumber);
  await shopper.getByRole('textbox', { name: 'Email' }).fill('someone-else@example.com');
  await shopper.getByRole('button', { name: 'Track' }).click();
  await expect(shopper.getByRole('alert')).toHaveText("We couldn't find that order");
  await shopper.getByRole('textbox', { name: 'Email' }).fill(email);
  await shopper.getByRole('button', { name: 'Track' }).click();
  const result = shopper.getByTestId('track-result');
  await expect(result.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(result.getByText(/^QY/)).toBeVisible();
  await expect(result.locator('.mantine-Timeline-item').first()).toBeVisible({ timeout: 45_000 });
  await shootAndCheck(shopper, 'track-order');
  await Promise.all([founderCtx.close(), opsCtx.close(), shopperCtx.close()]);
});
