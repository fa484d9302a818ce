// Team invites (issue 22): an owner invites a teammate from /account-info, the teammate follows the emailed
// link (read from the dev mailbox), signs up into the store and sees only what a read-only viewer may do.
import { type APIRequestContext, expect as baseExpect } from '@playwright/test';
import { createStore, expect, test, useToken } from '../fixtures';
import { seriousFindings } from '../page-checks';

// axe is injected inline, which the app's Content-Security-Policy refuses (see e2e/stores/accessibility.spec.ts).
test.use({ bypassCSP: true });

/** The invite link's path from the newest email to `email` in the dev mailbox. */
async function inviteLink(request: APIRequestContext, email: string): Promise<string> {
  let path = '';
  await baseExpect
    .poll(async () => {
      const res = await request.get(`/rest/main/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as { text: string }[];
      path =
        /https?:\/\/[^/\s]+(\/team-invites\/accept\?token=[A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1] ??
        '';
      return path;
    })
    .not.toBe('');
  return path;
}

test('an owner invites a teammate who signs up by the link and sees only what a viewer may', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const owner = await createStore(request, { title: 'Harbor Goods' });
  await useToken(page, owner.token);
  await page.goto('/account-info');
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByText('No pending invites')).toBeVisible();
  await expect(team.getByText('1 of 2 seats used')).toBeVisible();

  await team.getByRole('button', { name: 'Invite teammate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a teammate' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  const email = `viewer-${Date.now()}@quarry.test`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Read-only viewer' }).click();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog).toBeHidden();
  const pending = team.getByTestId('team-invite-row').filter({ hasText: email });
  await expect(pending).toContainText('Pending');
  await expect(pending.getByRole('button', { name: `Cancel invite to ${email}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-team-owner-1440.png'), fullPage: true });
  await page.mouse.move(0, 0);
  await expect(page.getByText(`Invite sent to ${email}.`)).toBeHidden({ timeout: 10_000 });
  expect(await seriousFindings(page)).toEqual([]);

  // The teammate, in a browser of their own, opens the emailed link.
  const link = await inviteLink(request, email);
  const mate = await browser.newPage();
  await mate.goto(link);
  await expect(mate.getByText('You are invited to Harbor Goods as Read-only viewer.')).toBeVisible();
  await mate.screenshot({ path: testInfo.outputPath('accept-1440.png'), fullPage: true });
  expect(await seriousFindings(mate)).toEqual([]);
  await mate.setViewportSize({ width: 390, height: 844 });
  await mate.screenshot({ path: testInfo.outputPath('accept-390.png'), fullPage: true });
  await mate.getByLabel(/^Choose a password/).fill('teammate-password-1');
  await mate.getByRole('button', { name: 'Create account and join' }).click();
  await expect(mate).toHaveURL('/account-info');

  const mateTeam = mate.getByRole('region', { name: 'Team' });
  await expect(mateTeam.getByText('you are Read-only viewer')).toBeVisible();
  await expect(mateTeam.getByTestId('team-member-row').filter({ hasText: owner.email })).toContainText(
    'Owner',
  );
  await expect(mateTeam.getByTestId('team-member-row').filter({ hasText: `${email} (you)` })).toBeVisible();
  // A viewer has no invite, role or remove controls, and the server refuses a viewer's write.
  await expect(mateTeam.getByRole('button', { name: 'Invite teammate' })).toHaveCount(0);
  await expect(mateTeam.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  // Bank details are for those who manage billing: the viewer is told so, and is not signed out.
  await expect(mate.getByTestId('bank-info-owner-only')).toBeVisible();
  await expect(mate).toHaveURL('/account-info');
  await mate.screenshot({ path: testInfo.outputPath('account-team-viewer-390.png'), fullPage: true });
  const token = await mate.evaluate(() => localStorage.getItem('quarry.token'));
  const write = await request.put('/rest/main/web/stores/me/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Renamed by a viewer' },
  });
  expect(write.status()).toBe(403);
  expect((await write.json()).message).toContain("Read-only viewer can't make changes");

  // The owner sees the teammate as a member now, and can remove them.
  await page.reload();
  const row = team.getByTestId('team-member-row').filter({ hasText: email });
  await expect(row).toContainText('Joined');
  await expect(team.getByText('No pending invites')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('account-team-owner-390.png'), fullPage: true });

  // The owner hands the store to the teammate, confirming with their password; both sign in again.
  await row.getByRole('button', { name: `Make owner: ${email}` }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer store ownership' });
  await transfer.getByLabel('Your password').fill('wrong-password-1');
  await transfer.getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(transfer.getByText('The password is incorrect')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await transfer.getByLabel('Your password').fill(owner.password);
  await transfer.getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(page).toHaveURL(/\/login\?transferred=/);
  await expect(page.getByText(`${email} is now the store's owner.`)).toBeVisible();
  await mate.reload();
  await expect(mate).toHaveURL(/\/login/);
  await mate.close();
});

test('a cancelled or unknown invite link says it is no longer valid', async ({ page }) => {
  await page.goto(`/team-invites/accept?token=${'A'.repeat(43)}`);
  await expect(page.getByText('This invite link is no longer valid')).toBeVisible();
});
