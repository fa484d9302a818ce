// A receiving the warehouse cannot store (issue 23, decision 044): the founder's off-platform notice arrives,
// the warehouse (ops@quarry.test) checks the cartons in and forwards them to the founder with a reason and a
// tracking number; the founder's receiving says "Forwarded to you" with both, and nothing stays inbound.
// Screenshots at 1440 and 390 px go to test-results/shots (e2e/page-checks.ts); axe finds nothing serious.
import { ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from '../fixtures';
import { shootAndCheck } from '../page-checks';

test.use({ bypassCSP: true }); // axe is injected as an inline script

test('the warehouse forwards unstorable cartons to the founder, who sees why', async ({
  browser,
  request,
}) => {
  const login = await (
    await request.post('/rest/main/login', { data: { email: ACCOUNTS.founder, password: DEMO_PASSWORD } })
  ).json();
  const auth = { authorization: `Bearer ${login.token}` };
  const sku = `FWD-${Date.now()}`;
  const created = await request.post('/rest/main/web/receivings', {
    headers: auth,
    data: {
      source: 'OFF_PLATFORM',
      supplierName: 'Harbor Candle Works',
      lines: [{ sku, title: 'Unlabelled candle', quantity: 24 }],
      cartons: 1,
      expectedDate: '2026-12-01',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { sn } = (await created.json()) as { sn: string };

  const opsCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const ops = await opsCtx.newPage();
  await signIn(ops, ACCOUNTS.ops, DEMO_PASSWORD, '/warehouse');
  await ops.goto(`/warehouse/inbound/${sn}`);
  await ops.getByLabel(/Cartons arrived/).fill('1');
  await ops.getByRole('button', { name: 'Check in' }).click();
  await expect(ops.getByText('Checked in')).toBeVisible();
  await ops.getByRole('button', { name: 'Forward to founder' }).click();
  const dialog = ops.getByRole('dialog', { name: 'Forward to the founder' });
  // The reason is required.
  await dialog.getByRole('button', { name: 'Forward to founder' }).click();
  await expect(dialog.getByText('Say why the goods are forwarded instead of stored')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Cartons arrived without SKU labels');
  await dialog.getByLabel('Forwarding tracking number (optional)').fill('1Z999AA10123456785');
  await shootAndCheck(ops, 'warehouse-forward-dialog', async () => {
    await expect(dialog).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Forward to founder' }).click();
  await expect(dialog).toBeHidden();
  await expect(ops.getByText('Forwarded to founder').first()).toBeVisible();

  const founderCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const founder = await founderCtx.newPage();
  await signIn(founder, ACCOUNTS.founder);
  await founder.goto(`/receivings/${sn}/details`);
  const alert = founder.getByRole('alert').filter({ hasText: 'Forwarded to you' });
  await expect(alert).toContainText('The warehouse did not store these goods and sent them on to you.');
  await expect(alert).toContainText('Reason: Cartons arrived without SKU labels');
  await expect(alert).toContainText('Forwarding tracking number: 1Z999AA10123456785');
  await shootAndCheck(founder, 'receiving-forwarded', async () => {
    await expect(alert).toBeVisible();
  });
  const counts = await (
    await request.get(`/rest/main/web/orders/-/inventory-counts?skus=${sku}`, { headers: auth })
  ).json();
  expect(counts[0]).toMatchObject({ inbound: 0, onHand: 0 });
  await Promise.all([opsCtx.close(), founderCtx.close()]);
});
