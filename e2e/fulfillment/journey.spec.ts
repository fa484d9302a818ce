// The whole fulfilment journey of issue 23 in one run, founder and warehouse side by side (two browser contexts)
// and a signed-out shopper: the founder pays for inventory (through the API, as checkout leaves it) and sends it
// through the SEND_MY_INVENTORY dialog; the warehouse (ops@quarry.test) checks it in, counts a short line, puts
// it away, commits and closes PARTIAL; the founder sees the discrepancy and the stock; an order for that very
// SKU comes in by CSV import; the warehouse allocates it from the received bin, prints the pick list, packs it,
// buys the label and the order finishes; the founder sees the shipment's tracking; the shopper tracks it on
// /track-order. Screenshots at 1440 and 390 px go to test-results/shots (e2e/page-checks.ts); axe finds nothing
// serious on any page.
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, payForItem, signIn, test } from '../fixtures';
import { shootAndCheck } from '../page-checks';

// axe is injected inline, which the app's Content-Security-Policy refuses (see e2e/page-checks.ts).
test.use({ bypassCSP: true });

/** A paid INVENTORY order of the demo founder, as checkout leaves it. */
async function payForInventory(request: APIRequestContext) {
  const login = await (
    await request.post('/rest/main/login', { data: { email: ACCOUNTS.founder, password: DEMO_PASSWORD } })
  ).json();
  const auth = { authorization: `Bearer ${login.token}` };
  const item = await (await request.get('/rest/main/web/catalog-items/1', { headers: auth })).json();
  const quantity = Math.max(item.moq as number, 20);
  await payForItem(request, login.token, { catalogItemId: 1, quantity, orderType: 'INVENTORY' });
  return { auth, title: item.title as string, quantity };
}

test('paid inventory is received short, an imported order for it is picked, packed and shipped, and tracked', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const founderCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const opsCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const founder = await founderCtx.newPage();
  const ops = await opsCtx.newPage();

  // 1. Inventory in: sent by the founder, received short by the warehouse.
  const { auth, title, quantity } = await payForInventory(request);
  // Founder: Orders & shipments offers to send the paid inventory; the dialog lists it and creates the receiving.
  await signIn(founder, ACCOUNTS.founder);
  await founder.goto('/inbox/orders');
  await founder.getByRole('button', { name: /^Send to warehouse/ }).click();
  await expect(founder).toHaveURL(/[?&]open=SEND_MY_INVENTORY/);
  const dialog = founder.getByRole('dialog', { name: 'Send inventory to the warehouse' });
  await dialog
    .getByRole('checkbox', { name: `Send ${title}` })
    .last()
    .check();
  await expect(dialog.getByRole('textbox', { name: `Quantity of ${title}` }).last()).toHaveValue(
    String(quantity),
  );
  await dialog.getByLabel('Cartons').fill('2');
  await dialog.getByLabel('Carrier').fill('UPS');
  await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await dialog.getByRole('button', { name: 'Create receiving' }).click();
  await expect(founder).toHaveURL(/\/receivings\/RCV-[0-9A-F]+\/details$/);
  const sn = /\/receivings\/(RCV-[0-9A-F]+)\/details/.exec(founder.url())![1]!;
  await expect(founder.getByRole('heading', { level: 1, name: `Receiving ${sn}` })).toBeVisible();
  await expect(founder.getByText('In queue')).toBeVisible();
  const receiving = await (await request.get(`/rest/main/web/receivings/${sn}`, { headers: auth })).json();
  const sku = receiving.lines[0].sku as string;

  // Warehouse: the queue shows it with the store's name; check in, count two short, put away, commit, close.
  await signIn(ops, ACCOUNTS.ops, DEMO_PASSWORD, '/warehouse');
  await ops.goto('/warehouse/inbound');
  const card = ops.getByRole('link', { name: new RegExp(`^Receiving ${sn} .*Lavender & Co\\.`) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(ops).toHaveURL(`/warehouse/inbound/${sn}`);
  await ops.getByLabel(/Cartons arrived/).fill('2');
  await ops.getByRole('button', { name: 'Check in' }).click();
  await expect(ops.getByText('Checked in')).toBeVisible();
  // The scanner field jumps to the line's count.
  await ops.getByLabel('Scan a SKU to jump to its line').fill(sku);
  await ops.getByLabel('Scan a SKU to jump to its line').press('Enter');
  const line = ops.getByRole('region', { name: `Line ${sku}` });
  await expect(line.getByLabel('Received good')).toBeFocused();
  await line.getByLabel('Received good').fill(String(quantity - 2));
  await line.getByLabel('Bin').fill('A-02-1');
  await line.getByRole('button', { name: 'Save count' }).click();
  await expect(line.getByText('2 short')).toBeVisible();
  await line.getByRole('button', { name: `Commit ${quantity - 2} to stock` }).click();
  await expect(line.getByRole('button', { name: 'Committed' })).toBeDisabled();
  await shootAndCheck(ops, 'warehouse-inbound-detail', async () => {
    await expect(ops.getByRole('button', { name: 'Close as partial' })).toBeVisible();
  });
  await ops.getByRole('button', { name: 'Close as partial' }).click();
  await expect(ops.getByText('Closed · PARTIAL')).toBeVisible();

  // Founder: the receiving is closed PARTIAL with the short line flagged; the stock is on /inventory.
  await founder.reload();
  await expect(founder.getByText('Received by Quarry')).toBeVisible();
  await expect(founder.getByText('Partial', { exact: true }).first()).toBeVisible();
  await expect(founder.getByText('2 short')).toBeVisible();
  await expect(founder.getByText('Counts differ from the notice')).toBeVisible();
  await shootAndCheck(founder, 'receiving-details', async () => {
    await expect(founder.getByText('2 short')).toBeVisible();
  });
  await founder.goto('/receivings');
  await shootAndCheck(founder, 'receivings', async () => {
    await expect(founder.getByText(sn)).toBeVisible();
  });
  await founder.goto('/inventory');
  await founder.getByRole('textbox', { name: 'Search by title or SKU' }).fill(sku);
  await shootAndCheck(founder, 'inventory', async () => {
    await expect(founder.getByText(sku, { exact: true }).first()).toBeVisible();
  });
  await founder.getByRole('button', { name: sku, exact: true }).click();
  const drawer = founder.getByRole('dialog');
  await expect(drawer.getByText('Received into stock').first()).toBeVisible();
  await expect(drawer.getByRole('link', { name: sn }).first()).toBeVisible();
  await expect(drawer.getByText(/A-02-1/)).toBeVisible();
  const counts = await (
    await request.get(`/rest/main/web/orders/-/inventory-counts?skus=${encodeURIComponent(sku)}`, {
      headers: auth,
    })
  ).json();
  expect(counts[0]).toMatchObject({ inbound: 0 });
  expect(counts[0].onHand).toBeGreaterThanOrEqual(quantity - 2);

  // 2. An order for the received SKU comes in by CSV import (a unique number: a re-run is a new order).
  const orderNumber = `J-${Date.now()}`;
  const email = `shopper-${Date.now()}@example.com`;
  const csv = [
    'order_number,placed_at,customer_name,email,phone,address1,address2,city,state,postal_code,country,sku,quantity,unit_price,discount,tax,shipping_method,tags,notes',
    `${orderNumber},2026-11-20,Robin Shopper,${email},,500 Market St,,San Francisco,CA,94105,US,${sku},2,22.00,0,0,STANDARD,journey,`,
  ].join('\n');
  await founder.goto('/orders');
  await founder.getByRole('button', { name: 'Import orders' }).click();
  const importDialog = founder.getByRole('dialog', { name: 'Import orders from a CSV file' });
  await importDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importDialog.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
  await expect(importDialog.getByTestId('import-summary')).toContainText('1 order created');
  await importDialog.getByRole('button', { name: 'Done' }).click();
  await founder.getByLabel('Search').fill(orderNumber);
  const orders = founder.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: orderNumber })).toBeVisible();
  await orders.getByRole('link', { name: orderNumber }).click();
  await expect(founder).toHaveURL(/\/order-details\/\d+$/);
  const orderUrl = founder.url();
  await expect(founder.getByText('Imported').first()).toBeVisible();

  // 3. The warehouse allocates it from the received bin, picks, packs, buys the label; the order finishes.
  await ops.goto('/warehouse/outbound');
  await expect(ops.getByRole('heading', { level: 1, name: 'Outbound' })).toBeVisible();
  await ops.getByLabel('Search').fill(orderNumber);
  const row = ops.getByTestId(`outbound-row-${orderNumber}`);
  await expect(row).toBeVisible();
  await shootAndCheck(ops, 'outbound');
  await row.getByRole('button', { name: `Allocate ${orderNumber}` }).click();
  await expect(ops.getByText(`${orderNumber} allocated: ready to pick.`)).toBeVisible();
  await row.getByRole('checkbox', { name: `Select ${orderNumber}` }).check();
  await ops.getByRole('button', { name: 'Pick list (1)' }).click();
  const pick = ops.getByRole('dialog', { name: 'Pick list' });
  await expect(pick.getByRole('cell', { name: sku })).toBeVisible();
  await expect(pick.getByRole('cell', { name: 'A-02-1' }).first()).toBeVisible();
  // The footer's Close (the header's × is named Close too).
  await pick.getByRole('button', { name: 'Close' }).last().click();

  await row.getByRole('link', { name: orderNumber }).click();
  await expect(ops.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
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

  // 4. The founder sees the shipment and its carrier events on the order.
  await founder.goto(orderUrl);
  const panel = founder.getByTestId('shipments-panel');
  await expect(panel.getByTestId('shipment')).toBeVisible();
  await expect(panel.getByText(/^QY/)).toBeVisible();
  await expect(panel.getByText('Label created').first()).toBeVisible();
  await expect(panel.locator('.mantine-Timeline-item').first()).toBeVisible({ timeout: 45_000 });

  // 5. A signed-out shopper tracks it.
  const shopperCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const shopper = await shopperCtx.newPage();
  await shopper.goto('/track-order');
  await expect(shopper.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await shopper.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
  await shopper.getByRole('textbox', { name: 'Email' }).fill('someone-else@example.com');
  await shopper.getByRole('button', { name: 'Track' }).click();
  await expect(shopper.getByRole('alert')).toHaveText("We couldn't find that order");
  await shopper.getByRole('textbox', { name: 'Email' }).fill(email);
  await shopper.getByRole('button', { name: 'Track' }).click();
  const result = shopper.getByTestId('track-result');
  await expect(result.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(result.getByText(/^QY/)).toBeVisible();
  await expect(result.locator('.mantine-Timeline-item').first()).toBeVisible({ timeout: 45_000 });
  await shootAndCheck(shopper, 'track-order');
  await Promise.all([founderCtx.close(), opsCtx.close(), shopperCtx.close()]);
});
