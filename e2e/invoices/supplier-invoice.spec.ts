// A supplier invoices a founder it talks with from its portal (issue 5): it signs in, writes an invoice with
// two lines, sends it, and sees it awaiting payment with a public pay link the founder's side can open.
import type { Invoice } from '../../src/shared/contract/invoices';
import { ACCOUNTS, createStore, DEMO_PASSWORD, expect, signIn, test } from '../fixtures';

test('a supplier creates and sends an invoice, and sees it open with its public link', async ({
  page,
  request,
}) => {
  // A founder store that has a conversation with the demo supplier (its own, so no other spec's invoices
  // mix with this one).
  const store = await createStore(request, { title: `Invoice Candles ${Date.now() % 100000}` });
  const storeAuth = { authorization: `Bearer ${store.token}` };
  const login = await request.post('/rest/main/login', {
    data: { email: ACCOUNTS.supplier, password: DEMO_PASSWORD },
  });
  const supplierToken = ((await login.json()) as { token: string }).token;
  const me = await request.get('/rest/main/web/stores/me', {
    headers: { authorization: `Bearer ${supplierToken}` },
  });
  const { supplierId } = (await me.json()) as { supplierId: number };
  const opened = await request.post('/rest/main/web/conversations', {
    headers: storeAuth,
    data: { supplierId },
  });
  expect(opened.ok(), await opened.text()).toBe(true);

  await signIn(page, ACCOUNTS.supplier, DEMO_PASSWORD, '/supplier');
  await page
    .getByRole('navigation', { name: 'Supplier portal' })
    .getByRole('link', { name: 'Invoices' })
    .click();
  await expect(page).toHaveURL('/supplier/invoices');
  await page.getByRole('link', { name: 'New invoice' }).click();
  await expect(page).toHaveURL('/supplier/invoices/new');

  // The founder select lists the stores the supplier works with.
  await page
    .getByLabel(/^Founder/)
    .first()
    .click();
  await page.getByRole('option', { name: store.title }).click();
  await page.getByLabel('Line 1: description').fill('Amber jar candle, 8 oz');
  await page.getByLabel('Line 1: quantity').fill('200');
  await page.getByLabel('Line 1: unit price in dollars').fill('4.25');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.getByLabel('Line 2: description').fill('Freight to your warehouse');
  await page.getByLabel('Line 2: unit price in dollars').fill('180');
  await expect(page.getByTestId('invoice-total')).toHaveText('$1,030.00');
  await page.getByLabel('Note to the founder').fill('Thank you for the order!');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  // The invoice's page: sent, awaiting payment, with its lines and public pay link.
  await expect(page).toHaveURL(/\/supplier\/invoices\/\d+$/);
  await expect(page.getByTestId('invoice-status')).toHaveText('Awaiting payment');
  await expect(page.getByTestId('invoice-lines-total')).toHaveText('$1,030.00');
  const link = page.getByLabel(/^Public pay link/);
  await expect(link).toHaveValue(/\/public-pay-invoice\/[A-Za-z0-9_-]{32}$/);
  const sn = (await link.inputValue()).split('/public-pay-invoice/')[1]!;
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page.getByRole('button', { name: 'Mark uncollectible' })).toBeVisible();

  // Anyone with the link sees it; the founder has it to pay, and a message in the conversation.
  const shared = await request.get(`/rest/main/public/creator-invoices/${sn}`);
  expect(shared.ok()).toBe(true);
  expect(((await shared.json()) as Invoice).totalCents).toBe(103_000);
  const open = await request.get('/rest/main/web/creator-invoices?status=OPEN', { headers: storeAuth });
  const invoices = (await open.json()) as Invoice[];
  expect(invoices.map((i) => i.number)).toEqual([heading]);

  // The list shows it under "Awaiting payment".
  await page.getByRole('link', { name: 'All invoices' }).click();
  await page.getByRole('tab', { name: 'Awaiting payment' }).click();
  await expect(page.getByTestId('invoice-row').filter({ hasText: store.title }).first()).toContainText(
    heading ?? 'INV-',
  );
});
