// AI product design (issue 6): a new store on the free plan describes a product, gets 4 watermarked designs,
// saves one to its gallery, and finds factories that can make it.
import { createStore, expect, test, useToken } from '../fixtures';

test('prompt → 4 designs → save to the gallery → find a factory', async ({ page, request }) => {
  const store = await createStore(request);
  await useToken(page, store.token);

  await page.goto('/product-design');
  await page.getByRole('button', { name: 'Design a product' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Design a product' });
  await expect(modal.getByText('20 free designs left')).toBeVisible();
  await modal.getByLabel('Describe your product').fill('a lavender soy candle in a frosted glass jar');
  await modal.getByRole('button', { name: 'Generate 4 designs' }).click();

  const results = page.getByRole('dialog', { name: 'Pick your design' });
  const designs = results.getByRole('group', { name: 'Generated designs' }).getByRole('button');
  await expect(designs).toHaveCount(4);
  await expect(results.getByText(/Watermarked/)).toBeVisible();
  await designs.nth(2).click();
  await results.getByLabel('Design name').fill('Frosted lavender candle');
  await results.getByRole('button', { name: 'Save to gallery' }).click();
  await expect(results.getByRole('button', { name: 'Saved to gallery' })).toBeVisible();

  await results.getByRole('button', { name: 'Find a factory for this' }).click();
  const factories = results.getByRole('region', { name: 'Factories that can make this' });
  await expect(factories.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/browse-suppliers\/catalog-item\/\d+/,
  );

  await page.keyboard.press('Escape');
  const gallery = page.getByRole('list', { name: 'Your saved designs' });
  await expect(gallery.getByText('Frosted lavender candle')).toBeVisible();
});
