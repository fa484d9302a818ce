import { randomBytes } from 'node:crypto';
import { and, desc, like, sql } from 'drizzle-orm';
import type { InvitableRole } from '../../../shared/rules/team-roles';
import { emailOutbox } from '../../db/schema/email';
import { givePlan } from '../../test/give-plan';
import { callApi, type TestApp } from '../../test/test-app';

type Auth = { authorization: string };

/** Puts a store on a plan (the subscriptions domain owns how; tests only need the seats). */
export async function setPlan(
  t: TestApp,
  storeId: number,
  planType: 'TIER_1' | 'TIER_2' | 'TIER_2_5' | 'TIER_3',
) {
  await givePlan(t, storeId, planType);
}

/** The link token of the last invite email sent to `email`. */
export async function inviteTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.deps.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(like(emailOutbox.ref, 'team-invite:%'), sql`${email} = any(${emailOutbox.to})`))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no team invite email for ${email}`);
  return token;
}

/** Invites a new email with a role as `owner` and signs it up through the link: a member of owner's store. */
export async function addTeamMember(t: TestApp, owner: Auth, role: InvitableRole) {
  const email = `member-${randomBytes(4).toString('hex')}@example.com`;
  const inv = await callApi(t, 'POST', '/web/team-invites', owner, { email, role });
  if (inv.statusCode !== 200) throw new Error(`invite failed: ${inv.statusCode} ${inv.body}`);
  const token = await inviteTokenFor(t, email);
  const res = await callApi(
    t,
    'POST',
    '/public/team-invites/accept-signup',
    {},
    { token, password: 'correct-horse-9' },
  );
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: number }; store: { id: number } };
  return {
    email,
    token: body.token,
    auth: { authorization: `Bearer ${body.token}` },
    userId: body.user.id,
    storeId: body.store.id,
    inviteId: (inv.json() as { id: number }).id,
  };
}
