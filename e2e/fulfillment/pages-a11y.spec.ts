// The fulfilment pages no journey stops on, looked at as a user would (issue 23): the new-receiving form (both
// sources), the inventory with a SKU's drawer open, and the warehouse's inbound queue. Screenshots at 1440 and
// 390 px go to test-results/shots (e2e/page-checks.ts); axe finds nothing serious and no page scrolls sideways.
import { ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from '../fixtures';
import { shootAndCheck } from '../page-checks';

test.use({ bypassCSP: true }); // axe is injected as an inline script

test('the founder’s new receiving and inventory pages', async ({ page }) => {
  await signIn(page, ACCOUNTS.founder);
  await page.goto('/receivings/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New receiving' })).toBeVisible();
  await shootAndCheck(page, 'new-receiving-order', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'New receiving' })).toBeVisible();
  });
  await page.getByText('Another supplier', { exact: false }).first().click();
  await shootAndCheck(page, 'new-receiving-off-platform', async () => {
    await expect(page.getByLabel(/Supplier/).first()).toBeVisible();
  });

  await page.goto('/inventory');
  const sku = page.getByRole('button', { name: 'QT-MUG', exact: true });
  await expect(sku).toBeVisible();
  await sku.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('QT-MUG').first()).toBeVisible();
  await shootAndCheck(page, 'inventory-sku-drawer', async () => {
    await expect(drawer).toBeVisible();
  });
});

test('the warehouse’s inbound queue', async ({ page }) => {
  await signIn(page, ACCOUNTS.ops, DEMO_PASSWORD, '/warehouse');
  await page.goto('/warehouse/inbound');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbound' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Receiving RCV-/ }).first()).toBeVisible();
  await shootAndCheck(page, 'warehouse-inbound', async () => {
    await expect(page.getByRole('link', { name: /^Receiving RCV-/ }).first()).toBeVisible();
  });
});
