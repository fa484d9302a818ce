// Zero serious or critical axe findings on the onboarding pages (the quiz, the blueprint, /education) and
// over the tour and the guide drawer, at desktop and phone widths; screenshots for a look when SHOTS_DIR is set.
import type { Page } from '@playwright/test';
import { createStore, expect, test, useToken } from '../fixtures';
import { seriousFindings } from '../page-checks';

test.use({ bypassCSP: true }); // axe is injected inline (see e2e/stores/accessibility.spec.ts)

const PAGES: [name: string, path: string, ready: (page: Page) => ReturnType<Page['getByTestId']>][] = [
  ['quiz', '/homebase/quiz', (p) => p.getByTestId('quiz-progress')],
  ['blueprint', '/homebase/blueprint', (p) => p.getByTestId('blueprint-empty')],
  ['education', '/education', (p) => p.getByTestId('guide-card').first()],
  ['tour', '/homebase?onboarding=true', (p) => p.getByRole('dialog', { name: 'Tour: Homebase' })],
  ['guide-drawer', '/home?education=sourcing', (p) => p.getByRole('dialog', { name: /^Sourcing:/ })],
];

for (const width of [1440, 390]) {
  test(`onboarding pages at ${width} px: no serious axe findings`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const store = await createStore(request);
    await useToken(page, store.token);
    const report: Record<string, string[]> = {};
    for (const [name, path, ready] of PAGES) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (process.env.SHOTS_DIR)
        await page.screenshot({
          path: `${process.env.SHOTS_DIR}/${name}-${width}.png`,
          fullPage: name !== 'tour',
        });
      report[name] = await seriousFindings(page);
    }
    expect(report).toEqual(Object.fromEntries(Object.keys(report).map((k) => [k, []])));
  });
}
