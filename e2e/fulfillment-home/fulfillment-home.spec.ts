// The fulfilment shell (issue 23): the Fulfillment home's every tile leads to a page with a heading, the legacy
// paths land on it, a plan without fulfilment gets the upgrade path, and warehouse staff land in their own
// console, which founders cannot open. Zero serious axe findings; screenshots at 1440 and 390 px.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS, createStore, DEMO_PASSWORD, expect, signIn, test, useToken } from '../fixtures';
import { seriousFindings } from '../page-checks';

test.use({ bypassCSP: true }); // axe is injected inline (see e2e/stores/accessibility.spec.ts)

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/fulfillment-home';

/** The guided tour opens by itself on a page not toured yet (once Homebase's was taken): close it. */
async function closeTourIfOpen(page: Page) {
  const tour = page.getByTestId('guided-tour');
  if (await tour.isVisible()) await tour.getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour).toBeHidden();
}

async function openHome(page: Page) {
  await page.goto('/fulfillment-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Fulfillment' })).toBeVisible();
  await closeTourIfOpen(page);
}

test('every Fulfillment home tile leads to a page with a heading', async ({ founderPage: page }) => {
  await openHome(page);
  await expect(page.getByTestId('warehouse-address')).toContainText('North Carolina, US');
  const tiles = page.getByRole('region', { name: 'Services' }).getByRole('link');
  await expect(tiles).toHaveCount(11);
  const targets = await tiles.evaluateAll((links) =>
    links.map((a) => ({
      name: a.querySelector('h3')?.textContent ?? '',
      href: a.getAttribute('href') ?? '',
    })),
  );
  expect(targets.map((t) => t.href)).toEqual([
    '/orders/new',
    '/inventory',
    '/receivings/new',
    '/fulfillment-services/kitting',
    '/fulfillment-rules',
    '/fulfillment-services/shipping-labels',
    '/fulfillment-services/shipping-labels',
    '/fulfillment-services/freight',
    '/fulfillment-services/reports',
    '/fulfillment-services/pre-sale',
    '/fulfillment-services/quality-check',
  ]);

  for (const { name, href } of targets) {
    await page.getByRole('region', { name: 'Services' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('not-found-page')).toHaveCount(0);
    await expect(page.getByTestId('area-locked-page')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Fulfillment' })).toBeVisible();
  }

  // A service built later says so, and leads back.
  await page.getByRole('link', { name: /Kitting services/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitting services' })).toBeVisible();
  await expect(page.getByTestId('not-built-panel')).toContainText('Not built yet');
  await page.getByRole('link', { name: 'Back to Fulfillment home' }).click();
  await expect(page).toHaveURL('/fulfillment-services');

  // The side menu's Fulfillment group: every item open, the home current.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: /Fulfillment Home/ })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Orders & Fulfillment', 'Products', 'Receivings', 'Manage Returns']) {
    await expect(menu.getByRole('link', { name: new RegExp(name) })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  await menu.getByRole('link', { name: /Manage Returns/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Return settings' })).toBeVisible();
});

test('legacy paths land on the Fulfillment home and the sales channels', async ({ founderPage: page }) => {
  await page.goto('/setup-business');
  await expect(page).toHaveURL('/fulfillment-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Fulfillment' })).toBeVisible();
  await closeTourIfOpen(page);
  await page.goto('/fulfillment-services/shopify?ref=old');
  await expect(page).toHaveURL('/ecommerce-services/shopify?ref=old');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopify connection' })).toBeVisible();
});

test('a founder cannot open the warehouse console', async ({ founderPage: page }) => {
  await page.goto('/warehouse/inbound');
  await expect(page.getByTestId('warehouse-only-page')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homebase' }).click();
  await expect(page).toHaveURL('/homebase');
});

test('a plan without fulfilment shows the upgrade path on every fulfilment page', async ({
  page,
  request,
}) => {
  const store = await createStore(request); // Free: no FULFILLMENT module
  await useToken(page, store.token);
  for (const path of ['/fulfillment-services', '/fulfillment-services/kitting', '/orders/new']) {
    await page.goto(path);
    const locked = page.getByTestId('area-locked-page');
    await expect(locked).toContainText('part of the Beginner plan');
    await expect(locked.getByRole('link', { name: 'See plans' })).toBeVisible();
  }
});

test('warehouse staff land on their console after signing in', async ({ page }) => {
  await signIn(page, ACCOUNTS.ops, DEMO_PASSWORD, '/warehouse');
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse console' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Warehouse console' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Inbound', 'Stock', 'Outbound']);
  await nav.getByRole('link', { name: 'Outbound' }).click();
  await expect(page).toHaveURL('/warehouse/outbound');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbound' })).toBeVisible();
  // A founder page sends warehouse staff back to the console.
  await page.goto('/fulfillment-services');
  await expect(page).toHaveURL('/warehouse');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

for (const width of [1440, 390]) {
  test(`fulfilment pages at ${width} px: no serious axe findings`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    fs.mkdirSync(SHOTS, { recursive: true });
    await signIn(page, ACCOUNTS.founder);
    await openHome(page);
    await page.screenshot({ path: `${SHOTS}/fulfillment-services-${width}.png`, fullPage: true });
    const home = await seriousFindings(page);
    await page.goto('/fulfillment-services/quality-check');
    await expect(page.getByRole('heading', { level: 1, name: 'Quality checks' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/not-built-${width}.png`, fullPage: true });
    const notBuilt = await seriousFindings(page);
    expect({ home, notBuilt }).toEqual({ home: [], notBuilt: [] });

    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await signIn(page, ACCOUNTS.ops, DEMO_PASSWORD, '/warehouse');
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse console' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/warehouse-${width}.png`, fullPage: true });
    expect(await seriousFindings(page)).toEqual([]);
  });
}
