// Reviews (issue 3): a founder reviews a supplier it works with, edits the review and shares a single-use
// review link that a visitor uses.
import type { Locator, Page } from '@playwright/test';
import { createStore, expect, firstCatalogItem, test, useToken } from '../fixtures';

/** Mantine's stars are visually hidden radios, each with its star icon as label: click that star. */
async function rate(scope: Locator | Page, stars: number) {
  const id = await scope.getByRole('radio', { name: `${stars} stars` }).getAttribute('id');
  await scope.locator(`label[for="${id}"]`).click();
}

test('a founder reviews a supplier it works with, edits it, and shares a review link used once', async ({
  page,
  request,
  browser,
}) => {
  const store = await createStore(request);
  const item = await firstCatalogItem(request, store, 'size=1&page=3');
  await useToken(page, store.token);
  await page.goto(`/browse-suppliers/supplier-profile/${item.companyId}?activeTabKey=reviews`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.companyName);

  // Before any relationship the server refuses, and the page says why.
  await page.getByRole('button', { name: 'Review this supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review this supplier' });
  await rate(dialog, 4);
  await dialog.getByLabel('Your review').fill('Quick samples and careful packing.');
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('You can review a supplier you work with')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Favoriting is a relationship: now the review is posted and marked as the founder's.
  await page.getByRole('button', { name: `Add ${item.companyName} to favorites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${item.companyName} from favorites` })).toBeVisible();
  await page.getByRole('button', { name: 'Review this supplier' }).click();
  await rate(dialog, 4);
  await dialog.getByLabel('Your review').fill('Quick samples and careful packing.');
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByTestId('review-list');
  const mine = list.getByRole('article').filter({ hasText: 'Your review' });
  await expect(mine).toContainText('Quick samples and careful packing.');

  await page.getByRole('button', { name: 'Edit your review' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your review' });
  await expect(edit.getByLabel('Your review')).toHaveValue('Quick samples and careful packing.');
  await edit.getByLabel('Your review').fill('Quick samples, careful packing, fair prices.');
  await edit.getByRole('button', { name: 'Save review' }).click();
  await expect(mine).toContainText('Quick samples, careful packing, fair prices.');

  await page.getByRole('button', { name: 'Share a review link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Review link' });
  const url = new URL(await linkDialog.getByLabel('Link').inputValue());
  expect(url.pathname).toBe(`/supplier-profile/${item.companyId}/post-review`);

  // A visitor without an account uses the link once.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(`${url.pathname}${url.search}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(`Review ${item.companyName}`);
  await guest.getByLabel('Your name').fill('Riley from Ops');
  await rate(guest, 5);
  await guest.getByLabel('Your review').fill('Reliable partner for two years.');
  await guest.getByRole('button', { name: 'Post review' }).click();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Thank you');
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText("This review link can't be used");
  await visitor.close();

  await page.reload();
  await expect(page.getByTestId('review-list')).toContainText('Reliable partner for two years.');
});
