// Issue 24's assistant pages as a user meets them, each looked at (axe + 1440/390 screenshots): the forge
// access gate and its code dialog for a new store, the assistants and agents once unlocked, an assistant's
// page answering a question, the chatbot panel on another page, the sourcing agent's outreach tools and the
// tech pack list.
import { randomUUID } from 'node:crypto';
import { createStore, expect, test, useToken } from '../fixtures';
import { seriousFindings, shootAndCheck } from '../page-checks';

test.use({ bypassCSP: true }); // axe is injected as an inline script

test('a new store unlocks the assistants with its access code and sees which need a plan', async ({
  page,
  request,
}) => {
  const store = await createStore(request);
  await useToken(page, store.token);
  await page.goto('/ai-agents');
  const gate = page.getByTestId('assistant-access-gate');
  await shootAndCheck(page, 'ai-agents-gate', async () => {
    await expect(gate.getByRole('heading', { name: 'AI assistants are invite-only for now' })).toBeVisible();
  });

  await gate.getByRole('button', { name: 'Enter access code' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI assistants access' });
  await expect(dialog.getByLabel('Access code')).toBeFocused();
  // A wrong code is refused with its reason, in the dialog.
  await dialog.getByLabel('Access code').fill('NOT-A-CODE');
  await dialog.getByRole('button', { name: 'Unlock AI assistants' }).click();
  await expect(dialog.getByText(/code/i).last()).toBeVisible();
  await shootAndCheck(page, 'ai-agents-access-code', async () => {
    await expect(dialog).toBeVisible();
  });
  expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByLabel('Access code').fill('FORGE-DEMO-2026');
  await dialog.getByRole('button', { name: 'Unlock AI assistants' }).click();

  // Unlocked: the agents and the assistants, each a link.
  await expect(page.getByRole('heading', { name: 'AI assistants', level: 1 })).toBeVisible();
  const agents = page.getByRole('region', { name: 'Agents' });
  await expect(agents.getByRole('link', { name: /AI sourcing agent/ })).toBeVisible();
  await shootAndCheck(page, 'ai-agents', async () => {
    await expect(page.getByTestId('agent-sourcing')).toBeVisible();
  });

  // A free plan: the assistants say up front that they need the Professional plan; "See plans" opens them.
  await expect(page.getByText('Part of the Professional plan')).toBeVisible();
  await expect(page.getByTestId('agent-sourcing')).toContainText('Professional plan');
  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page.getByRole('dialog', { name: /plan/i })).toBeVisible();
  // The agents' pages have no side menu, but always the way back.
  await page.goto('/sourcing-agent');
  await page.getByRole('link', { name: '← Back to Homebase' }).click();
  await expect(page).toHaveURL(/\/homebase$/);
});

test("an assistant's page answers a question from the catalog, on the Professional plan", async ({
  page,
  request,
}) => {
  // A new store on the Professional plan (a saved test card), with the access code entered.
  const store = await createStore(request);
  const headers = { authorization: `Bearer ${store.token}` };
  const token = await request.post('/rest/main/payments/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' },
  });
  const card = await request.post('/rest/main/web/payment-methods', {
    headers,
    data: { token: (await token.json()).id, setDefault: true },
  });
  expect(card.ok(), await card.text()).toBe(true);
  const subscribed = await request.post('/rest/main/web/subscriptions', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { planType: 'TIER_3', interval: 'MONTHLY', paymentMethodId: (await card.json()).id },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  const unlocked = await request.post('/rest/main/web/forge-access-code/-/submit-code', {
    headers,
    data: { code: 'FORGE-DEMO-2026' },
  });
  expect(unlocked.ok(), await unlocked.text()).toBe(true);
  await useToken(page, store.token);

  await page.goto('/ai-agents');
  await expect(page.getByTestId('agent-sourcing')).toBeVisible();
  await expect(page.getByText('Part of the Professional plan')).toHaveCount(0);
  await page.getByTestId('agent-sourcing').click();
  await expect(page).toHaveURL(/\/llm\/sourcing$/);
  await page.getByLabel('Your question').fill('Which suppliers make candles?');
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.getByTestId('chat-assistant').last();
  await expect(answer).toContainText(/candle/i, { timeout: 20_000 });
  await expect(page.getByTestId('chat-streaming')).toHaveCount(0);
  await shootAndCheck(page, 'llm-sourcing', async () => {
    await expect(answer).toBeVisible();
  });
});

test('the chatbot answers beside any page and starts over', async ({ founderPage: page }) => {
  await page.goto('/homebase');
  await page.getByRole('button', { name: 'Ask the assistant' }).click();
  const panel = page.getByTestId('chatbot-panel');
  await panel.getByLabel('Your question').fill('How do custom projects work?');
  await panel.getByRole('button', { name: 'Send' }).click();
  const answer = panel.getByTestId('chat-assistant').last();
  await expect(answer).not.toBeEmpty({ timeout: 20_000 });
  await expect(panel.getByTestId('chat-streaming')).toHaveCount(0);
  await shootAndCheck(page, 'chatbot-panel', async () => {
    await expect(answer).toBeVisible();
  });
  await panel.getByRole('button', { name: 'Start over' }).click();
  await expect(panel.getByTestId('chat-assistant')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close the assistant' }).click();
  await expect(panel).toBeHidden();
});

test("the sourcing agent's outreach tools and the tech pack list", async ({ founderPage: page }) => {
  await page.goto('/sourcing-agent');
  const tools = page.getByRole('tablist', { name: 'Outreach tools' });
  await tools.scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: "Analyze a supplier's website" })).toBeVisible();
  await tools.getByRole('tab', { name: 'Send from your email' }).click();
  await expect(page.getByRole('form', { name: 'Register a sender' })).toBeVisible();
  await shootAndCheck(page, 'sourcing-agent-outreach-own-email', async () => {
    await expect(page.getByLabel('Sender address')).toBeVisible();
  });
  await tools.getByRole('tab', { name: 'Membership' }).click();
  await expect(page.getByRole('form', { name: "Join the agent's membership" })).toBeVisible();
  await shootAndCheck(page, 'sourcing-agent-outreach-membership', async () => {
    await expect(page.getByLabel('Email to reach you')).toBeVisible();
  });

  await page.goto('/sourcing-agent-review');
  await shootAndCheck(page, 'tech-packs-list', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
