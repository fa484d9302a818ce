import { expect, test } from '../fixtures';

test('the founder moves through the side menu', async ({ founderPage: page }) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(page.getByTestId('header-store-title')).toHaveText('Lavender & Co.');
  await expect(menu.getByRole('link', { name: 'E-comm tools' })).toHaveAttribute('aria-current', 'page');

  // A group opens; its unbuilt items are disabled and say so.
  await menu.getByRole('button', { name: 'Analytics' }).click();
  const dashboards = menu.getByRole('link', { name: /Dashboards/ });
  await expect(dashboards).toHaveAttribute('aria-disabled', 'true');
  await dashboards.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Coming soon');
  // aria-disabled: Playwright would wait for it to become enabled, so the click is forced.
  await dashboards.click({ force: true });
  await expect(page).toHaveURL('/homebase');

  // A built item reached from elsewhere.
  await page.goto('/account-info');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(0);
  await menu.getByRole('link', { name: 'E-comm tools' }).click();
  await expect(page).toHaveURL('/homebase');
  await expect(menu.getByRole('link', { name: 'E-comm tools' })).toHaveAttribute('aria-current', 'page');

  // An unbuilt route reached by its URL: the honest page, its menu item current, its group open.
  await page.goto('/analytics');
  await expect(page.getByTestId('not-available-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Analytics dashboards is not available yet',
  );
  await expect(page.getByTestId('not-available-page')).toContainText('Analytics');
  await expect(page).toHaveTitle('Analytics dashboards · Quarry');
  await expect(menu.getByRole('link', { name: /Dashboards/ })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Back to Homebase' }).click();
  await expect(page).toHaveURL('/homebase');
});

test('Homebase links to every area and marks what is not built yet', async ({ founderPage: page }) => {
  // Sourcing (issue 3), the inbox (issue 4), product design and brand kits (issue 6), education (issue 22),
  // fulfilment and orders (issue 23) are built.
  for (const area of [
    'sourcing',
    'inbox',
    'product-design',
    'brand-kits',
    'education',
    'fulfillment',
    'orders',
  ]) {
    await expect(page.getByTestId(`area-${area}`)).not.toContainText('Coming soon');
  }
  await expect(page.getByTestId('area-inbox')).toHaveAttribute('href', '/inbox/messages');
  await expect(page.getByTestId('area-product-design')).toHaveAttribute('href', '/product-design');
  await expect(page.getByTestId('area-brand-kits')).toHaveAttribute('href', '/business-kits');
  for (const area of ['storefront', 'print-on-demand', 'analytics']) {
    await expect(page.getByTestId(`area-${area}`)).toContainText('Coming soon');
  }
  await page.getByTestId('area-sourcing').click();
  await expect(page).toHaveURL(/\/home/);
  // Let the sourcing home settle (it may replace its URL once) before going back.
  await expect(page.getByTestId('catalog-search')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/homebase');
  await page.getByTestId('area-account').click();
  await expect(page).toHaveURL('/account-info');
});

test('legacy paths redirect before routing', async ({ founderPage: page }) => {
  await page.goto('/billing-and-reporting');
  await expect(page).toHaveURL('/account-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Account information' })).toBeVisible();

  await page.goto('/workboard/x?open=cart');
  await expect(page).toHaveURL('/inbox/messages?open=cart');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Inbox/ }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the root path starts the session on Homebase; the menu offers the specialists', async ({
  founderPage: page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL('/homebase');
  const specialists = page.getByRole('region', { name: 'Talk to a specialist' });
  await expect(specialists.getByRole('link')).toHaveText([
    'Creator Hub expert',
    'Sourcing specialist',
    'Fulfillment specialist',
    'E-commerce specialist',
  ]);
});

test('unknown paths show the not-found page', async ({ founderPage: page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Quarry');
});

test('the skip link is the first stop, and jumps to the page', async ({ founderPage: page }) => {
  await page.goto('/account-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Account information' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // After an in-app navigation, focus moves to the new page for keyboard and screen-reader users.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'E-comm tools' })
    .click();
  await expect(page).toHaveURL('/homebase');
  await expect(page.locator('#main-content')).toBeFocused();
});
