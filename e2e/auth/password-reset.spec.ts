// Password reset in the browser (issue 21). The e2e server keeps its email in the embedded outbox, which the
// browser suite cannot read (no dev mailbox page, no test-only route): following the emailed link and
// signing in with the new password is covered by src/server/modules/auth/password-reset.test.ts; here the
// pages a founder goes through around the email.
import { createStore, expect, test } from '../fixtures';

test('a founder who forgot the password asks for a reset link from the sign-in page', async ({
  page,
  request,
}) => {
  const store = await createStore(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(store.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-requested')).toContainText('If an account uses this email');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL('/login');
});

test('a used or unknown reset link is explained, with a way to ask for a new one', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-reset-token-0000000000000000');
  await page.getByLabel(/^New password/).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByTestId('reset-error')).toContainText('invalid, expired or already used');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('"Sign in instead." after a taken email leads to the sign-in tab', async ({ page }) => {
  await page.goto('/login?tab=sign-up');
  await page.getByLabel('Store or brand name').fill('Copycat Candles');
  await page.getByLabel('Email').fill('founder@quarry.test');
  await page.getByLabel(/^Password/).fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('link', { name: 'Sign in instead.' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
});
