// Supplier invites (issue 3): a founder invites a supplier it already works with and finds it under My
// suppliers.
import { createStore, expect, test, useToken } from '../fixtures';

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
