// Sign-in limits without lock-out (issue 21): strangers' wrong passwords use up the account's shared limit,
// but the browser that signed in before sends its device cookie with the sign-in call and still gets in.
import { createStore, expect, signIn, test } from '../fixtures';

test('strangers cannot lock out a browser that signed in before', async ({ page, request }) => {
  const store = await createStore(request);
  await signIn(page, store.email, store.password);
  const [cookie] = (await page.context().cookies()).filter((c) => c.name.startsWith('quarry_device_'));
  expect(cookie).toMatchObject({ path: '/rest/main/login', httpOnly: true, sameSite: 'Strict' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');

  // Another client, without the cookie, uses up the account's limit (10 by default).
  for (let i = 0; i < 10; i++) {
    const res = await request.post('/rest/main/login', {
      data: { email: store.email, password: 'wrong-password' },
    });
    expect(res.status()).toBe(401);
  }
  const locked = await request.post('/rest/main/login', {
    data: { email: store.email, password: store.password },
  });
  expect(locked.status()).toBe(429);

  await signIn(page, store.email, store.password);
});
