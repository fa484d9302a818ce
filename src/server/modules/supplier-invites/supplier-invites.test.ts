import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email';
import { createCompany } from '../../test/catalog-factories';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { putBusinessSetting } from '../commons/business-settings';
import { STAFF_EMAILS_SETTING } from './staff-address';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  a = await registerStore(t, 'Invite Store A');
  b = await registerStore(t, 'Invite Store B');
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);

const invite = (over: Record<string, unknown> = {}) => ({
  name: 'Harbor Ceramics',
  website: 'https://harbor-ceramics.example',
  email: 'sales@harbor-ceramics.example',
  phoneNumber: '+1 415 555 0100',
  ...over,
});

const lastEmail = async () =>
  (await t.deps.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1))[0];

describe('POST /web/supplier-invites', () => {
  it('stores the invite and writes the staff notification to the outbox', async () => {
    const res = await call('POST', '/web/supplier-invites', a.auth, invite());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ...invite(), companyId: null });
    const mail = await lastEmail();
    expect(mail).toMatchObject({
      to: ['staff@quarry.test'],
      subject: 'Supplier invite: Invite Store A invited Harbor Ceramics',
      status: 'SENT',
      ref: `supplier-invite:${body.id}`,
    });
    expect(mail!.text).toContain('sales@harbor-ceramics.example');
    expect(mail!.text).toContain(a.email);
    expect(mail!.html).toContain('<li>Website: https://harbor-ceramics.example</li>');
  });

  it('sends to the staff addresses of the business setting and escapes HTML', async () => {
    await putBusinessSetting(t.deps.db, 'NONE', STAFF_EMAILS_SETTING, ['ops@quarry.test', 'x@quarry.test']);
    try {
      await call('POST', '/web/supplier-invites', a.auth, invite({ name: '<b>Bold</b> Co' }));
      const mail = await lastEmail();
      expect(mail!.to).toEqual(['ops@quarry.test', 'x@quarry.test']);
      expect(mail!.html).toContain('&lt;b&gt;Bold&lt;/b&gt; Co');
    } finally {
      await putBusinessSetting(t.deps.db, 'NONE', STAFF_EMAILS_SETTING, []);
    }
  });

  it('links an invite naming a supplier already on Quarry', async () => {
    const c = await createCompany(t.deps.db, { name: 'Linked Looms Ltd' });
    const res = await call('POST', '/web/supplier-invites', a.auth, invite({ name: 'linked looms ltd' }));
    expect(res.json().companyId).toBe(c.id);
  });

  it('answers a retry with the same Idempotency-Key with the first invite and no second email', async () => {
    const count = async () => (await t.deps.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const headers = { ...a.auth, 'idempotency-key': 'invite-retry-1' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/rest/main/web/supplier-invites',
      headers,
      payload: invite(),
    });
    const sent = await count();
    const retry = await t.app.inject({
      method: 'POST',
      url: '/rest/main/web/supplier-invites',
      headers,
      payload: invite(),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect(await count()).toBe(sent);
    // The key is the store's own: another store using it gets its own invite.
    const other = await t.app.inject({
      method: 'POST',
      url: '/rest/main/web/supplier-invites',
      headers: { ...b.auth, 'idempotency-key': 'invite-retry-1' },
      payload: invite(),
    });
    expect(other.json().id).not.toBe(first.json().id);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/rest/main/web/supplier-invites',
      headers: { ...a.auth, 'idempotency-key': 'x'.repeat(201) },
      payload: invite(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Idempotency-Key');
  });

  it.each([
    [{ email: 'not-an-email' }, 'body.email', 'valid email'],
    [{ website: 'mailto:x@y.example' }, 'body.website', 'valid website'],
    [{ phoneNumber: '12' }, 'body.phoneNumber', 'valid phone number'],
    [{ name: '  ' }, 'body.name', 'supplier name'],
    [{ extra: 1 }, 'body', ''],
  ])('answers 400 for %j', async (over, path, message) => {
    const before = (await t.deps.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const res = await call('POST', '/web/supplier-invites', a.auth, invite(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe(path);
    expect(res.json().message).toContain(message);
    expect((await t.deps.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(before);
  });
});

describe('GET /web/supplier-invites and /web/stores/me/suppliers', () => {
  it("lists only the store's own invites, newest first", async () => {
    const s1 = await registerStore(t, 'Lister One');
    const s2 = await registerStore(t, 'Lister Two');
    await call('POST', '/web/supplier-invites', s1.auth, invite({ name: 'Older' }));
    await new Promise((r) => setTimeout(r, 5));
    await call('POST', '/web/supplier-invites', s1.auth, invite({ name: 'Newer' }));
    const mine = (await call('GET', '/web/supplier-invites', s1.auth)).json();
    expect(mine.map((i: { name: string }) => i.name)).toEqual(['Newer', 'Older']);
    expect((await call('GET', '/web/supplier-invites?page=1&size=1', s1.auth)).json()[0].name).toBe('Older');
    expect((await call('GET', '/web/supplier-invites', s2.auth)).json()).toEqual([]);
    expect((await call('GET', '/web/stores/me/suppliers', s2.auth)).json()).toEqual([]);
    expect((await call('GET', '/web/stores/me/suppliers/action/count', s2.auth)).json()).toEqual({
      count: 0,
    });
  });

  it('lists suppliers the store favorited, invited or reviewed, one row per supplier', async () => {
    const s = await registerStore(t, 'Suppliers Store');
    const fav = await createCompany(t.deps.db, { name: 'Fav And Invite Inc' });
    await call('PUT', `/web/favorites/catalog-companies/${fav.id}`, s.auth);
    await call('POST', '/web/supplier-invites', s.auth, invite({ name: 'Fav And Invite Inc' }));
    await call('POST', '/web/supplier-invites', s.auth, invite({ name: 'Offline Supplier' }));
    await call('POST', '/web/catalog-company-reviews', s.auth, {
      companyId: fav.id,
      rating: 5,
      text: 'Great',
    });
    const res = await call('GET', '/web/stores/me/suppliers', s.auth);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(2);
    const onQuarry = rows.find((r: { companyId: number | null }) => r.companyId === fav.id);
    expect(onQuarry.relationships).toEqual(['FAVORITED', 'INVITED', 'REVIEWED']);
    expect(onQuarry.company).toMatchObject({ id: fav.id, isFavorite: true, reviewCount: 1 });
    const offline = rows.find((r: { companyId: number | null }) => r.companyId === null);
    expect(offline).toMatchObject({
      name: 'Offline Supplier',
      website: 'https://harbor-ceramics.example',
      relationships: ['INVITED'],
      company: null,
    });
    expect(offline.inviteId).toEqual(expect.any(Number));
    expect((await call('GET', '/web/stores/me/suppliers?size=1', s.auth)).json()).toHaveLength(1);
    expect((await call('GET', '/web/stores/me/suppliers/action/count', s.auth)).json()).toEqual({ count: 2 });
    expect((await call('GET', '/web/supplier-invites/action/count', s.auth)).json()).toEqual({ count: 2 });
  });
});

describe('email outbox rows', () => {
  it('are written with the configured sender', async () => {
    const [row] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'SENT')).limit(1);
    expect(row!.from).toBe('Quarry <no-reply@quarry.test>');
  });
});
