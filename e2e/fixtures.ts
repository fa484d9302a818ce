// Shared pieces of the browser suite: demo accounts, a store factory, tokens and a login fixture.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../src/web/api/storage-keys';

export { expect };

export const DEMO_PASSWORD = 'quarry-demo';
export const ACCOUNTS = {
  founder: 'founder@quarry.test',
  preview: 'preview@quarry.test',
  supplier: 'supplier@quarry.test',
  ops: 'ops@quarry.test',
} as const;

export type NewStore = { email: string; password: string; title: string; token: string; userId: number };

/** Factory: a new store and its owner, created through the API (fast; the UI sign-up has its own spec). */
export async function createStore(
  request: APIRequestContext,
  overrides: Partial<Pick<NewStore, 'title'>> = {},
) {
  const id = randomUUID().slice(0, 8);
  const store = {
    email: `e2e-${id}@quarry.test`,
    password: `pw-${id}-secret`,
    title: overrides.title ?? `E2E Brand ${id}`,
  };
  const res = await request.post('/rest/main/register?userType=STORE', { data: store });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { ...store, token: body.token, userId: body.user.id } satisfies NewStore;
}

/** Signs in through the login page and waits for the app to settle on the landing path. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, landing = '/homebase') {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
}

/** Starts the browser with a token already in localStorage, as "keep me signed in" leaves it. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('e2e-token-set')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e-token-set', '1');
      }
    },
    [TOKEN_STORAGE_KEY, token] as const,
  );
}

/** A JWT-shaped token with a chosen expiry, signed with a key the server does not know. */
export function forgedToken(expiresInSeconds: number, sub = '1'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = { sub, tv: 0, iat: now - 60, exp: now + expiresInSeconds, jti: randomUUID() };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${Buffer.from('forged-signature').toString('base64url')}`;
}

export const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

type Fixtures = {
  /** A page signed in as the demo founder (founder@quarry.test). */
  founderPage: Page;
};

export const test = base.extend<Fixtures>({
  founderPage: async ({ page }, use) => {
    await signIn(page, ACCOUNTS.founder);
    await use(page);
  },
});

/** The first catalog item of a listing (`query`), as the API answers it to `store`. */
export type CatalogItemRow = { id: number; title: string; companyId: number; companyName: string };

export async function firstCatalogItem(
  request: APIRequestContext,
  store: NewStore,
  query = 'size=1',
): Promise<CatalogItemRow> {
  const res = await request.get(`/rest/main/web/catalog-items?${query}`, {
    headers: { authorization: `Bearer ${store.token}` },
  });
  expect(res.ok()).toBe(true);
  const [item] = (await res.json()) as CatalogItemRow[];
  if (!item) throw new Error('the demo catalog has no items');
  return item;
}

/**
 * Buys a catalog item through the API as checkout leaves it (a saved test card, a new address, paid): for
 * journeys that start after a purchase. Answers the order item's id and the payment's total.
 */
export async function payForItem(
  request: APIRequestContext,
  token: string,
  line: { catalogItemId: number; quantity: number; orderType: 'SAMPLES' | 'INVENTORY' },
): Promise<{ orderItemId: number; totalCents: number }> {
  const auth = { authorization: `Bearer ${token}` };
  const card = await request.post('/rest/main/payments/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
  });
  expect(card.ok(), await card.text()).toBe(true);
  const method = await request.post('/rest/main/web/payment-methods', {
    headers: auth,
    data: { token: ((await card.json()) as { id: string }).id },
  });
  expect(method.ok(), await method.text()).toBe(true);
  const address = await request.post('/rest/main/web/shipping-addresses', {
    headers: auth,
    data: {
      name: 'Ana Lima',
      line1: '1 Market Street',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94105',
      countryCode: 'US',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const item = await request.post('/rest/main/web/creator-order-items', { headers: auth, data: line });
  expect(item.ok(), await item.text()).toBe(true);
  const orderItemId = ((await item.json()) as { id: number }).id;
  const paid = await request.post('/rest/main/web/creator-invoice-payments', {
    headers: { ...auth, 'idempotency-key': randomUUID() },
    data: {
      orderItemIds: [orderItemId],
      shippingAddressId: ((await address.json()) as { id: number }).id,
      paymentMethodId: ((await method.json()) as { id: number }).id,
    },
  });
  const body = (await paid.json()) as { status: string; totals: { totalCents: number } };
  expect(body.status, JSON.stringify(body)).toBe('COMPLETED');
  return { orderItemId, totalCents: body.totals.totalCents };
}
