// Public previews, reviews and supplier invites (issue 3): a visitor sees a product and its supplier
// without an account and signs in to the full page; a founder reviews a supplier it works with, edits the
// review and shares a single-use review link that a visitor uses; a founder invites a supplier.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createStore, expect, type NewStore, test, useToken } from '../fixtures';

/** Mantine's stars are visually hidden radios, each with its star icon as label: click that star. */
async function rate(scope: Locator | Page, stars: number) {
  const id = await scope.getByRole('radio', { name: `${stars} stars` }).getAttribute('id');
  await scope.locator(`label[for="${id}"]`).click();
}

type Item = { id: number; title: string; companyId: number; companyName: string };

async function firstItem(request: APIRequestContext, store: NewStore, query = 'size=1'): Promise<Item> {
  const res = await request.get(`/rest/main/web/catalog-items?${query}`, {
    headers: { authorization: `Bearer ${store.token}` },
  });
  expect(res.ok()).toBe(true);
  const [item] = (await res.json()) as Item[];
  if (!item) throw new Error('the demo catalog has no items');
  return item;
}

test('a visitor sees a public product and its supplier, then signs in to the full page', async ({
  page,
  request,
}) => {
  const store = await createStore(request);
  const item = await firstItem(request, store);

  await page.goto(`/preview-catalog-item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
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

test('a founder reviews a supplier it works with, edits it, and shares a review link used once', async ({
  page,
  request,
  browser,
}) => {
  const store = await createStore(request);
  const item = await firstItem(request, store, 'size=1&page=3');
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

test('a founder invites a supplier it already works with and finds it under My suppliers', async ({
  page,
  request,
}) => {
  const store = await createStore(request);
  await useToken(page, store.token);
  await page.goto('/favorites?tab=my-suppliers');
  await expect(page.getByText('No suppliers yet')).toBeVisible();

  await page.getByRole('button', { name: 'Invite a supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a supplier' });
  await dialog.getByLabel('Supplier name').fill('Lakeside Ceramics');
  await dialog.getByLabel('Website').fill('https://lakeside.example');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Phone number').fill('+1 415 555 0100');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill('sales@lakeside.example');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('store-suppliers').getByText('Lakeside Ceramics');
  await expect(row).toBeVisible();
  await expect(page.getByTestId('store-suppliers')).toContainText('Invited');
});
