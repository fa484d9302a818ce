import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/catalog-factories';
import { callApi, createTestApp, loginAs, registerStore, type TestApp } from '../../test/test-app';
import { signInSupplier } from '../projects/test-helpers';
import { demoParties, openWith, send } from './test-helpers';

let t: TestApp;
let p: Awaited<ReturnType<typeof demoParties>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
});
afterAll(() => t.close());

const get = (url: string, auth: Record<string, string>) => callApi(t, 'GET', url, auth);

describe('conversations', () => {
  it('opens one conversation per store and supplier, named after both identities', async () => {
    const supplier = await createCompany(t.deps.db);
    const [a, b] = await Promise.all([
      openWith(t, p.founder.auth, supplier.id),
      openWith(t, p.founder.auth, supplier.id),
    ]);
    expect(a.id).toBe(b.id);
    expect((await openWith(t, p.founder.auth, supplier.id)).id).toBe(a.id);
    expect(a.name).toBe(`store_${p.founder.storeId}_customer_${supplier.id}`);
    const chatSetup = await callApi(t, 'POST', '/commons/chat/conversations/setup', p.founder.auth, {
      userId: supplier.id,
    });
    expect(chatSetup.json().id).toBe(a.id);
  });

  it('refuses bad opens: no supplier, an unknown one, unknown fields', async () => {
    const none = await callApi(t, 'POST', '/web/conversations', p.founder.auth, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0].path).toBe('supplierId');
    expect(
      (await callApi(t, 'POST', '/web/conversations', p.founder.auth, { supplierId: 99_999_999 })).statusCode,
    ).toBe(404);
    expect(
      (await callApi(t, 'POST', '/web/conversations', p.founder.auth, { supplierId: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await callApi(t, 'POST', '/web/conversations', p.founder.auth, { supplierId: 1, extra: 1 }))
        .statusCode,
    ).toBe(400);
  });

  it('lists by group with last message and unread count, and counts', async () => {
    const supplier = await createCompany(t.deps.db, { name: 'Unread Count Works' });
    const supplierUser = await signInSupplier(t, supplier.id);
    const c = await openWith(t, p.founder.auth, supplier.id);
    await send(t, p.founder.auth, c.id, { type: 'TEXT', body: 'Hello there' });
    for (const body of ['one', 'two', 'three']) {
      expect((await send(t, supplierUser.auth, c.id, { type: 'TEXT', body })).statusCode).toBe(200);
    }
    const list = (await get('/web/conversations?group=PERSONAL', p.founder.auth)).json() as {
      id: number;
      unreadCount: number;
      lastMessage: { body: string; index: number };
      counterpart: { name: string };
    }[];
    const mine = list.find((x) => x.id === c.id)!;
    expect(mine).toMatchObject({
      unreadCount: 3,
      lastMessage: { body: 'three', index: 3 },
      counterpart: { name: 'Unread Count Works' },
    });
    expect(list[0]!.id).toBe(c.id); // most recent first
    // The supplier's side: its own messages, nothing unread, the store as counterpart.
    const theirs = (await get('/web/conversations', supplierUser.auth)).json();
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ id: c.id, unreadCount: 0, counterpart: { name: 'Lavender & Co.' } });
    const unread = (await get('/web/conversations/action/unread', p.founder.auth)).json();
    expect(unread.messages).toBeGreaterThanOrEqual(3);
    const count = (await get('/web/conversations/action/count?group=PERSONAL', p.founder.auth)).json();
    expect(count.count).toBe(list.length);
    expect(
      (await get('/web/conversations/action/count?group=AI_SOURCING_AGENT', p.founder.auth)).json().count,
    ).toBe(0);
    expect((await get('/web/conversations?group=SPAM', p.founder.auth)).statusCode).toBe(400);

    // Reading clears the count, and the supplier's messages now read as read on the supplier's side.
    const read = await callApi(t, 'PUT', `/web/conversations/${c.id}/read`, p.founder.auth, { index: 99 });
    expect(read.json()).toMatchObject({ unreadCount: 0, lastReadIndex: 3 });
    const supplierView = (await get(`/web/conversations/${c.id}/messages`, supplierUser.auth)).json();
    expect(supplierView.map((m: { isRead: boolean }) => m.isRead)).toEqual([true, true, true, true]);
    expect((await get(`/web/conversations/${c.id}`, supplierUser.auth)).json().counterpartLastReadIndex).toBe(
      3,
    );
    // Never backwards.
    const back = await callApi(t, 'PUT', `/web/conversations/${c.id}/read`, p.founder.auth, { index: 0 });
    expect(back.json().lastReadIndex).toBe(3);
  });

  it('searches within conversations by name and by message text', async () => {
    const supplier = await createCompany(t.deps.db, { name: 'Searchable Ceramics' });
    const c = await openWith(t, p.founder.auth, supplier.id);
    await send(t, p.founder.auth, c.id, { type: 'TEXT', body: 'Do you glaze in matte 100%_percent?' });
    const byName = (await get('/web/conversations?q=ceramics', p.founder.auth)).json();
    expect(byName.map((x: { id: number }) => x.id)).toEqual([c.id]);
    const byText = (
      await get(`/web/conversations?q=${encodeURIComponent('matte 100%_')}`, p.founder.auth)
    ).json();
    expect(byText.map((x: { id: number }) => x.id)).toEqual([c.id]);
    // % and _ are literal characters, not wildcards.
    expect(
      (await get('/web/conversations?q=%25_p', p.founder.auth)).json().map((x: { id: number }) => x.id),
    ).toEqual([c.id]);
    expect((await get('/web/conversations?q=nothing-like-this', p.founder.auth)).json()).toEqual([]);
  });

  it('archives for one side only; a new message from the other side brings it back', async () => {
    const supplier = await createCompany(t.deps.db);
    const supplierUser = await signInSupplier(t, supplier.id);
    const c = await openWith(t, p.founder.auth, supplier.id);
    await send(t, p.founder.auth, c.id, { type: 'TEXT', body: 'First' });
    const archived = await callApi(t, 'PUT', `/web/conversations/${c.id}/archive`, p.founder.auth);
    expect(archived.json()).toMatchObject({ archived: true, group: 'ARCHIVED' });
    const ids = async (group: string, auth = p.founder.auth) =>
      (await get(`/web/conversations?group=${group}`, auth)).json().map((x: { id: number }) => x.id);
    expect(await ids('ARCHIVED')).toContain(c.id);
    expect(await ids('PERSONAL')).not.toContain(c.id);
    expect(await ids('PERSONAL', supplierUser.auth)).toContain(c.id);
    // The property lookup hides archived ones unless asked.
    const prop = (archivedToo: boolean) =>
      get(
        `/web/conversations/-/property?storeId=${p.founder.storeId}&supplierId=${supplier.id}&returnArchived=${archivedToo}`,
        p.founder.auth,
      );
    expect((await prop(false)).statusCode).toBe(404);
    expect((await prop(true)).json().id).toBe(c.id);
    await send(t, supplierUser.auth, c.id, { type: 'TEXT', body: 'Any news?' });
    expect(await ids('PERSONAL')).toContain(c.id);
    const unarchived = await callApi(t, 'PUT', `/web/conversations/${c.id}/unarchive`, p.founder.auth);
    expect(unarchived.json().archived).toBe(false);
    expect((await prop(false)).json().id).toBe(c.id);
    const other = await callApi(
      t,
      'GET',
      `/commons/chat/conversations/-/property?storeId=${p.founder.storeId! + 1000}&supplierId=${supplier.id}`,
      p.founder.auth,
    );
    expect(other.statusCode).toBe(404);
  });

  it('merges attributes into meta, null removing a key, with a size limit', async () => {
    const supplier = await createCompany(t.deps.db);
    const c = await openWith(t, p.founder.auth, supplier.id);
    const put = (meta: object, path = `/web/conversations/${c.id}/attributes/meta`) =>
      callApi(t, 'PUT', path, p.founder.auth, { meta });
    expect((await put({ projectId: 7, pinned: true })).json().meta).toEqual({ projectId: 7, pinned: true });
    const alias = await put({ pinned: null }, `/commons/chat/conversations/${c.id}/attributes/meta`);
    expect(alias.json().meta).toEqual({ projectId: 7 });
    const big = await put({ blob: 'x'.repeat(20_000) });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain('16 KB');
    expect(
      (await callApi(t, 'PUT', `/web/conversations/${c.id}/attributes/meta`, p.founder.auth, { nope: 1 }))
        .statusCode,
    ).toBe(400);
  });

  it("answers 404 for unknown and other stores' conversations on every call", async () => {
    const supplier = await createCompany(t.deps.db);
    const c = await openWith(t, p.founder.auth, supplier.id);
    await send(t, p.founder.auth, c.id, { type: 'TEXT', body: 'secret terms' });
    const other = await registerStore(t);
    const calls: [string, string, object?][] = [
      ['GET', `/web/conversations/${c.id}`],
      ['GET', `/web/conversations/${c.id}/messages`],
      ['POST', `/web/conversations/${c.id}/messages`, { type: 'TEXT', body: 'hi' }],
      ['PUT', `/web/conversations/${c.id}/read`, { index: 0 }],
      ['PUT', `/web/conversations/${c.id}/archive`],
      ['PUT', `/web/conversations/${c.id}/unarchive`],
      ['POST', `/web/conversations/${c.id}/typing`],
      ['GET', `/web/conversations/${c.id}/attachments`],
      ['GET', `/commons/chat/conversations/${c.id}/attachments`],
      ['PUT', `/web/conversations/${c.id}/attributes/meta`, { meta: { a: 1 } }],
      ['POST', `/web/conversations/${c.id}/messages/0/accept-meeting`, { startTime: '2031-01-01T10:00:00Z' }],
      ['POST', `/web/conversations/${c.id}/messages/0/decline-meeting`],
    ];
    for (const [method, url, body] of calls) {
      const res = await callApi(t, method as 'GET', url, other.auth, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('secret terms');
      const unknown = await callApi(
        t,
        method as 'GET',
        url.replace(`/${c.id}/`, '/987654/').replace(/\/\d+$/, '/987654'),
        p.founder.auth,
        body,
      );
      expect(unknown.statusCode, `unknown ${method} ${url}`).toBe(404);
    }
    // Another supplier sees none of it either.
    const otherSupplier = await signInSupplier(t, (await createCompany(t.deps.db)).id);
    expect((await get(`/web/conversations/${c.id}/messages`, otherSupplier.auth)).statusCode).toBe(404);
    expect((await get(`/web/conversations/${c.id}`, otherSupplier.auth)).statusCode).toBe(404);
  });

  it('lets a supplier open a conversation only with a store it knows, and refuses other roles', async () => {
    const supplierUser = await signInSupplier(t, (await createCompany(t.deps.db)).id);
    const stranger = await callApi(t, 'POST', '/web/conversations', supplierUser.auth, {
      storeId: p.founder.storeId,
    });
    expect(stranger.statusCode).toBe(404);
    // The demo supplier was sent the demo founder's request: it may write first.
    const known = await callApi(t, 'POST', '/web/conversations', p.supplier.auth, {
      storeId: p.founder.storeId,
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ storeId: p.founder.storeId, supplierId: p.supplierId });
    const ops = await loginAs(t, 'ops@quarry.test');
    expect((await get('/web/conversations', ops.auth)).statusCode).toBe(403);
    expect((await get('/web/conversations', {})).statusCode).toBe(401);
  });

  it('gives a token and the address of the realtime connection', async () => {
    const res = await get('/commons/chat/token', p.founder.auth);
    expect(res.json()).toMatchObject({ identity: `store_${p.founder.storeId}`, url: '/rest/main/realtime' });
    expect((await get('/web/stores/me', { authorization: `Bearer ${res.json().token}` })).statusCode).toBe(
      200,
    );
    expect((await get('/commons/chat/token', p.supplier.auth)).json().identity).toBe(
      `customer_${p.supplierId}`,
    );
  });
});

describe('the supplier account', () => {
  it('GET /web/stores/me names the supplier a founder messages', async () => {
    const me = (await get('/web/stores/me', p.supplier.auth)).json();
    expect(me).toMatchObject({ role: 'SUPPLIER', supplierId: p.supplierId, email: 'supplier@quarry.test' });
    const c = await openWith(t, p.founder.auth, me.supplierId);
    expect(c.supplierId).toBe(p.supplierId);
    const ops = await loginAs(t, 'ops@quarry.test');
    expect((await get('/web/stores/me', ops.auth)).statusCode).toBe(403);
    expect((await get('/web/stores/me', p.founder.auth)).json().title).toBe('Lavender & Co.');
  });
});

describe('demo inbox', () => {
  it('gives the demo founder conversations with history, and the demo supplier a meeting request to accept', async () => {
    const fresh = await createTestApp();
    try {
      const parties = await demoParties(fresh);
      const list = (await callApi(fresh, 'GET', '/web/conversations', parties.founder.auth)).json() as {
        id: number;
        unreadCount: number;
        supplierId: number;
        lastMessage: { type: string };
      }[];
      expect(list.length).toBe(3);
      expect(list.map((c) => c.unreadCount).sort()).toEqual([0, 0, 2]);
      const withSupplier = list.find((c) => c.supplierId === parties.supplierId)!;
      expect(withSupplier.lastMessage.type).toBe('ZOOM_MEETING_REQUEST');
      const history = (
        await callApi(fresh, 'GET', `/web/conversations/${withSupplier.id}/messages`, parties.supplier.auth)
      ).json();
      expect(history.map((m: { type: string }) => m.type)).toEqual([
        'ZOOM_MEETING_REQUEST',
        'TEXT',
        'CATALOG_ITEM',
        'TEXT',
        'CREATOR_CUSTOM_PROJECT',
      ]);
      const request = history[0];
      const accept = await callApi(
        fresh,
        'POST',
        `/web/conversations/${withSupplier.id}/messages/${request.index}/accept-meeting`,
        parties.supplier.auth,
        { startTime: request.meetingRequest.proposedTimes[0] },
      );
      expect(accept.json().type).toBe('ZOOM_MEETING');
      expect(
        (await callApi(fresh, 'GET', '/web/conversations/action/unread', parties.supplier.auth)).json(),
      ).toEqual({
        conversations: 0,
        messages: 0,
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('working with a supplier', () => {
  it('counts a conversation the supplier answered as a relationship: review allowed, listed in my suppliers', async () => {
    const supplier = await createCompany(t.deps.db, { name: 'Talked With Supplier' });
    const supplierUser = await signInSupplier(t, supplier.id);
    const founder = await registerStore(t, 'Relationship Test');
    const review = () =>
      callApi(t, 'POST', '/web/catalog-company-reviews', founder.auth, {
        companyId: supplier.id,
        rating: 5,
        text: 'Great',
      });
    const c = await openWith(t, founder.auth, supplier.id);
    await send(t, founder.auth, c.id, { type: 'TEXT', body: 'Hello' });
    expect((await review()).statusCode).toBe(422); // only the founder spoke so far
    await send(t, supplierUser.auth, c.id, { type: 'TEXT', body: 'Hi, how can we help?' });
    expect((await review()).statusCode).toBe(200);
    const mine = (await get('/web/stores/me/suppliers', founder.auth)).json();
    expect(mine[0]).toMatchObject({ companyId: supplier.id, name: 'Talked With Supplier' });
    expect(mine[0].relationships).toContain('MESSAGED');
  });
});
