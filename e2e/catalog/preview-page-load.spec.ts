// The public product preview's first load (issue 21 item 23, decision 034): the server renders the page the
// visitor first sees, which paints without the app's script, and the app takes over once it has started,
// showing the same picture without fetching it again (bench/lighthouse.ts measures the load).
import { createStore, expect, firstCatalogItem, test } from '../fixtures';

test('the public product preview paints without the app, then the app takes it over', async ({
  page,
  request,
}) => {
  const store = await createStore(request);
  const item = await firstCatalogItem(request, store);
  const url = `/preview-catalog-item/${item.id}`;

  // A visitor who only reads: the page is whole and no script of the app is fetched. Once the visitor moves
  // the pointer, the app starts and replaces the server's page; its gallery shows the picture the server's
  // <img> chose (same srcset and sizes), fetched once.
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname + new URL(r.url()).search));
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#server-page').getByRole('heading', { level: 1 })).toHaveText(item.title);
  expect(asked.filter((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toEqual([]);
  await page.mouse.move(200, 200, { steps: 2 });
  await expect(page.getByTestId('preview-callout')).toContainText('Sign in to Quarry');
  await expect(page.locator('#server-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  const main = page.getByTestId('gallery-main');
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toBeTruthy();
  const appSrc = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
  const shown = new URL(appSrc);
  expect(asked.filter((u) => u === shown.pathname + shown.search)).toHaveLength(1);

  // The server's page alone (a new load): the app's starter is held back, and no script of the app is fetched.
  asked.length = 0;
  await page.route('**/server-page.js', (route) => route.abort());
  await page.goto(url);
  const server = page.locator('#server-page');
  await expect(server.getByRole('heading', { level: 1 })).toHaveText(item.title);
  await expect(server).toContainText(item.companyName);
  await expect(server).toContainText(/From \$[\d,]+\.\d\d per unit/);
  await expect(server.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
    'href',
    /^\/login\?path=.+&tab=sign-up$/,
  );
  // The main picture (its name is the gallery's: "<title>, image 1 of <n>").
  const picture = server.getByRole('img', { name: `${item.title}, image 1 of ` });
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(asked.filter((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toEqual([]);
  // The same picture as the app's gallery chose.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(appSrc);
});

test('an unknown product answers 404 with the app\'s "not found" page', async ({ page }) => {
  const response = await page.goto('/preview-catalog-item/99999999');
  expect(response?.status()).toBe(404);
  await expect(page.locator('#server-page')).toHaveCount(0);
  await expect(page.getByTestId('catalog-not-found')).toContainText('Product not found');
});
