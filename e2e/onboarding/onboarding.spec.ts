import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures';

test('a new founder chooses an account type, takes the quiz, sees Homebase shaped by it and takes the tour', async ({
  page,
}) => {
  const id = randomUUID().slice(0, 8);
  await page.goto('/login?tab=sign-up');
  await page.getByLabel('Store or brand name').fill(`Wick & Wax ${id}`);
  await page.getByLabel('Email').fill(`onboard-${id}@quarry.test`);
  await page.getByLabel(/^Password/).fill('a-long-password');
  await page.getByRole('radio', { name: /^Small business/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // The quiz: the account type chosen at sign-up is its first answer.
  await expect(page).toHaveURL('/homebase/quiz');
  await expect(page.getByTestId('quiz-progress')).toHaveText(/^Question 1 of/);
  await expect(page.getByRole('radio', { name: /^Small business/ })).toBeChecked();
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  await page.getByRole('radio', { name: 'I am developing my first product' }).check();
  await next.click();
  await page.getByRole('radio', { name: 'Home & Candles' }).check();
  await next.click();
  // A business still developing is asked when it launches (a selling one would be asked its sales).
  await expect(page.getByRole('radiogroup', { name: 'When would you like to launch?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Within 3 months' }).check();
  await next.click();
  await page.getByRole('checkbox', { name: 'Finding a manufacturer' }).check();
  await page.getByRole('checkbox', { name: 'Packaging' }).check();
  await page.getByRole('button', { name: 'See my blueprint' }).click();

  // The blueprint.
  await expect(page).toHaveURL('/homebase/blueprint?seenQuiz=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Your blueprint is ready' })).toBeVisible();
  await expect(page.getByTestId('blueprint-plan')).toContainText('Beginner');
  await expect(page.getByRole('link', { name: 'Home & Candles suppliers' })).toBeVisible();

  // The tour starts on Homebase, whose first steps follow the answers.
  await page.getByRole('link', { name: 'Take the tour' }).click();
  await expect(page).toHaveURL('/homebase?onboarding=true');
  const tour = page.getByRole('dialog', { name: 'Tour: Homebase' });
  await expect(tour).toBeVisible();
  await expect(page.getByTestId('first-step')).toHaveText([
    /Find your manufacturer/,
    /Order samples/,
    /Choose your packaging/,
  ]);
  await expect(page.getByTestId('quiz-banner')).toHaveCount(0);
  // Keyboard: focus is inside the tour; Next with Enter.
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(page.getByTestId('tour-step-title')).toHaveText('Help is always here');
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toHaveCount(0);
  await expect(page).toHaveURL('/homebase');

  // Remembered: not shown again.
  await page.reload();
  await expect(page.getByTestId('first-step').first()).toBeVisible();
  await expect(page.getByTestId('guided-tour')).toHaveCount(0);

  // The sourcing home's tour opens by itself once, Esc closes it, and the founder's category comes first.
  await page.goto('/home');
  const sourcingTour = page.getByRole('dialog', { name: 'Tour: Sourcing home' });
  await expect(sourcingTour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sourcingTour).toHaveCount(0);
  const firstCategory = page.getByTestId('category-start').first();
  await expect(firstCategory).toContainText('Home & Candles');
  await expect(firstCategory).toContainText('For you');
  await page.reload();
  await expect(page.getByTestId('category-start').first()).toBeVisible();
  await expect(page.getByTestId('guided-tour')).toHaveCount(0);

  // Restart from the help menu.
  await page.goto('/homebase');
  await page.getByTestId('help-menu').click();
  await page.getByRole('menuitem', { name: 'Take the tour of this page' }).click();
  await expect(page.getByRole('dialog', { name: 'Tour: Homebase' })).toBeVisible();
  await expect(page.getByTestId('tour-step-count')).toHaveText('Step 1 of 4');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('guided-tour')).toHaveCount(0);
  await expect(page.getByTestId('help-menu')).toBeFocused();
});

test('the education panel closes for good on its page; the guides open from /education and the help menu', async ({
  founderPage: page,
}) => {
  await page.goto('/education');
  await expect(page.getByRole('heading', { level: 1, name: 'Founder guides' })).toBeVisible();
  await expect(page.getByTestId('guide-card')).toHaveCount(9);
  await expect(page.getByRole('heading', { level: 2, name: /^SMS marketing/ })).toBeVisible();

  await page.goto('/home');
  const panel = page.getByTestId('education-panel');
  await expect(panel).toContainText('Sourcing: finding the right manufacturer');
  await panel.getByRole('button', { name: 'Read the guide' }).click();
  await expect(page).toHaveURL('/home?education=sourcing');
  const drawer = page.getByRole('dialog', { name: 'Sourcing: finding the right manufacturer' });
  await expect(drawer).toContainText('Always order samples before inventory.');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/home');

  await panel.getByRole('button', { name: 'Hide this guide on this page' }).click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('category-start').first()).toBeVisible();
  await expect(page.getByTestId('education-panel')).toHaveCount(0);

  // The help menu still opens the page's guide.
  await page.getByTestId('help-menu').click();
  await page.getByRole('menuitem', { name: 'Guide for this page' }).click();
  await expect(page.getByRole('dialog', { name: 'Sourcing: finding the right manufacturer' })).toBeVisible();
});
