// Plans and subscriptions (issue 22): a Free founder who used the design trial upgrades in the manage_plan
// dialog and designs again; pauses and resumes the plan; then starts cancelling through the survey and takes
// the 40% offer.
import type { APIRequestContext } from '@playwright/test';
import { createStore, expect, type NewStore, test, useToken } from '../fixtures';
import { seriousFindings } from '../page-checks';

// axe-core is injected inline (as e2e/stores/accessibility.spec.ts does), which the app's CSP refuses.
test.use({ bypassCSP: true });

const auth = (s: NewStore) => ({ authorization: `Bearer ${s.token}` });

/** Spends the free design trial (20 images) through the API, and saves a card to pay with. */
async function freeFounderWithCard(request: APIRequestContext) {
  const store = await createStore(request);
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/rest/main/commons/ai/gpt-images', {
      headers: auth(store),
      data: { prompt: `a ceramic mug, try ${i}`, numImages: 4 },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const token = await request.post('/rest/main/payments/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' },
  });
  const card = await request.post('/rest/main/web/payment-methods', {
    headers: auth(store),
    data: { token: (await token.json()).id, setDefault: true },
  });
  expect(card.ok(), await card.text()).toBe(true);
  return store;
}

test('a Free founder past the design trial upgrades in manage_plan, designs again, pauses, resumes and takes the 40% offer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const store = await freeFounderWithCard(request);
  await useToken(page, store.token);

  // The trial is used up: generating is refused with the way out.
  await page.goto('/product-design');
  await page.getByRole('button', { name: 'Design a product' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Design a product' });
  await modal.getByLabel('Describe your product').fill('a lavender soy candle in a frosted glass jar');
  await modal.getByRole('button', { name: 'Generate 4 designs' }).click();
  await modal.getByRole('link', { name: 'Choose a plan' }).click();

  // manage_plan opens over the design page at the plans; Beginner with the saved card.
  const dialog = page.getByRole('dialog', { name: 'Manage plan' });
  await expect(dialog.getByTestId('plan-card-TIER_3')).toContainText('$1.15 per order');
  await expect(dialog.getByTestId('plan-card-TIER_2')).toContainText('$1.50 per order');
  await expect(dialog.getByTestId('plan-card-TIER_2')).toContainText('$25.00 signup credits');
  await expect(page).toHaveURL(/\/product-design\?open=manage_plan/);
  expect(await seriousFindings(page, '.mantine-Modal-content')).toEqual([]);
  await dialog.getByRole('button', { name: 'Choose: Beginner' }).click();
  await expect(dialog.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Start free trial' }).click();

  const welcome = page.getByRole('dialog', { name: "You're all set" });
  await expect(welcome.getByRole('link', { name: 'Book a demo with a specialist' })).toHaveAttribute(
    'href',
    '/book-a-demo',
  );
  await expect(welcome.getByRole('link', { name: 'Workshops and videos' })).toHaveAttribute(
    'href',
    '/education',
  );
  await welcome.getByRole('button', { name: 'Continue where I was' }).click();

  // Designing works again at once, without the trial's watermark.
  await page.getByRole('button', { name: 'Design a product' }).first().click();
  await modal.getByLabel('Describe your product').fill('a lavender soy candle in a frosted glass jar');
  await modal.getByRole('button', { name: 'Generate 4 designs' }).click();
  const results = page.getByRole('dialog', { name: 'Pick your design' });
  await expect(results.getByRole('group', { name: 'Generated designs' }).getByRole('button')).toHaveCount(4);
  await page.keyboard.press('Escape');

  // Pause from the account page, then resume.
  await page.goto('/account-info');
  const plan = page.getByTestId('plan-section');
  await expect(plan).toContainText('Beginner');
  await expect(plan).toContainText('Trial');
  await plan.getByRole('link', { name: 'Pause' }).click();
  const pause = page.getByRole('dialog', { name: 'Pause your plan' });
  await pause.getByRole('radio', { name: 'Skip the paused months' }).check();
  await pause.getByRole('button', { name: 'Pause plan' }).click();
  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent.getByText('Your plan is paused')).toBeVisible();
  await sent.getByRole('button', { name: 'Back to my plan' }).click();
  const overview = page.getByRole('dialog', { name: 'Your plan' });
  await expect(overview).toContainText('Paused until');
  await overview.getByRole('button', { name: 'Resume plan' }).click();
  const resumed = page.getByRole('dialog', { name: 'Plan resumed' });
  await expect(resumed.getByText('Your Beginner plan is running again.')).toBeVisible();
  await resumed.getByRole('button', { name: 'Back to my plan' }).click();

  // Cancel through the survey, in order, and take the 40% offer.
  await overview.getByRole('button', { name: 'Cancel plan' }).click();
  const survey = page.getByRole('dialog', { name: 'Before you go' });
  const answer = async (label: string) => {
    await survey.getByRole('radio', { name: label }).check();
    await survey.getByRole('button', { name: /^(Next|Apply 40% off)$/ }).click();
  };
  await expect(survey.getByText('Why do you want to cancel?')).toBeVisible();
  await answer("I'm low on funds");
  await expect(survey.getByText('How likely are you to recommend Quarry to a friend?')).toBeVisible();
  await answer('7–9');
  await answer('No thanks');
  await expect(survey.getByText("Why didn't you order samples?")).toBeVisible();
  await answer("It's too much work");
  await expect(survey.getByText('Stay with us for 40% off your next 3 months?')).toBeVisible();
  await answer('Yes, apply 40% off');
  await expect(
    page.getByRole('dialog', { name: 'Request sent' }).getByText(/40% off is applied/),
  ).toBeVisible();
  await page.getByRole('dialog', { name: 'Request sent' }).getByRole('button', { name: 'Done' }).click();
  await expect(plan).toContainText('Beginner');
  const view = await (
    await request.get('/rest/main/web/subscriptions/current', { headers: auth(store) })
  ).json();
  expect(view.subscription).toMatchObject({
    planType: 'TIER_2',
    cancelAtPeriodEnd: false,
    discount: { percentOff: 40 },
  });
});

test('a founder books a demo with a specialist, gets the call link, and cancels it', async ({
  page,
  request,
}, testInfo) => {
  const store = await createStore(request);
  await useToken(page, store.token);
  await page.goto('/book-a-demo');
  await expect(page.getByRole('heading', { name: 'Book a demo', level: 1 })).toBeVisible();
  const book = page.getByRole('button', { name: 'Choose a time' });
  await expect(book).toBeDisabled();
  // A chip is a visually hidden radio and its label: click the first free time's label, as a founder does.
  const free = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { disabled: false }).first();
  await page.locator(`label[for="${await free.getAttribute('id')}"]`).click();
  await expect(free).toBeChecked();
  await expect(page.getByRole('button', { name: /^Book / })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('book-demo-1440.png'), fullPage: true });
  expect(await seriousFindings(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: /^Book / }).click();
  const upcoming = page.getByTestId('demo-upcoming');
  await expect(upcoming.getByRole('link', { name: 'Join the call' })).toHaveAttribute('href', /\/meetings\//);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('book-demo-booked-390.png'), fullPage: true });
  expect(await seriousFindings(page, 'main')).toEqual([]);
  await upcoming.getByRole('button', { name: 'Cancel this demo' }).click();
  await expect(page.getByRole('button', { name: 'Choose a time' })).toBeVisible();
});
