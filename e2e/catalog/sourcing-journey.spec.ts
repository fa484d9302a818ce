// The founder's sourcing journey (issue 3): search with a keyword, two filters and a sort; the URL
// carries the search and a reload keeps it; open a product (price tiers), its supplier (profile tabs),
// favorite the supplier and find it on /favorites.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Picks an option of a select; a re-render while results arrive can close the dropdown, so retry. */
async function choose(page: Page, label: string, option: string) {
  await expect(async () => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click({ timeout: 3_000 });
    await expect(page.getByRole('combobox', { name: label })).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('search, filter, sort and reload keep the search in the URL', async ({ founderPage: page }) => {
  await page.goto('/browse-suppliers');
  const box = page.getByRole('combobox', { name: 'Search products and suppliers' });
  await box.fill('serum');
  await box.press('Enter');
  await expect(page).toHaveURL(/searchKey=serum(&|$)/);
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'false');

  await choose(page, 'Region', 'Asia');
  await page.getByRole('radio', { name: '100-1000', exact: true }).click();
  await expect(page.getByRole('radio', { name: '100-1000', exact: true })).toBeChecked();
  await choose(page, 'Sort by', 'Price: low to high');

  await expect(page).toHaveURL(/searchKey=serum(&|$)/);
  await expect(page).toHaveURL(/region=AS/);
  await expect(page).toHaveURL(/moq=100-1000/);
  await expect(page).toHaveURL(/sort=productionMinPrice/);
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(/^[\d,]+ products?$/);
  const cards = page.getByTestId('catalog-item-card');
  // The previous results stay, dimmed and busy, until the new search answers.
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'false');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/serum/i);
  // Price low to high: the "From $x" of the first cards never goes down.
  const prices = (await cards.getByText(/^From \$/).allTextContents())
    .slice(0, 6)
    .map((t) => Number(t.replace(/[^\d.]/g, '')));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  const countText = await count.textContent();
  const firstTitle = await cards.first().getByRole('link').first().textContent();

  await page.reload();
  await expect(box).toHaveValue('serum');
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('Asia');
  await expect(page.getByRole('radio', { name: '100-1000', exact: true })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Price: low to high');
  await expect(count).toHaveText(countText ?? '');
  await expect(cards.first().getByRole('link').first()).toHaveText(firstTitle ?? '');

  // "Clear filters" keeps the keyword and the sort.
  await page.getByRole('button', { name: /Clear filters \(2\)/ }).click();
  await expect(page).not.toHaveURL(/moq=/);
  await expect(page).toHaveURL(/searchKey=serum/);
  await expect(page).toHaveURL(/sort=productionMinPrice/);
});

test('a product, its supplier, and the supplier among favorites', async ({ founderPage: page }) => {
  await page.goto('/browse-suppliers?searchKey=bottle');
  await page.getByTestId('catalog-item-card').first().click();
  await expect(page).toHaveURL(/\/browse-suppliers\/catalog-item\/\d+$/);
  const tiers = page.getByTestId('price-tiers');
  await expect(tiers).toBeVisible();
  await expect(tiers.getByRole('row').nth(1)).toContainText('$');
  for (const name of ['Description', 'Supplier capabilities', 'Similar products', 'Reviews']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  const supplierLink = page.getByTestId('item-supplier-link');
  const supplierName = (await supplierLink.textContent()) ?? '';
  await supplierLink.click();
  await expect(page).toHaveURL(/\/browse-suppliers\/supplier-profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: supplierName })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Supplier profile' });
  await expect(tabs.getByRole('tab', { name: 'Profile info' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('US tariff rate')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Base products' }).click();
  await expect(page).toHaveURL(/activeTabKey=products/);
  await expect(page.getByRole('tabpanel').getByTestId('catalog-item-card').first()).toBeVisible();
  await tabs.getByRole('tab', { name: 'Capabilities' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/review/i);

  const favorite = page.getByRole('button', { name: `Add ${supplierName} to favorites` });
  await favorite.click();
  await expect(page.getByRole('button', { name: `Remove ${supplierName} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favorites');
  const suppliers = page.getByRole('tabpanel', { name: 'Suppliers' });
  await expect(suppliers.getByTestId('supplier-card').filter({ hasText: supplierName })).toBeVisible();
});

test('a category starting point on the sourcing home resets the filters', async ({ founderPage: page }) => {
  await page.goto('/home?tab=PRODUCTS');
  await expect(page.getByRole('tab', { name: 'Products', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Featured suppliers' })).toBeVisible();
  const start = page.getByTestId('category-start').first();
  const vertical = (await start.locator('p').first().textContent()) ?? '';
  await start.click();
  await expect(page).toHaveURL(/\/browse-suppliers\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('tab')).toBe('PRODUCTS');
  expect(url.searchParams.get('vertical')).toBe(vertical);
  expect([...url.searchParams.keys()].sort()).toEqual(['tab', 'vertical']);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(vertical);
  await expect(page.getByTestId('result-count')).toHaveText(/products?$/);
});

test('suggestions appear as the founder types, and a product suggestion opens it', async ({
  founderPage: page,
}) => {
  await page.goto('/home');
  const box = page.getByRole('combobox', { name: 'Search products and suppliers' });
  // Wait for the answer to the whole word typed, so the list no longer changes under the click.
  const settled = page.waitForResponse((r) =>
    /suggest-auto-complete\?.*keyword=lip(\+|%20)bal(&|$)/.test(r.url()),
  );
  await box.pressSequentially('lip bal', { delay: 30 });
  await settled;
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  const text = (await option.textContent()) ?? '';
  await option.click();
  await expect(page).toHaveURL(/\/browse-suppliers\/catalog-item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
});

test('a misspelt keyword says which word was searched', async ({ founderPage: page }) => {
  await page.goto('/browse-suppliers?searchKey=candel');
  await expect(page.getByTestId('keyword-applied')).toHaveText(
    'Showing results for candle. No products match “candel”.',
  );
  await expect(page.getByTestId('catalog-item-card').first()).toContainText(/candle/i);
  // Spelt right, nothing to say.
  await page.goto('/browse-suppliers?searchKey=candle');
  await expect(page.getByTestId('result-count')).toHaveText(/^[\d,]+ products?$/);
  await expect(page.getByTestId('keyword-applied')).toHaveCount(0);
});
