// Business kits (issue 6): a founder with only an idea creates a kit, watches it generate, changes a palette
// colour and sees the slide follow, picks another brand idea and sees the sections after it reset and come
// back, downloads the PDF of the five slides, and shares the public page, opened by a signed-out browser.
import fs from 'node:fs';
import { createStore, expect, test, useToken } from '../fixtures';

test('from an idea to a brand kit: generate, edit, reset by another idea, PDF, public page', async ({
  page,
  request,
  browser,
}) => {
  const store = await createStore(request);
  await useToken(page, store.token);

  await page.goto('/business-kits');
  await page.getByRole('button', { name: 'Create your first kit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a business kit' });
  await dialog.getByRole('button', { name: 'Create kit' }).click();
  await expect(dialog.getByText('Choose a category')).toBeVisible();
  await dialog.getByLabel('Category').fill('Candles');
  await dialog.getByLabel('Product description').fill('a calming lavender candle for busy parents');
  // The new kit has all four generations pending: their progress shows at once. Generation can finish
  // within a second, so what the progress region ever said is recorded as the page renders it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="generation-progress"]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/brand-kit-modules') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Create kit' }).click();
  await expect(page).toHaveURL(/\/business-kits\/\d+/);
  expect(((await (await created).json()) as { pendingRequests: unknown[] }).pendingRequests.length).toBe(4);
  const kitId = Number(/\/business-kits\/(\d+)/.exec(page.url())![1]);

  // Generation progress shows, then every slide is ready.
  const progress = page.getByTestId('generation-progress');
  await expect(page.getByRole('tab')).toHaveText([
    'Idea',
    'Mood board',
    'Market research',
    'Product ideas',
    'Get started',
  ]);
  await expect(progress.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText('4 of 4 slides ready')).toBeVisible();
  await expect(progress).toBeEmpty();
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen.some((t) => t.includes('Creating brand ideas…'))).toBe(true);
  expect(seen.some((t) => t.includes('Writing market research…'))).toBe(true);
  const ideas = page.getByRole('group', { name: 'Brand ideas' }).getByRole('button');
  await expect(ideas).toHaveCount(3);
  await expect(ideas.first()).toHaveAttribute('aria-pressed', 'true');
  const slide = page.getByTestId('slide-IDEA');
  await expect(slide.getByRole('img', { name: /^Brand image \d/ })).toHaveCount(4);

  // A palette colour: the Idea slide used the first colour, so it follows.
  const firstColour = ((await slide.getAttribute('data-color')) ?? '').toLowerCase();
  const palette = page.getByTestId('palette-color-0');
  await expect(palette.getByLabel('Colour 1', { exact: true })).toHaveValue(new RegExp(firstColour, 'i'));
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/brand-kit-modules/${kitId}`) && r.request().method() === 'PUT',
  );
  await palette.getByLabel('Colour 1', { exact: true }).fill('#1f3a5f');
  await palette.getByLabel('Colour 1', { exact: true }).blur();
  expect((await saved).status()).toBe(200);
  await expect(slide).toHaveAttribute('data-color', '#1f3a5f');
  await expect(slide).toHaveCSS('background-color', 'rgb(31, 58, 95)');

  // Another brand idea: the mood board, product ideas and market research reset, then come back for it.
  const second = ideas.nth(1);
  const secondName = ((await second.locator('p').first().textContent()) ?? '').trim();
  await second.click();
  const confirm = page.getByRole('dialog', { name: `Use ${secondName}?` });
  await expect(confirm).toContainText('resets the mood board');
  const reset = page.waitForResponse(
    (r) => r.url().endsWith(`/brand-kit-modules/${kitId}`) && r.request().method() === 'PUT',
  );
  await confirm.getByRole('button', { name: 'Use this idea' }).click();
  const afterReset = (await (await reset).json()) as {
    brandIdeas: { selected: string };
    productSkus: { generations: unknown[] };
    marketResearch: string;
    moodboardImages: string[];
  };
  expect(afterReset.productSkus.generations).toEqual([]);
  expect(afterReset.marketResearch).toBe('');
  expect(afterReset.moodboardImages.every((m) => m === '' || m === 'LOADING')).toBe(true);
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(secondName);
  await expect(progress.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText('4 of 4 slides ready')).toBeVisible();
  await page.getByRole('tab', { name: 'Market research' }).click();
  await expect(page.getByTestId('slide-MARKET_RESEARCH')).toContainText('suppliers');

  // The PDF of the five slides.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(5);

  // Not shared yet: a signed-out browser gets the not-shared page; once shared, the kit.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/bk/${kitId}`);
  await expect(visitorPage.getByRole('heading', { name: "This business kit isn't shared" })).toBeVisible();
  const shared = page.waitForResponse(
    (r) => r.url().endsWith(`/brand-kit-modules/${kitId}`) && r.request().method() === 'PUT',
  );
  await page.getByRole('switch', { name: 'Share publicly' }).click();
  expect((await shared).status()).toBe(200);
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { level: 1 })).toContainText(secondName);
  await expect(visitorPage.getByTestId('slide-MOODBOARD').getByRole('img')).toHaveCount(8);
  await expect(visitorPage.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await visitor.close();
});
