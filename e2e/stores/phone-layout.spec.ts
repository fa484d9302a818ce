// Phone layout (issue 21 item 14): at 390 × 844 every page a founder uses first fits the screen — no sideways
// page scroll, no tab label cut to "Orde", a message box as wide as the phone, order statuses read whole.
import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/web/api/storage-keys';
import { ACCOUNTS, expect, signIn, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;

/** No horizontal overflow of the page itself (a table or tab bar may scroll inside its own box). */
async function expectNoPageOverflow(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE_WIDTH);
}

/** The element shows its whole text: its content is not wider than its box (no ellipsis, no clipping). */
const isNotTruncated = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)].map((el) => ({
        text: el.textContent ?? '',
        whole: el.scrollWidth <= el.clientWidth + 1,
      })),
    selector,
  );

const tokenOf = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), TOKEN_STORAGE_KEY);

/** Buys one sample through the API (card token, preview, pay), so the orders list has an order in production. */
async function buySample(request: APIRequestContext, token: string, catalogItemId: number) {
  const auth = { authorization: `Bearer ${token}` };
  const line = await request.post('/rest/main/web/creator-order-items', {
    headers: auth,
    data: { catalogItemId, quantity: 1, orderType: 'SAMPLES' },
  });
  expect(line.ok(), await line.text()).toBe(true);
  const { id } = (await line.json()) as { id: number };
  const addresses = (await (
    await request.get('/rest/main/web/shipping-addresses', { headers: auth })
  ).json()) as { id: number }[];
  const shippingAddressId = addresses[0]?.id;
  const preview = await request.post('/rest/main/web/creator-invoice-payments/action/preview', {
    headers: auth,
    data: { orderItemIds: [id], ...(shippingAddressId ? { shippingAddressId } : {}) },
  });
  expect(preview.ok(), await preview.text()).toBe(true);
  const totals = (await preview.json()) as { totalCents: number; shippingOptionId: string | null };
  const card = await request.post('/rest/main/payments/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(card.ok(), await card.text()).toBe(true);
  const paid = await request.post('/rest/main/web/creator-invoice-payments', {
    headers: { ...auth, 'idempotency-key': `phone-layout-${Date.now()}` },
    data: {
      orderItemIds: [id],
      ...(shippingAddressId ? { shippingAddressId } : {}),
      ...(totals.shippingOptionId ? { shippingOptionId: totals.shippingOptionId } : {}),
      paymentMethodId: ((await card.json()) as { id: string }).id,
      expectedTotalCents: totals.totalCents,
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  expect(((await paid.json()) as { status: string }).status).toBe('COMPLETED');
}

test('the founder’s first pages fit a 390 px phone', async ({ page, request }) => {
  await signIn(page, ACCOUNTS.founder);
  const token = await tokenOf(page);
  expect(token).toBeTruthy();
  const auth = { authorization: `Bearer ${token}` };

  // Inbox: every tab shows its whole label (the bar scrolls sideways instead of squeezing them).
  await page.goto('/inbox/messages');
  const tabs = page.getByRole('navigation', { name: 'Inbox' });
  for (const name of [
    'Messages',
    'My suppliers',
    'Orders & shipments',
    'Invoices',
    'Custom project requests',
  ]) {
    const tab = tabs.getByRole('link', { name: new RegExp(`^${name.replace('&', '\\&')}`) });
    await expect(tab).toBeVisible();
    const box = await tab.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(name.length * 5);
  }
  const labels = await isNotTruncated(page, 'nav[aria-label="Inbox"] .mantine-Button-label');
  expect(labels.length).toBe(5);
  for (const label of labels) expect(label, label.text).toMatchObject({ whole: true });
  await expectNoPageOverflow(page);

  // A conversation: the message box is as wide as the phone allows, its placeholder on a line or two.
  const conversations = (await (
    await request.get('/rest/main/web/conversations', { headers: auth })
  ).json()) as { id: number }[];
  expect(conversations.length).toBeGreaterThan(0);
  await page.goto(`/inbox/messages?conversation=${conversations[0]!.id}`);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeVisible();
  expect((await box.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(250);
  expect((await box.boundingBox())?.height ?? 999).toBeLessThanOrEqual(80);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  await expectNoPageOverflow(page);

  // Orders: an order in production, its status read whole.
  const [item] = (await (
    await request.get('/rest/main/web/catalog-items?size=1', { headers: auth })
  ).json()) as { id: number }[];
  expect(item).toBeTruthy();
  await buySample(request, token!, item!.id);
  await page.goto('/inbox/orders?tab=IN_PRODUCTION');
  const status = page.getByTestId('order-status').first();
  await expect(status).toHaveText(/In production|Payment pending/);
  const statuses = await isNotTruncated(page, '[data-testid="order-status"] .mantine-Badge-label');
  expect(statuses.length).toBeGreaterThan(0);
  for (const s of statuses) expect(s, s.text).toMatchObject({ whole: true });
  await expectNoPageOverflow(page);

  // Browse, a product, checkout (with a line in the cart) and the brand kits.
  await page.goto('/browse-suppliers');
  await expect(page.getByTestId('catalog-item-card').first()).toBeVisible();
  await expectNoPageOverflow(page);

  await page.goto(`/browse-suppliers/catalog-item/${item!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add samples to cart' })).toBeVisible();
  await expectNoPageOverflow(page);

  const line = await request.post('/rest/main/web/creator-order-items', {
    headers: auth,
    data: { catalogItemId: item!.id, quantity: 1, orderType: 'SAMPLES' },
  });
  expect(line.ok(), await line.text()).toBe(true);
  await page.goto('/checkout');
  await expect(page.getByTestId('order-line').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to shipping' })).toBeVisible();
  await expectNoPageOverflow(page);

  await page.goto('/business-kits');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoPageOverflow(page);
});
