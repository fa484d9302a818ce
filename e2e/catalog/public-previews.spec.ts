// Public previews (issue 3): a visitor sees a product and its supplier without an account and signs in to
// the full page.
import { createStore, expect, firstCatalogItem, test } from '../fixtures';

test('a visitor sees a public product and its supplier, then signs in to the full page', async ({
  page,
  request,
}) => {
  const store = await createStore(request);
  const item = await firstCatalogItem(request, store);

  await page.goto(`/preview-catalog-item/${item.id}`);
  // The server's page first; the app takes over once the visitor moves the pointer (decision 034).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  await page.mouse.move(200, 200, { steps: 2 });
  await expect(page.getByTestId('preview-callout')).toContainText('Sign in to Quarry');
  // Read-only: no favorites, no review form.
  await expect(page.getByRole('button', { name: /favorites/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Review this/ })).toHaveCount(0);

  await page.getByTestId('item-supplier-link').click();
  await expect(page).toHaveURL(`/preview-supplier-profile/${item.companyId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.companyName);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();

  await page.goBack();
  // Back on the product first: the supplier page has the same link, with its own return path.
  await expect(page).toHaveURL(`/preview-catalog-item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  await page.getByRole('link', { name: 'Sign in to continue' }).click();
  await expect(page).toHaveURL(/\/login\?path=/);
  await page.getByLabel('Email').fill(store.email);
  await page.getByLabel(/^Password/).fill(store.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/browse-suppliers/catalog-item/${item.id}`);
  await expect(page.getByRole('button', { name: `Add ${item.title} to favorites` })).toBeVisible();
});
