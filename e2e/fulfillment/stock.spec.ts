// The warehouse console's Stock page (issue 23, decision 046): warehouse staff find a store's SKU by its code,
// open it, and record a cycle count of damaged units; the page says what changed and the figures follow.
// Screenshots at 1440 and 390 px go to test-results/shots (e2e/page-checks.ts); axe finds nothing serious.
import { ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from '../fixtures';
import { shootAndCheck } from '../page-checks';

test.use({ bypassCSP: true }); // axe is injected as an inline script

test('warehouse staff find a SKU on the Stock page and record a cycle count', async ({ page }) => {
  await signIn(page, ACCOUNTS.ops, DEMO_PASSWORD, '/warehouse');
  await page
    .getByRole('navigation', { name: 'Warehouse console' })
    .getByRole('link', { name: 'Stock' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  await page.getByLabel('Search').fill('qt-mug');
  const table = page.getByRole('table');
  const link = table.getByRole('link', { name: 'QT-MUG', exact: true });
  await expect(link).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one SKU
  await expect(table.getByText('Lavender & Co.')).toBeVisible();
  await shootAndCheck(page, 'warehouse-stock', async () => {
    await expect(link).toBeVisible();
  });

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'QT-MUG' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Cycle count' });
  await form
    .locator('label')
    .filter({ hasText: /^Damaged$/ })
    .click();
  await expect(form.getByRole('radio', { name: 'Damaged' })).toBeChecked();
  const books = (await form.getByText(/^The books say \d+ damaged/).textContent()) ?? '';
  const before = Number(/say (\d+) damaged/.exec(books)![1]);
  // A note is required.
  await form.getByLabel(/^Units counted/).fill(String(before + 2));
  await form.getByRole('button', { name: 'Record count' }).click();
  await expect(form.getByText('Say why the count changed')).toBeVisible();
  await form.getByLabel(/^Note/).fill('2 crushed mugs found in B-03-2');
  await shootAndCheck(page, 'warehouse-stock-sku', async () => {
    await expect(form).toBeVisible();
  });
  await form.getByRole('button', { name: 'Record count' }).click();
  await expect(form.getByText(`Damaged ${before} → ${before + 2} (+2)`)).toBeVisible();
  await expect(form.getByText(`The books say ${before + 2} damaged`)).toBeVisible();
});
