import { arrayContains, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/email';
import { createTestApp, loginAs, registerStore, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, ip = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: `/rest/main${url}`, payload: payload as object, remoteAddress: ip });

/** The reset emails sent to an address, newest first. */
const resetEmails = (email: string) =>
  t.deps.db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      ref: emailOutbox.ref,
    })
    .from(emailOutbox)
    .where(arrayContains(emailOutbox.to, [email]))
    .orderBy(desc(emailOutbox.id))
    .then((rows) => rows.filter((r) => r.ref?.startsWith('password-reset:')));

/** Asks for a reset and reads the token from the link of the email. */
async function requestToken(email: string) {
  const res = await post('/password-resets', { email });
  expect(res.statusCode).toBe(202);
  const [mail] = await resetEmails(email);
  const match = mail?.text.match(/(https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+))/);
  expect(match, 'a reset link in the email').toBeTruthy();
  return { link: match![1]!, token: match![2]! };
}

describe('password reset', () => {
  it('emails a link with a long single-use token through the outbox, stored only as its hash', async () => {
    const owner = await registerStore(t, 'Reset Store');
    const { link, token } = await requestToken(owner.email);
    expect(link.startsWith(`${t.config.publicUrl}/reset-password?token=`)).toBe(true);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [mail] = await resetEmails(owner.email);
    expect(mail!.subject).toBe('Reset your Quarry password');
    const rows = await t.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, owner.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(50 * 60_000);
    expect(ttl).toBeLessThanOrEqual(61 * 60_000);
  });

  it('sets the new password, ends every session, and the token cannot be used again', async () => {
    const owner = await registerStore(t, 'Reset Sessions');
    const other = await loginAs(t, owner.email, 'correct-horse-9');
    const { token } = await requestToken(owner.email);
    const res = await post('/password-resets/confirm', { token, password: 'brand-new-pass-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been changed/);

    for (const auth of [owner.auth, other.auth]) {
      const stale = await t.app.inject({ method: 'GET', url: '/rest/main/web/stores/me', headers: auth });
      expect(stale.statusCode).toBe(401);
    }
    const old = await post('/login', { email: owner.email, password: 'correct-horse-9' });
    expect(old.statusCode).toBe(401);
    await loginAs(t, owner.email, 'brand-new-pass-1');

    const again = await post('/password-resets/confirm', { token, password: 'yet-another-pass-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID',
      message: expect.stringMatching(/invalid, expired or already used/),
    });
    await loginAs(t, owner.email, 'brand-new-pass-1');
  });

  it('ends the other open links of the account when one is used', async () => {
    const owner = await registerStore(t, 'Reset Twice');
    const first = await requestToken(owner.email);
    const second = await requestToken(owner.email);
    expect(first.token).not.toBe(second.token);
    expect(
      (await post('/password-resets/confirm', { token: second.token, password: 'second-pass-22' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/password-resets/confirm', { token: first.token, password: 'first-pass-11' })).statusCode,
    ).toBe(400);
  });

  it('refuses an expired token and an unknown one with 400', async () => {
    const owner = await registerStore(t, 'Reset Expired');
    const { token } = await requestToken(owner.email);
    await t.deps.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, owner.userId));
    const expired = await post('/password-resets/confirm', { token, password: 'brand-new-pass-1' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().details[0].path).toBe('body.token');
    const unknown = await post('/password-resets/confirm', {
      token: 'x'.repeat(43),
      password: 'brand-new-pass-1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(expired.json().message);
    await loginAs(t, owner.email, 'correct-horse-9');
  });

  it('applies the sign-up password rules and refuses unknown fields', async () => {
    const short = await post('/password-resets/confirm', { token: 'abc', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].path).toBe('body.password');
    const extra = await post('/password-resets', { email: 'founder@quarry.test', role: 'ADMIN' });
    expect(extra.statusCode).toBe(400);
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const known = await post('/password-resets', { email: 'ops@quarry.test' });
    const unknown = await post('/password-resets', { email: 'nobody-here@quarry.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await resetEmails('nobody-here@quarry.test')).toHaveLength(0);
  });

  it('sends at most a few emails per address per window, with the same answer', async () => {
    const owner = await registerStore(t, 'Reset Flood');
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await post('/password-resets', { email: owner.email }, `10.9.1.${i}`));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(await resetEmails(owner.email)).toHaveLength(3);
  });

  it('limits requests per IP with 429', async () => {
    const limited = await createTestApp({ env: { LOGIN_LIMIT_PER_IP: '2' } });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/rest/main/password-resets',
          payload: { email: 'someone@quarry.test' },
          remoteAddress: '10.9.2.1',
        });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
