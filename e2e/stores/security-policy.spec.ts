import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Every Content-Security-Policy violation the page reports (console and securitypolicyviolation events). */
function collectViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

test('the built app runs under its Content-Security-Policy, realtime socket included', async ({ page }) => {
  const violations = collectViolations(page);
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');

  let realtimeReady = false;
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/rest/main/realtime')) return;
    ws.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"ready"')) realtimeReady = true;
    });
  });
  await page.getByLabel('Email').fill('founder@quarry.test');
  await page.getByLabel(/^Password/).fill('quarry-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/homebase');
  await page.goto('/inbox/messages');
  await expect.poll(() => realtimeReady, { timeout: 30_000 }).toBe(true);
  await page.goto('/browse-suppliers');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(violations).toEqual([]);
});
