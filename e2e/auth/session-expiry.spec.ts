import { TOKEN_STORAGE_KEY } from '../../src/web/api/storage-keys';
import { ACCOUNTS, base64, DEMO_PASSWORD, expect, forgedToken, signIn, test, useToken } from '../fixtures';

test('an expired token counts as absent: to login with the return path, and back after signing in', async ({
  page,
}) => {
  await useToken(page, forgedToken(-3600));
  await page.goto('/account-info?section=profile');

  await expect(page).toHaveURL(`/login?path=${encodeURIComponent(base64('/account-info?section=profile'))}`);
  await signIn(page, ACCOUNTS.founder, DEMO_PASSWORD, '/account-info?section=profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account information' })).toBeVisible();
});

test('a token the server rejects ends the session with the expiry message', async ({ page }) => {
  await useToken(page, forgedToken(3600));
  await page.goto('/homebase');

  await expect(page.getByText('Your session has expired - please log in again.')).toBeVisible();
  await expect(page).toHaveURL(`/login?path=${encodeURIComponent(base64('/homebase'))}`);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
});

test('signing out clears the session, and private pages ask for a login again', async ({ page }) => {
  await signIn(page, ACCOUNTS.founder);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/homebase');
  await expect(page).toHaveURL(`/login?path=${encodeURIComponent(base64('/homebase'))}`);
});
