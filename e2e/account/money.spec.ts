// The account's money (issue 22): a founder who bought a sample saves a payout bank account and sees it
// only masked, finds the payment in the payment records (with its lines) and in past orders, and reads the
// sales section, which is honestly zero before the store has sales.
import { createStore, expect, payForItem, test, useToken } from '../fixtures';
import { seriousFindings } from '../page-checks';

test.use({ bypassCSP: true }); // axe is injected as an inline script

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('save the payout bank account, see it masked, see payment records and sales', async ({
  page,
  request,
}) => {
  const store = await createStore(request);
  const { totalCents: total } = await payForItem(request, store.token, {
    catalogItemId: 1,
    quantity: 1,
    orderType: 'SAMPLES',
  });
  await useToken(page, store.token);
  await page.goto('/account-info');

  // Sales: zero, honestly, with the starting milestone.
  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByTestId('sales-milestone')).toContainText('Getting started');
  await expect(sales.getByRole('img', { name: 'Getting started badge' })).toBeVisible();
  await expect(sales).toContainText('No sales yet');
  await expect(sales).toContainText('$0.00');

  // Bank account: a wrong routing checksum is refused in the form, then a valid one is saved.
  const bank = page.getByRole('region', { name: 'Payout bank account' });
  await bank.getByLabel(/Account holder name/).fill('Ana Lima');
  await bank.getByLabel(/Bank name/).fill('First Bank');
  await bank.getByLabel(/Routing number/).fill('011000016');
  await bank.getByLabel(/Account number/).fill('000123456789');
  await bank.getByRole('button', { name: 'Save bank account' }).click();
  await expect(bank.getByText('Enter a valid 9-digit ABA routing number')).toBeVisible();
  await bank.getByLabel(/Routing number/).fill('011000015');
  await bank.getByRole('button', { name: 'Save bank account' }).click();
  const saved = bank.getByTestId('bank-info-saved');
  await expect(saved).toContainText('Account •••• 6789');
  await expect(saved).toContainText('Routing •••• 0015');
  await expect(bank).not.toContainText('000123456789');
  await page.reload();
  await expect(page.getByTestId('bank-info-saved')).toContainText('Account •••• 6789');

  // Payment records: the sample's payment, with its lines.
  const records = page.getByRole('region', { name: 'Payment records' });
  const row = records.getByRole('row').filter({ hasText: '1 item' });
  await expect(row).toContainText(money(total));
  await expect(row).toContainText('Card');
  await row.getByRole('button', { name: /Details of payment/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment record' });
  await expect(dialog).toContainText('Total paid');
  await expect(dialog).toContainText(money(total));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Past orders and the payments report.
  await expect(page.getByRole('region', { name: 'Past orders' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('payments-report')).toContainText(money(total));
  await expect(page.getByRole('region', { name: 'Payments report and payouts' })).toContainText(
    'No payouts yet',
  );

  // Accessibility with data on the page, on a desktop and on a phone.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousFindings(page), `${width} px`).toEqual([]);
  }

  const shots = process.env.SCREENSHOT_DIR;
  if (shots) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of [
        'Sales',
        'Payout bank account',
        'Payments report and payouts',
        'Payment records',
        'Past orders',
      ]) {
        const region = page.getByRole('region', { name });
        await region.scrollIntoViewIfNeeded();
        await region.screenshot({ path: `${shots}/${width}-${name.replaceAll(' ', '-').toLowerCase()}.png` });
      }
    }
  }
});
