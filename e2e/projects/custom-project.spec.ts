// Custom project requests (issue 3): a founder starts a custom project from a supplier profile, sends it
// to that supplier and finds it in the RFP view; the demo founder compares three quotes side by side.
import { createStore, expect, test, useToken } from '../fixtures';

const INTRO = "Hello, I'd like to start a project. The details of this project are listed here.";

test('start a custom project from a supplier profile, send it, see it listed', async ({ page, request }) => {
  const store = await createStore(request);
  await useToken(page, store.token);
  await page.goto('/browse-suppliers/supplier-profile/1');
  const supplierName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(supplierName).not.toBe('');

  await page.getByRole('link', { name: 'Start a custom project' }).click();
  await expect(page).toHaveURL(/\/create-custom-project\?supplierId=1$/);
  await expect(page.getByRole('heading', { name: 'Start a custom project' })).toBeVisible();
  // The supplier is chosen already, and the intro message is the default one.
  await expect(page.getByTestId('supplier-picker')).toContainText(supplierName);
  await expect(page.getByLabel('Intro message')).toHaveValue(INTRO);

  await page.getByLabel('Title').fill('Recycled tote with our logo');
  await page
    .getByLabel('Description')
    .fill('Heavy canvas tote, 40 x 35 cm, one-colour screen print on both sides.');
  await page.getByRole('radio', { name: /Stock products with slight customizations/ }).check();
  await page.getByLabel('Quantity').fill('800');
  await page.getByLabel('Target unit price (USD)').fill('3.25');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
  await expect(page.getByRole('link', { name: 'logo.svg' })).toBeVisible();

  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/create-custom-project\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Recycled tote with our logo' })).toBeVisible();
  await expect(page.getByTestId('project-status')).toHaveText('Collecting quotes');
  await expect(page.getByTestId('project-recipients')).toContainText(`${supplierName} · Waiting`);
  await expect(page.getByText('No quotes yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'logo.svg' })).toBeVisible();

  await page.getByRole('link', { name: '← All custom projects' }).click();
  await expect(page).toHaveURL(/viewType=RFP/);
  const row = page.getByTestId('project-row').filter({ hasText: 'Recycled tote with our logo' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Collecting quotes');
  await expect(row.getByTestId('quote-count')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'New custom project' })).toBeVisible();
});

test('the demo founder compares three quotes and sorts them', async ({ founderPage: page }) => {
  await page.goto('/browse-suppliers?viewType=RFP');
  const row = page.getByTestId('project-row').filter({ hasText: 'Lavender soy candle' });
  await expect(row.getByTestId('quote-count')).toHaveText('3');
  await row.getByRole('link', { name: /Lavender soy candle/ }).click();
  const table = page.getByTestId('quote-comparison');
  const rows = table.getByTestId('comparison-row');
  await expect(rows).toHaveCount(3);
  // Sorted by landed cost, cheapest first, and the cheapest is the best value.
  await expect(rows.first()).toHaveAttribute('data-best', 'true');
  await expect(rows.first()).toContainText('Best value');
  await page.getByRole('button', { name: 'Lead time' }).click();
  await expect(table.getByRole('columnheader', { name: 'Lead time' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const leadTimes = (await rows.allTextContents()).map((t) => Number(/(\d+) days/.exec(t)?.[1]));
  expect(leadTimes).toEqual([...leadTimes].sort((a, b) => a - b));
});

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#7c5cff"/></svg>';
