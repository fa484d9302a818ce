// Search by image: from the marketplace search bar's camera, upload a photo of a catalog product (its
// picture, resized and re-encoded), see similar products with that product first, and open it.
import sharp from 'sharp';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from '../fixtures';

const ITEM_ID = 3;

test('upload a product photo, see similar products, open one', async ({ founderPage: page, request }) => {
  const login = await request.post('/rest/main/login', {
    data: { email: ACCOUNTS.founder, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  // Indexing runs in the background from the first start, in id order: wait until this item has its vector.
  await expect
    .poll(
      async () =>
        (await (await request.get('/rest/main/web/sourcing/home/image-search/status', { headers })).json())
          .indexed,
      { timeout: 120_000, intervals: [1000] },
    )
    .toBeGreaterThan(ITEM_ID + 50);
  const item = await (await request.get(`/rest/main/web/catalog-items/${ITEM_ID}`, { headers })).json();
  const picture = await (await request.get(`/rest/main/catalog-images/items/${ITEM_ID}/0`)).body();
  // A "photo" of it: smaller, saved again (the integration tests also crop and re-encode as JPEG).
  const photo = await sharp(picture).resize(640, 640).png({ compressionLevel: 9 }).toBuffer();

  await page.goto('/browse-suppliers');
  await page.getByRole('link', { name: 'Search by image' }).click();
  await expect(page).toHaveURL(/\/browse-suppliers-with-uploaded-image$/);
  await expect(page.getByText('No image yet')).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'my-product.png', mimeType: 'image/png', buffer: photo });
  await expect(page).toHaveURL(/imageUrl=%2Frest%2Fmain%2Ffiles%2F/);
  await expect(page.getByTestId('query-image')).toBeVisible();
  const cards = page.getByTestId('image-search-results').getByTestId('catalog-item-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(10);
  const first = cards.first().getByRole('link', { name: item.title });
  await expect(first).toBeVisible();
  await expect(page.getByText(/^\d+% match$/).first()).toBeVisible();

  // A reload keeps the search (the image is in the URL).
  await page.reload();
  await expect(cards.first().getByRole('link', { name: item.title })).toBeVisible();

  await cards.first().getByRole('link', { name: item.title }).click();
  await expect(page).toHaveURL(`/browse-suppliers/catalog-item/${ITEM_ID}`);
  await expect(page.getByRole('heading', { name: item.title, level: 1 })).toBeVisible();
});
