// What the fulfilment journeys check on each page they look at: axe's serious findings, and screenshots at
// 1440 and 390 px wide (written under the run's test-results, or SHOTS_DIR).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/fulfillment-shots';

/** Serious and critical axe findings on the page (axe is injected inline: the specs bypass the CSP). */
export async function seriousFindings(page: Page): Promise<string[]> {
  const file = process.env.AXE_CORE_PATH ?? createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.addScriptTag({ content: fs.readFileSync(file, 'utf8') });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return (result.violations as { id: string; impact: string; nodes: { html: string }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
  });
}

/**
 * Screenshots of the page at both widths (`ready` waits for what each width must show) and no serious axe
 * finding at either; back to 1440 px after.
 */
export async function shootAndCheck(page: Page, name: string, ready: () => Promise<void> = async () => {}) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ready();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    expect(await seriousFindings(page), `${name} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
