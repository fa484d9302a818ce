import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email';
import { forgeAccessCodes, forgeAccessWaitlist } from '../../db/schema/forge-access';
import { callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { FORGE_CODE_ATTEMPTS } from './attempt-limiter';
import { DEMO_FORGE_ACCESS_CODE, ensureDemoForgeCode, hashCode } from './codes';
import { WRONG_CODE_MESSAGE } from './submit';

let t: TestApp;
const CODE = '/web/forge-access-code/-/submit-code';
const EMAIL = '/web/forge-access-code/-/submit-email';

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { JOB_WORKERS: 'false' } });
  // What start-up does with SEED_DEMO (this database skips the demo seed).
  await ensureDemoForgeCode(t.deps.db);
  await ensureDemoForgeCode(t.deps.db);
}, 240_000);
afterAll(async () => t?.close());

const session = async (auth: Record<string, string>) =>
  (await callApi(t, 'GET', '/web/session', auth)).json() as {
    assistantAccess: boolean;
    menus: Record<string, boolean>;
  };

describe('forge access code', () => {
  it('the demo code is seeded once, as a hash, never as the code', async () => {
    const rows = await t.deps.db.select().from(forgeAccessCodes);
    expect(rows.filter((r) => r.codeHash === hashCode(DEMO_FORGE_ACCESS_CODE))).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(DEMO_FORGE_ACCESS_CODE);
  });

  it('a wrong code is a clear 400 and grants nothing; the right one grants the store access', async () => {
    const s = await registerStore(t, 'Forge Founder');
    expect((await session(s.auth)).assistantAccess).toBe(false);
    const wrong = await callApi(t, 'POST', CODE, s.auth, { code: 'NOT-THE-CODE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_CODE_MESSAGE);
    expect((await session(s.auth)).assistantAccess).toBe(false);

    // Case and spaces do not matter.
    const right = await callApi(t, 'POST', CODE, s.auth, {
      code: ` ${DEMO_FORGE_ACCESS_CODE.toLowerCase()} `,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ hasAccess: true });
    const s2 = await session(s.auth);
    expect(s2.assistantAccess).toBe(true);
    expect(typeof s2.menus['ai-assistants']).toBe('boolean');

    // Another store is not affected.
    const other = await registerStore(t, 'Other Forge Store');
    expect((await session(other.auth)).assistantAccess).toBe(false);
  });

  it('refuses an empty code and unknown fields', async () => {
    const s = await registerStore(t, 'Forge Bad Input');
    expect((await callApi(t, 'POST', CODE, s.auth, { code: '  ' })).statusCode).toBe(400);
    expect((await callApi(t, 'POST', CODE, s.auth, { code: 'X', extra: 1 })).statusCode).toBe(400);
  });

  it('limits guesses per store: past the limit even the right code waits (429), other stores are free', async () => {
    const s = await registerStore(t, 'Forge Guesser');
    for (let i = 0; i < FORGE_CODE_ATTEMPTS; i++)
      expect((await callApi(t, 'POST', CODE, s.auth, { code: `GUESS-${i}` })).statusCode).toBe(400);
    const blocked = await callApi(t, 'POST', CODE, s.auth, { code: DEMO_FORGE_ACCESS_CODE });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await session(s.auth)).assistantAccess).toBe(false);
    const other = await registerStore(t, 'Forge Honest');
    expect((await callApi(t, 'POST', CODE, other.auth, { code: DEMO_FORGE_ACCESS_CODE })).statusCode).toBe(
      200,
    );
  });

  it('an inactive code is refused', async () => {
    await t.deps.db
      .insert(forgeAccessCodes)
      .values({ codeHash: hashCode('RETIRED-1'), label: 'old', isActive: false });
    const s = await registerStore(t, 'Forge Retired');
    expect((await callApi(t, 'POST', CODE, s.auth, { code: 'RETIRED-1' })).statusCode).toBe(400);
  });
});

describe('access waitlist', () => {
  it('joins once, idempotently, and tells staff once through the outbox', async () => {
    const s = await registerStore(t, 'Waitlist Store');
    const first = await callApi(t, 'POST', EMAIL, s.auth, { email: ' Founder@Example.com ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().email).toBe('founder@example.com');
    const again = await callApi(t, 'POST', EMAIL, s.auth, { email: 'founder@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().joinedAt).toBe(first.json().joinedAt);
    const rows = await t.deps.db
      .select()
      .from(forgeAccessWaitlist)
      .where(eq(forgeAccessWaitlist.storeId, s.storeId));
    expect(rows).toHaveLength(1);
    const mails = await t.deps.db
      .select({ to: emailOutbox.to, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(like(emailOutbox.ref, `forge-access-waitlist:${s.storeId}`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('founder@example.com');
    expect(JSON.stringify(mails[0]!.to)).toContain(t.config.email.staffAddress);
  });

  it('refuses an invalid email with a clear 400', async () => {
    const s = await registerStore(t, 'Waitlist Bad');
    const res = await callApi(t, 'POST', EMAIL, s.auth, { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/valid email/);
  });
});
