// Saved designs (issue 21 item 16): "kraft mailer box" is designed as a box, saved, opened, downloaded under
// its name, taken to factories that make boxes (not soaps or lip balms), and deleted after a confirmation.
import { createStore, expect, test, useToken } from '../fixtures';

test('design a kraft mailer box → save → open → download → find a factory (boxes first) → delete', async ({
  page,
  request,
}) => {
  const store = await createStore(request);
  await useToken(page, store.token);

  await page.goto('/product-design');
  await page.getByRole('button', { name: 'Design a product' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Design a product' });
  await modal.getByLabel('Describe your product').fill('kraft mailer box');
  await modal.getByRole('button', { name: 'Generate 4 designs' }).click();
  const results = page.getByRole('dialog', { name: 'Pick your design' });
  await expect(results.getByRole('group', { name: 'Generated designs' }).getByRole('button')).toHaveCount(4);
  await results.getByRole('button', { name: 'Save to gallery' }).click();
  await expect(results.getByRole('button', { name: 'Saved to gallery' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Open it: the big picture and its prompt.
  const gallery = page.getByRole('list', { name: 'Your saved designs' });
  await gallery.getByRole('button', { name: 'Open kraft mailer box' }).click();
  const detail = page.getByRole('dialog', { name: 'kraft mailer box' });
  await expect(detail.getByTestId('design-detail-prompt')).toHaveText('kraft mailer box');
  await expect(detail.getByTestId('design-detail-image')).toBeVisible();

  // Download: the picture itself, under the design's name.
  const downloading = page.waitForEvent('download');
  await detail.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kraft-mailer-box.png');

  // Find a factory: mailer boxes first, never soap or lip balm.
  await detail.getByRole('button', { name: 'Find a factory' }).click();
  const factories = detail.getByRole('region', { name: 'Factories that can make this' });
  const titles = factories.getByTestId('factory-match').getByRole('link');
  await expect(titles.first()).toBeVisible();
  const names = await titles.allTextContents();
  expect(names[0]).toMatch(/mailer box/i);
  expect(
    names.slice(0, 3).every((n) => /box/i.test(n)),
    names.join(' | '),
  ).toBe(true);
  expect(
    names.some((n) => /soap|lip balm/i.test(n)),
    names.join(' | '),
  ).toBe(false);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Delete, after a confirmation: the gallery is empty again.
  await gallery.getByRole('button', { name: 'Actions for kraft mailer box' }).click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this design?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(gallery.getByTestId('gallery-design')).toHaveCount(1);
  await gallery.getByRole('button', { name: 'Actions for kraft mailer box' }).click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  await confirm.getByRole('button', { name: 'Delete design' }).click();
  await expect(page.getByTestId('gallery-empty')).toBeVisible();
  await expect(page.getByText('No saved designs yet')).toBeVisible();
});
