// Zero serious or critical axe findings on the onboarding pages (the quiz, the blueprint, /education) and
// over the tour and the guide drawer, at desktop and phone widths; screenshots for a look when SHOTS_DIR is set.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { createStore, expect, test, useToken } from '../fixtures';

test.use({ bypassCSP: true }); // axe is injected inline (see e2e/stores/accessibility.spec.ts)

async function seriousFindings(page: Page): Promise<string[]> {
  const source = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
}

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
