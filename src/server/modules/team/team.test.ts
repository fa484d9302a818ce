import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamInvites } from '../../db/schema/team';
import {
  type CallArgs,
  callApi,
  createTestApp,
  loginAs,
  registerStore,
  type TestApp,
} from '../../test/test-app';
import { addTeamMember, inviteTokenFor, setPlan } from './test-helpers';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Team Store A');
  b = await registerStore(t, 'Team Store B');
  await setPlan(t, a.storeId, 'TIER_3');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);

describe('invite → accept', () => {
  it('emails a 256-bit link, stores only its hash, and the new member sees the store', async () => {
    const email = 'new.teammate@example.com';
    const res = await call('POST', '/web/team-invites', a.auth, {
      email: ' New.Teammate@Example.com ',
      role: 'ADMIN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, role: 'ADMIN', status: 'PENDING', acceptedAt: null });
    const token = await inviteTokenFor(t, email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.deps.db.select().from(teamInvites).where(eq(teamInvites.id, res.json().id));
    expect(row!.tokenHash).not.toContain(token);

    const preview = await call('GET', `/public/team-invites/one?token=${token}`);
    expect(preview.json()).toEqual({
      storeTitle: 'Team Store A',
      email,
      role: 'ADMIN',
      status: 'PENDING',
      hasAccount: false,
    });

    const joined = await call(
      'POST',
      '/public/team-invites/accept-signup',
      {},
      { token, password: 'correct-horse-9' },
    );
    expect(joined.statusCode).toBe(200);
    expect(joined.json().store.id).toBe(a.storeId);
    expect(joined.json().user.role).toBe('TEAM_MEMBER');
    const member = { authorization: `Bearer ${joined.json().token}` };
    const me = await call('GET', '/web/stores/me', member);
    expect(me.json().id).toBe(a.storeId);

    const list = await call('GET', '/web/team-invites?statuses=ACCEPTED', a.auth);
    expect(list.json().map((i: { email: string }) => i.email)).toContain(email);
    const members = await call('GET', '/web/team-members', member);
    expect(members.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: a.email, role: 'OWNER', isYou: false }),
        expect.objectContaining({ email, role: 'ADMIN', isYou: true }),
      ]),
    );
    // The link is single use.
    const again = await call(
      'POST',
      '/public/team-invites/accept-signup',
      {},
      { token, password: 'correct-horse-9' },
    );
    expect(again.statusCode).toBe(409);
  });

  it('a signed-in account without a store joins; one that owns a store is refused clearly', async () => {
    const m = await addTeamMember(t, a.auth, 'VIEWER');
    // Removed from A, the account has no store: a new invite from B takes it in.
    expect((await call('DELETE', `/web/team-members/${m.userId}`, a.auth)).statusCode).toBe(200);
    await setPlan(t, b.storeId, 'TIER_2');
    await call('POST', '/web/team-invites', b.auth, { email: m.email, role: 'FULFILMENT' });
    const token = await inviteTokenFor(t, m.email);
    expect((await call('GET', `/public/team-invites/one?token=${token}`)).json().hasAccount).toBe(true);
    const signup = await call(
      'POST',
      '/public/team-invites/accept-signup',
      {},
      { token, password: 'correct-horse-9' },
    );
    expect(signup.statusCode).toBe(409);
    const session = await loginAs(t, m.email, 'correct-horse-9');
    const ok = await call('POST', '/web/team-invites/accept', session.auth, { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ storeId: b.storeId, role: 'FULFILMENT' });
    expect((await call('GET', '/web/stores/me', session.auth)).json().id).toBe(b.storeId);

    // A's owner invited by B: refused, the account already owns a store.
    await call('POST', '/web/team-invites', b.auth, { email: a.email, role: 'VIEWER' });
    const ownerToken = await inviteTokenFor(t, a.email);
    const refused = await call('POST', '/web/team-invites/accept', a.auth, { token: ownerToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already belongs to a store/);
    // Someone else's invite link: 403 naming the invited email.
    const other = await call('POST', '/web/team-invites/accept', b.auth, { token: ownerToken });
    expect(other.statusCode).toBe(403);
  });

  it('cancel kills the link; resend replaces it; a pending role can change', async () => {
    const email = 'pending.one@example.com';
    const inv = (await call('POST', '/web/team-invites', a.auth, { email, role: 'VIEWER' })).json();
    const first = await inviteTokenFor(t, email);
    expect((await call('POST', '/web/team-invites', a.auth, { email, role: 'ADMIN' })).statusCode).toBe(409);
    const changed = await call('PUT', '/web/team-invites', a.auth, { id: inv.id, role: 'FULFILMENT' });
    expect(changed.json().role).toBe('FULFILMENT');
    expect((await call('POST', `/web/team-invites/${inv.id}/resend`, a.auth)).statusCode).toBe(200);
    const second = await inviteTokenFor(t, email);
    expect(second).not.toBe(first);
    expect((await call('GET', `/public/team-invites/one?token=${first}`)).statusCode).toBe(404);
    expect((await call('POST', `/web/team-invites/cancel/${inv.id}`, a.auth)).statusCode).toBe(200);
    expect((await call('GET', `/public/team-invites/one?token=${second}`)).statusCode).toBe(404);
    expect((await call('POST', `/web/team-invites/cancel/${inv.id}`, a.auth)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it("a viewer reads but every write answers 403; role changes apply on the member's next request", async () => {
    const v = await addTeamMember(t, a.auth, 'VIEWER');
    expect((await call('GET', '/web/project-management', v.auth)).statusCode).toBe(200);
    // The session tells the pages the member's role; the owner's says OWNER.
    expect((await call('GET', '/web/session', v.auth)).json().storeRole).toBe('VIEWER');
    expect((await call('GET', '/web/session', a.auth)).json().storeRole).toBe('OWNER');
    const put = await call('PUT', '/web/favorites/catalog-companies/1', v.auth);
    expect(put.statusCode).toBe(403);
    // A role's refusal keeps the member signed in on the web (ROLE_REQUIRED, not a plain 403).
    expect(put.json().code).toBe('ROLE_REQUIRED');
    expect(put.json().message).toMatch(/Read-only viewer can't make changes/);
    expect(
      (await call('POST', '/web/team-invites', v.auth, { email: 'x@example.com', role: 'ADMIN' })).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/web/team-members/${v.userId}`, a.auth, { role: 'ADMIN' })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', '/web/favorites/catalog-companies/1', v.auth)).statusCode).not.toBe(403);
  });

  it('fulfilment-only works on shipping addresses but cannot pay, design or manage the team', async () => {
    const f = await addTeamMember(t, a.auth, 'FULFILMENT');
    const address = {
      name: 'F Ship',
      line1: '1 Market Street',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94105',
      countryCode: 'US',
    };
    const created = await call('POST', '/web/shipping-addresses', f.auth, address);
    expect(created.statusCode).not.toBe(403);
    expect((await call('POST', '/web/payment-methods', f.auth, { token: 'tok_x' })).statusCode).toBe(403);
    expect((await call('GET', '/web/payment-methods', f.auth)).statusCode).toBe(200);
    expect((await call('POST', '/web/project-management', f.auth, {})).statusCode).toBe(403);
    expect((await call('DELETE', `/web/team-members/${a.userId}`, f.auth)).statusCode).toBe(403);
  });

  it('the owner cannot be removed or demoted, and nobody changes themselves', async () => {
    const admin = await addTeamMember(t, a.auth, 'ADMIN');
    expect((await call('DELETE', `/web/team-members/${a.userId}`, admin.auth)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/web/team-members/${a.userId}`, admin.auth, { role: 'VIEWER' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/web/team-members/${admin.userId}`, admin.auth, { role: 'VIEWER' })).statusCode,
    ).toBe(409);
  });

  it("removing a member ends their session at once, though their token's user was cached", async () => {
    const m = await addTeamMember(t, a.auth, 'ADMIN');
    expect((await call('GET', '/web/stores/me', m.auth)).statusCode).toBe(200); // now in the auth cache
    expect((await call('DELETE', `/web/team-members/${m.userId}`, a.auth)).statusCode).toBe(200);
    expect((await call('GET', '/web/stores/me', m.auth)).statusCode).toBe(401);
    expect((await call('GET', '/web/project-management', m.auth)).statusCode).toBe(401);
    const members = (await call('GET', '/web/team-members', a.auth)).json() as { userId: number }[];
    expect(members.map((x) => x.userId)).not.toContain(m.userId);
  });
});

describe('transfer ownership', () => {
  it('the owner hands the store to a member with their password; the former owner stays as an admin', async () => {
    const c = await registerStore(t, 'Team Store C');
    await setPlan(t, c.storeId, 'TIER_3');
    const admin = await addTeamMember(t, c.auth, 'ADMIN');
    const viewer = await addTeamMember(t, c.auth, 'VIEWER');
    const url = (id: number) => `/web/team-members/${id}/transfer-ownership`;
    // Only the owner, only with the right password, only to a member of this store.
    expect(
      (await call('POST', url(viewer.userId), admin.auth, { currentPassword: 'correct-horse-9' })).statusCode,
    ).toBe(403);
    const wrong = await call('POST', url(admin.userId), c.auth, { currentPassword: 'nope-nope-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { path: 'body.currentPassword', message: 'The password is incorrect' },
    ]);
    expect(
      (await call('POST', url(b.userId), c.auth, { currentPassword: 'correct-horse-9' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', url(admin.userId), c.auth, { currentPassword: 'correct-horse-9', x: 1 }))
        .statusCode,
    ).toBe(400);

    const ok = await call('POST', url(admin.userId), c.auth, { currentPassword: 'correct-horse-9' });
    expect(ok.statusCode, ok.body).toBe(200);
    // Both old tokens carry the old roles: both sign in again.
    expect((await call('GET', '/web/stores/me', c.auth)).statusCode).toBe(401);
    expect((await call('GET', '/web/stores/me', admin.auth)).statusCode).toBe(401);
    const newOwner = await loginAs(t, admin.email, 'correct-horse-9');
    const members = (await call('GET', '/web/team-members', newOwner.auth)).json() as {
      email: string;
      role: string;
    }[];
    expect(Object.fromEntries(members.map((m) => [m.email, m.role]))).toEqual({
      [c.email]: 'ADMIN',
      [admin.email]: 'OWNER',
      [viewer.email]: 'VIEWER',
    });
    const former = await loginAs(t, c.email, 'correct-horse-9');
    expect((await call('GET', '/web/stores/me', former.auth)).statusCode).toBe(200);
    expect(
      (await call('POST', url(viewer.userId), former.auth, { currentPassword: 'correct-horse-9' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('seats', () => {
  it('a Free store has 2 seats: the second invite answers 409 with the plan, and accepting rechecks', async () => {
    const c = await registerStore(t, 'Seat Store');
    const seats = await call('GET', '/web/team-members/action/seats', c.auth);
    expect(seats.json()).toEqual({ seats: 2, seatsUsed: 1, yourRole: 'OWNER' });
    expect(
      (await call('POST', '/web/team-invites', c.auth, { email: 'one@example.com', role: 'VIEWER' }))
        .statusCode,
    ).toBe(200);
    const full = await call('POST', '/web/team-invites', c.auth, {
      email: 'two@example.com',
      role: 'VIEWER',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/Free plan includes 2 seats/);
    const token = await inviteTokenFor(t, 'one@example.com');
    expect(
      (await call('POST', '/public/team-invites/accept-signup', {}, { token, password: 'correct-horse-9' }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/web/team-members/action/seats', c.auth)).json()).toMatchObject({
      seatsUsed: 2,
    });
  });
});

describe('tenancy and bad input', () => {
  it("another store's invites and members answer 404", async () => {
    const inv = (
      await call('POST', '/web/team-invites', a.auth, { email: 'tenant@example.com', role: 'VIEWER' })
    ).json();
    const m = await addTeamMember(t, a.auth, 'VIEWER');
    expect((await call('PUT', '/web/team-invites', b.auth, { id: inv.id, role: 'ADMIN' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/web/team-invites/cancel/${inv.id}`, b.auth)).statusCode).toBe(404);
    expect((await call('POST', `/web/team-invites/${inv.id}/resend`, b.auth)).statusCode).toBe(404);
    expect((await call('PUT', `/web/team-members/${m.userId}`, b.auth, { role: 'ADMIN' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/web/team-members/${m.userId}`, b.auth)).statusCode).toBe(404);
    const bList = (await call('GET', '/web/team-invites', b.auth)).json() as { email: string }[];
    expect(bList.map((i) => i.email)).not.toContain('tenant@example.com');
    const bMembers = (await call('GET', '/web/team-members', b.auth)).json() as { userId: number }[];
    expect(bMembers.map((x) => x.userId)).not.toContain(m.userId);
    // A member of A sees A's rows only.
    expect(
      (await call('GET', '/web/team-invites', m.auth)).json().map((i: { id: number }) => i.id),
    ).toContain(inv.id);
  });

  it.each([
    [{ email: 'nope', role: 'VIEWER' }],
    [{ email: 'x@example.com', role: 'OWNER' }],
    [{ email: 'x@example.com', role: 'SUPERUSER' }],
    [{ email: 'x@example.com', role: 'VIEWER', storeId: 1 }],
    [{}],
  ])('refuses invite body %j with 400', async (body) => {
    expect((await call('POST', '/web/team-invites', a.auth, body)).statusCode).toBe(400);
  });

  it('refuses malformed tokens, statuses and ids with 400, unknown tokens with 404', async () => {
    expect((await call('GET', '/public/team-invites/one?token=short')).statusCode).toBe(400);
    expect((await call('GET', `/public/team-invites/one?token=${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call('GET', '/web/team-invites?statuses=DECLINED', a.auth)).statusCode).toBe(400);
    expect((await call('POST', '/web/team-invites/cancel/abc', a.auth)).statusCode).toBe(400);
    expect(
      (
        await call(
          'POST',
          '/public/team-invites/accept-signup',
          {},
          { token: 'A'.repeat(43), password: 'short' },
        )
      ).statusCode,
    ).toBe(400);
  });
});
