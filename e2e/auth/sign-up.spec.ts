import { randomUUID } from 'node:crypto';
import { ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from '../fixtures';

test('a new founder signs up, is offered the quiz, and lands on Homebase', async ({ page }) => {
  const id = randomUUID().slice(0, 8);
  const title = `Sprout Goods ${id}`;
  const email = `signup-${id}@quarry.test`;

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/login?tab=sign-up');
  await page.getByLabel('Store or brand name').fill(title);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Sign-up runs the quiz (e2e/onboarding takes it); skipping it leads to Homebase.
  await expect(page).toHaveURL('/homebase/quiz');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/homebase?seenQuiz=true');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${title}` })).toBeVisible();
  await expect(page.getByTestId('header-store-title')).toHaveText(title);
  await expect(page.getByTestId('header-plan')).toHaveText('Free plan');
  await expect(page).toHaveTitle('Homebase · Quarry');
  // Start of session: Homebase is the current item and no group is open.
  await expect(page.locator('[aria-current="page"]')).toHaveText('E-comm tools');
  await expect(page.locator('nav [aria-expanded="true"]')).toHaveCount(0);

  const pushes = await page.evaluate(() => window.dataLayer ?? []);
  expect(pushes).toContainEqual({
    event: 'userRegister',
    userId: expect.any(Number),
    userType: 'store',
    email,
  });
  expect(pushes).toContainEqual(expect.objectContaining({ event: 'commonView', pagePath: '/homebase' }));
});

test('sign-up shows field errors before calling the server', async ({ page }) => {
  await page.goto('/login?tab=sign-up');
  await expect(page.getByLabel('Store or brand name')).toBeFocused();
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your store or brand name')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL('/login?tab=sign-up');
});

test('a wrong password is explained on the form, without leaving the page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS.founder);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('sign-in-error')).toHaveText('The email or password is incorrect');
  await expect(page).toHaveURL('/login');
});

test('a supplier lands on its own portal, is kept out of the founder app, and can sign out', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.supplier, DEMO_PASSWORD, '/supplier');
  await expect(page.getByRole('navigation', { name: 'Supplier portal' })).toBeVisible();
  await expect(page.getByTestId('header-supplier-name')).not.toBeEmpty();
  await page.goto('/homebase');
  await expect(page).toHaveURL('/supplier');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
});
