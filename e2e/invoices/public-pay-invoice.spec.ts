// Paying a supplier invoice through its public link (issue 5): a visitor with no account tries the decline
// card, sees why it failed with the form still there, then pays with the success card; the founder's invoice
// is paid.

import type { Page } from '@playwright/test';
import type { Invoice } from '../../src/shared/contract/invoices';
import { TEST_CARDS } from '../../src/shared/rules/payments';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from '../fixtures';

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
}

test('pay a supplier invoice through the public link with the decline card, then the success card', async ({
  page,
  request,
}) => {
  // The demo founder store has one open invoice; its pay link's token is visible to the store.
  const login = await request.post('/rest/main/login', {
    data: { email: ACCOUNTS.founder, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const list = await request.get('/rest/main/web/creator-invoices?status=OPEN', { headers: auth });
  expect(list.ok(), await list.text()).toBe(true);
  const invoice = ((await list.json()) as Invoice[]).find((i) => i.sn);
  expect(invoice, 'the demo founder has an open invoice with a pay link').toBeTruthy();
  const { id, sn, number } = invoice as Invoice & { sn: string };

  // A visitor: no session in this browser.
  await page.goto(`/public-pay-invoice/${sn}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  if (invoice?.needsShippingAddress) {
    await page.getByLabel(/^Full name/).fill('Ada Lovelace');
    await page.getByLabel(/^Street address/).fill('350 Fifth Avenue');
    await page.getByLabel(/^City/).fill('New York');
    await page.getByLabel(/^Postal code/).fill('10118');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
  }
  const pay = page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d$/ });
  await expect(pay).toBeVisible();
  // Visitors have no saved cards, so the card form is open at once.
  await expect(page.getByRole('radio', { name: /••••/ })).toHaveCount(0);

  await fillCard(page, TEST_CARDS.decline);
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await page.getByLabel('Email for the receipt').fill('accounts@example.test');
  await pay.click();
  const notice = page.getByTestId('payment-notice');
  await expect(notice).toContainText('Your card was declined.');
  await expect(notice).toBeFocused();
  // The form stays, for another card.
  await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace');

  await fillCard(page, TEST_CARDS.success);
  await pay.click();
  const receipt = page.getByTestId('payment-receipt');
  await expect(receipt).toContainText('Payment received');
  await expect(receipt).toContainText(`for invoice ${number}`);

  // The store sees it paid, and the link now says there is nothing to pay.
  const after = await request.get(`/rest/main/web/creator-invoices/${id}`, { headers: auth });
  expect(((await after.json()) as Invoice).status).toBe('PAID');
  await page.reload();
  await expect(page.getByText('This invoice is paid')).toBeVisible();
});
