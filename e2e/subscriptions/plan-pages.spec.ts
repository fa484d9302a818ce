// The plan pages at 1440 and 390 px (issue 22): a gated area for a Free store says what it is and opens the
// plans; the manage_plan dialog; the /homebase/subscription-* pages and their /home/... legacy redirects.
// Screenshots go to test-results/plan-pages; axe finds nothing serious or critical.
import { createStore, expect, signIn, test, useToken } from '../fixtures';
import { seriousFindings } from '../page-checks';

test.use({ bypassCSP: true });

for (const width of [1440, 390]) {
  test(`plan pages at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const store = await createStore(request);
    await useToken(page, store.token);
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/plan-pages/${name}-${width}.png`, fullPage: true });

    // A Free store opens fulfilment: what it is, the plan that has it, and See plans.
    await page.goto('/fulfillment-services');
    const locked = page.getByTestId('area-locked-page');
    await expect(locked).toContainText('part of the Beginner plan');
    await expect(locked).toContainText('Store inventory at our North Carolina warehouse');
    expect(await seriousFindings(page)).toEqual([]);
    await shot('area-locked');
    await locked.getByRole('link', { name: 'See plans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage plan' });
    await expect(dialog.getByTestId('plan-card-TIER_1')).toContainText('Your plan');
    await dialog.getByText('Yearly (2 months free)').click();
    await expect(dialog.getByTestId('plan-card-TIER_3')).toContainText('$1,490.00 / year');
    await shot('manage-plan');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The homebase pages, reached by their legacy paths too; without a plan they say so.
    for (const item of ['subscription-cycle-change', 'subscription-downgrade', 'subscription-updated']) {
      await page.goto(`/home/${item}`);
      await expect(page).toHaveURL(`/homebase/${item}`);
      await expect(page.locator('h1')).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
      await shot(item);
    }
    await expect(page.getByTestId('subscription-updated')).toContainText('Free');

    // Business kits and the account page stay open on Free.
    await page.goto('/account-info');
    await expect(page.getByTestId('plan-section')).toContainText('No plan invoices yet');
    await shot('account-plan');
  });
}

test('staff read the cancellation report', async ({ page }) => {
  await signIn(page, 'staff@quarry.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation report' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousFindings(page)).toEqual([]);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/plan-pages/cancellation-report-${width}.png`,
      fullPage: true,
    });
  }
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});
