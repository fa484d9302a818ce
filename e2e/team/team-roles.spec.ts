// Store roles in the web app (issue 22, decision 042): a read-only viewer and a fulfilment-only member see the
// store, and every control their role may not use is locked with the reason or left out — no dead clicks.
// Members join through the real invite (API, dev mailbox) and start signed in with their token.
import fs from 'node:fs';
import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  createStore,
  DEMO_PASSWORD,
  expect,
  firstCatalogItem,
  type NewStore,
  test,
  useToken,
} from '../fixtures';
import { SHOTS_DIR, seriousFindings } from '../page-checks';

// axe is injected inline, which the app's Content-Security-Policy refuses (see e2e/stores/accessibility.spec.ts).
test.use({ bypassCSP: true });

/**
 * A new store (or the given owner's) whose owner invites `role`; the invitee signs up by the emailed link's
 * token.
 */
async function joinAs(request: APIRequestContext, role: 'VIEWER' | 'FULFILMENT', store?: NewStore) {
  const owner = store ?? (await createStore(request));
  const email = `${role.toLowerCase()}-${Date.now()}@quarry.test`;
  const invite = await request.post('/rest/main/web/team-invites', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email, role },
  });
  expect(invite.ok(), await invite.text()).toBe(true);
  let token = '';
  await baseExpect
    .poll(async () => {
      const res = await request.get(`/rest/main/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as { text: string }[];
      token = /team-invites\/accept\?token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  const accepted = await request.post('/rest/main/public/team-invites/accept-signup', {
    data: { token, password: 'member-password-1' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const body = (await accepted.json()) as { token: string };
  return { owner, member: { ...owner, email, token: body.token } satisfies NewStore };
}

/** A locked control: in place, marked disabled, and explaining itself to screen readers and on hover. */
async function expectLocked(page: Page, name: string | RegExp, reason: RegExp) {
  const button = page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(reason);
  await button.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toBeVisible();
  await page.mouse.move(0, 0);
  // The tooltip fades out; the next control's must not be confused with it.
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

const VIEWER_WRITE = /Your role \(Read-only viewer\) can't make changes — ask the store owner for access\./;
const VIEWER_BILLING = /Your role \(Read-only viewer\) can't manage billing or pay/;
const FULFILMENT_BILLING = /Your role \(Fulfilment only\) can't manage billing or pay/;
const FULFILMENT_WRITE = /Your role \(Fulfilment only\) can't make changes/;

test('a read-only viewer sees the store with every purchase and save control locked or left out', async ({
  page,
  request,
}) => {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const { member } = await joinAs(request, 'VIEWER');
  const item = await firstCatalogItem(request, member);
  await useToken(page, member.token);

  // A product page: the price is there; adding to the cart, favorites, a project or a message are not.
  await page.goto(`/browse-suppliers/catalog-item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expectLocked(page, 'Add samples to cart', VIEWER_WRITE);
  await expect(
    page.getByRole('region', { name: `Buy from ${item.companyName}` }).getByTestId('role-note'),
  ).toHaveText(VIEWER_WRITE);
  await expectLocked(page, /^Favorite/, VIEWER_WRITE);
  await expectLocked(page, 'Start a custom project', VIEWER_WRITE);
  await expectLocked(page, 'Message supplier', VIEWER_WRITE);
  // Pressing a locked control does nothing: no request, no cart line, still on the page.
  await page.getByRole('button', { name: 'Add samples to cart' }).click({ force: true });
  await expect(page.getByText('Added to your cart')).toHaveCount(0);
  await expect(page).toHaveURL(`/browse-suppliers/catalog-item/${item.id}`);
  // The side menu marks what the viewer may read but not do.
  const brandKitsItem = page.getByRole('link', { name: 'Brand kits (view only)' });
  await expect(brandKitsItem).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ reviews?$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Review / })).toHaveCount(0);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS_DIR}/viewer-product-1440.png`, fullPage: true });
  expect(await seriousFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS_DIR}/viewer-product-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // /account-info: the forms are disabled with the reason; plan changes and cards are not offered.
  await page.goto('/account-info');
  const profile = page.getByRole('region', { name: 'Store profile' });
  await expect(profile.getByTestId('role-note')).toHaveText(VIEWER_WRITE);
  await expect(profile.getByRole('button', { name: 'Save profile' })).toBeDisabled();
  await expect(profile.getByLabel('Store name')).toBeDisabled();
  const plan = page.getByRole('region', { name: 'Plan and billing' });
  await expect(plan.getByTestId('role-note')).toHaveText(VIEWER_BILLING);
  await expect(plan.getByRole('link', { name: 'Manage plan' })).toHaveCount(0);
  const cards = page.getByRole('region', { name: 'Payment methods' });
  await expect(cards.getByRole('button', { name: 'Add a card' })).toBeDisabled();
  await expect(
    page.getByRole('region', { name: 'Team' }).getByRole('button', { name: 'Invite teammate' }),
  ).toHaveCount(0);
  // The password is the member's own: still theirs to change.
  await expect(
    page.getByRole('region', { name: 'Password' }).getByRole('button', { name: 'Change password' }),
  ).toBeEnabled();
  await page.screenshot({ path: `${SHOTS_DIR}/viewer-account-1440.png`, fullPage: true });
  expect(await seriousFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS_DIR}/viewer-account-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The brand kits page: the kits are readable; creating one is locked with the reason.
  await page.goto('/business-kits');
  await expect(page.getByRole('heading', { level: 1, name: 'Business kits' })).toBeVisible();
  await expectLocked(page, 'Create a business kit', VIEWER_WRITE);
  await expectLocked(page, 'Create your first kit', VIEWER_WRITE);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS_DIR}/viewer-kits-1440.png`, fullPage: true });
  expect(await seriousFindings(page)).toEqual([]);

  // Checkout is payment: the viewer is told so rather than walked into a refusal.
  await page.goto('/checkout');
  await expect(page.getByTestId('role-refused-page')).toContainText(VIEWER_BILLING);
});

test('a fulfilment-only member sees no billing or purchase controls', async ({ page, request }) => {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const { member } = await joinAs(request, 'FULFILMENT');
  const item = await firstCatalogItem(request, member);
  await useToken(page, member.token);

  await page.goto('/account-info');
  const plan = page.getByRole('region', { name: 'Plan and billing' });
  await expect(plan.getByTestId('role-note')).toHaveText(FULFILMENT_BILLING);
  await expect(plan.getByRole('link', { name: /Manage plan|See plans/ })).toHaveCount(0);
  const cards = page.getByRole('region', { name: 'Payment methods' });
  await expect(cards.getByTestId('role-note')).toHaveText(FULFILMENT_BILLING);
  await expect(cards.getByRole('button', { name: 'Add a card' })).toBeDisabled();
  await expect(page.getByTestId('bank-info-owner-only')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS_DIR}/fulfilment-account-1440.png`, fullPage: true });

  // Buying is not theirs either: adding to the cart is a `write`, checkout and the plan dialog are `billing`.
  await page.goto(`/browse-suppliers/catalog-item/${item.id}`);
  await expectLocked(page, 'Add samples to cart', FULFILMENT_WRITE);
  await page.goto('/checkout');
  await expect(page.getByTestId('role-refused-page')).toContainText(FULFILMENT_BILLING);
  await page.goto('/account-info?open=manage_plan');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('role-note')).toHaveText(FULFILMENT_BILLING);
});

test('a read-only viewer of a fulfilment store reads orders, receivings and stock but changes none', async ({
  page,
  request,
}) => {
  // The demo store has the Scaling plan, so its fulfilment pages are open to its members.
  const login = await request.post('/rest/main/login', {
    data: { email: ACCOUNTS.founder, password: DEMO_PASSWORD },
  });
  const demo = (await login.json()) as { token: string };
  const { member } = await joinAs(request, 'VIEWER', {
    email: ACCOUNTS.founder,
    password: DEMO_PASSWORD,
    title: 'Lavender & Co.',
    token: demo.token,
    userId: 0,
  });
  await useToken(page, member.token);
  const refusal = /Your role \(Read-only viewer\) can't work on orders — ask the store owner for access\./;

  await page.goto('/orders');
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible();
  await expectLocked(page, 'Import orders', refusal);
  await expectLocked(page, 'Create order', refusal);
  await expect(page.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled', 'true');
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByRole('table', { name: 'Orders' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  await expect(page.getByTestId('role-note')).toHaveText(refusal);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await expect(page.getByLabel('Internal notes (only your team sees them)')).toBeDisabled();

  await page.goto('/orders/new');
  await expect(page.getByTestId('role-refused-page')).toContainText(refusal);
  await page.goto('/receivings');
  await expectLocked(page, 'Send inventory', refusal);
  await expectLocked(page, 'New receiving', refusal);
  await page.goto('/inventory');
  await expectLocked(page, 'Add product', refusal);
});
