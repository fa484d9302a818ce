// The public product preview's first load (issue 21 item 23): its HTML preloads the item and the picture the
// gallery shows, and the page uses those responses instead of asking again (bench/lighthouse.ts measures it).
import { createStore, expect, firstCatalogItem, test } from '../fixtures';

test('the public product preview uses the item and picture its HTML preloads', async ({ page, request }) => {
  const store = await createStore(request);
  const item = await firstCatalogItem(request, store);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname + new URL(r.url()).search));

  await page.goto(`/preview-catalog-item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  const main = page.getByTestId('gallery-main');
  await expect(main).toBeVisible();

  // The preload offers the gallery's srcset and sizes: the picture the <img> shows is the one preloaded.
  const preload = page.locator('link[rel="preload"][as="image"]');
  expect(await preload.getAttribute('imagesrcset')).toBe(await main.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await main.getAttribute('sizes'));
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toBeTruthy();
  const preloadedImage = await main.evaluate(
    (img: HTMLImageElement) => new URL(img.currentSrc).pathname + new URL(img.currentSrc).search,
  );
  const itemUrl = `/rest/main/app/catalog-items/${item.id}`;
  await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute('href', itemUrl);
  // One request each: the page's fetch and image took the preloaded responses.
  expect(asked.filter((u) => u === itemUrl)).toHaveLength(1);
  expect(asked.filter((u) => u === preloadedImage)).toHaveLength(1);
  // …and no other large copy of that picture: the preload and the <img> chose the same preset.
  const picture = preloadedImage.split('?')[0]!;
  expect(asked.filter((u) => u.startsWith(`${picture}?`) && !u.includes('size=compact'))).toEqual([
    preloadedImage,
  ]);
  // The page's chunk came with the HTML, not after the entry script ran.
  const chunks = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
  expect(chunks.some((href) => href?.includes('/preview-catalog-item-page-'))).toBe(true);
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => [new URL(e.name).pathname, (e as PerformanceResourceTiming).initiatorType]),
  );
  expect(resources.filter(([p]) => p === itemUrl)).toEqual([[itemUrl, 'link']]);
});
