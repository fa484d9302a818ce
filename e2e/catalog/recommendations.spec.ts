// Recommendations in words (issue 3): the founder describes a product with a quantity and a budget on the
// sourcing home and gets products priced at that quantity and suppliers, each saying why; one opens.
import { expect, test } from '../fixtures';

test('the founder describes what it needs and opens a recommended product', async ({ founderPage: page }) => {
  await page.goto('/home');
  await page.getByLabel('What are you looking for?').fill('soy candles in amber jars');
  await page.getByLabel('Quantity').fill('500');
  await page.getByLabel('Max unit price').fill('20');
  await page.getByRole('button', { name: 'Recommend' }).click();

  const products = page.getByTestId('recommended-products');
  await expect(products.getByTestId('catalog-item-card').first()).toBeVisible();
  await expect(products).toContainText('fits your 500 units');
  await expect(products).toContainText(/Matches .*“candles”/);
  await expect(page.getByTestId('recommended-suppliers').getByTestId('supplier-card').first()).toBeVisible();

  const first = products.getByTestId('catalog-item-card').first();
  const title = (await first.getByRole('link').first().textContent()) ?? '';
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/browse-suppliers\/catalog-item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
