// What a journey checks on each page it looks at: axe's serious and critical findings (WCAG 2 A/AA), and
// screenshots at 1440 and 390 px wide. axe-core runs in the page, injected inline from node_modules/axe-core
// (or AXE_CORE_PATH); the app's Content-Security-Policy (script-src 'self') refuses inline scripts, so a spec
// that uses this sets `test.use({ bypassCSP: true })` (e2e/stores/security-policy.spec.ts checks the policy).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Where screenshots go: SHOTS_DIR, or under the run's test-results. */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/shots';

let axeSource: string | undefined;
function axe(): string {
  if (axeSource) return axeSource;
  let file = process.env.AXE_CORE_PATH;
  if (!file) {
    try {
      file = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    } catch {
      throw new Error('axe-core is not installed: add it as a devDependency (npm i -D axe-core)');
    }
  }
  axeSource = fs.readFileSync(file, 'utf8');
  return axeSource;
}

/**
 * Serious and critical axe findings on the page, or inside `within` (a CSS selector), each as
 * "rule: up to three offending elements" (with their colours for a contrast finding).
 */
export async function seriousFindings(page: Page, within?: string): Promise<string[]> {
  await page.addScriptTag({ content: axe() });
  return page.evaluate(async (selector) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(selector ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    type Node = { target: string[]; html: string; any: { data?: { fgColor?: string; bgColor?: string } }[] };
    return (result.violations as { id: string; impact: string; help: string; nodes: Node[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => {
        const nodes = v.nodes.slice(0, 3).map((n) => {
          const c = n.any[0]?.data;
          const colours = c?.fgColor ? ` (${c.fgColor} on ${c.bgColor})` : '';
          return `${n.target.join(' ')}: ${n.html.slice(0, 140)}${colours}`;
        });
        return `${v.id} (${v.help}): ${nodes.join(' | ')}`;
      });
  }, within);
}

/** A full-page screenshot named `<name>-<width>.png` under SHOTS_DIR (or `dir`). */
export async function shot(page: Page, name: string, dir = SHOTS_DIR) {
  fs.mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}

/**
 * Screenshots of the page at 1440 and 390 px wide (`ready` waits for what each width must show), no
 * serious axe finding at either and no sideways scrolling of the page; back to 1440 px after.
 */
export async function shootAndCheck(page: Page, name: string, ready: () => Promise<void> = async () => {}) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The layout's own transitions (the side menu sliding away on a phone) finish before anything is judged.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await ready();
    await shot(page, name);
    expect(await seriousFindings(page), `${name} at ${width}px`).toEqual([]);
    // Nothing pushes the page wider than the screen (a wide table scrolls inside its own region).
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
