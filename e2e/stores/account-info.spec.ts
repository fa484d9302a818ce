import { ACCOUNTS, createStore, expect, signIn, test } from '../fixtures';

test('saving the store title updates the header', async ({ page, request }) => {
  const store = await createStore(request);
  await signIn(page, store.email, store.password);
  await page.goto('/account-info');

  const title = `${store.title} Renamed`;
  await page.getByLabel('Store name').fill(title);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByTestId('header-store-title')).toHaveText(title);

  await page.reload();
  await expect(page.getByLabel('Store name')).toHaveValue(title);
});

// A real 2×2 PNG, so the server's byte check and resizer accept it.
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DA8B+MgBgAHfAD/dPQfSYAAAAASUVORK5CYII=',
  'base64',
);

test('an uploaded avatar is stored, saved and served', async ({ page, request }) => {
  const store = await createStore(request);
  await signIn(page, store.email, store.password);
  await page.goto('/account-info');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_2X2 });
  const avatar = page.getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toHaveAttribute('src', /^\/rest\/main\/files\/[A-Za-z0-9_.-]+\.png$/);
  const url = (await avatar.getAttribute('src'))!;
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const file = await request.get(`${url}?size=compact`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('image/');
  await page.reload();
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', url);
});

test('a file that is not an image is refused with a clear message', async ({ page, request }) => {
  const store = await createStore(request);
  await signIn(page, store.email, store.password);
  await page.goto('/account-info');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(page.getByRole('alert').filter({ hasText: /png|match|content/i })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveCount(0);
});

test('extra details, the SMS switch and the password are saved', async ({ page, request }) => {
  const store = await createStore(request);
  await signIn(page, store.email, store.password);
  await page.goto('/account-info');

  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Website');
  await page.getByLabel('Value', { exact: true }).fill('https://sprout.example');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Fields saved')).toBeVisible();

  const sms = page.getByRole('switch', { name: /Text me when a supplier sends a message/ });
  const wasOn = await sms.isChecked();
  await sms.click();
  await expect(
    page.getByText(wasOn ? 'Inbox text messages are off.' : 'Inbox text messages are on.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(store.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a-brand-new-password');
  await page
    .getByRole('textbox', { name: 'Repeat the new password', exact: true })
    .fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  // Still signed in on the new token.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Website');
  await expect(sms).toBeChecked({ checked: !wasOn });
});

test('a preview account sees the banner and cannot save', async ({ page }) => {
  await signIn(page, ACCOUNTS.preview);
  await expect(page.getByTestId('preview-banner')).toBeVisible();

  await page.goto('/account-info');
  await page.getByLabel('Store name').fill('Preview Renamed');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText("Preview mode can't take this action")).toBeVisible();
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await expect(page.getByTestId('header-store-title')).toHaveText('Preview Brand');
  await expect(page).toHaveURL('/account-info');
});
