import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, RealtimeEvent } from '../../../shared/contract/messaging';
import { createCompany } from '../../test/catalog-factories';
import { callApi, createTestApp, loginAs, registerStore, type TestApp } from '../../test/test-app';
import { signInSupplier } from '../projects/test-helpers';
import { demoParties, openWith, send } from './test-helpers';
import { connectRealtime } from './ws-test-client';

let t: TestApp;
let base: string;
let p: Awaited<ReturnType<typeof demoParties>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  p = await demoParties(t);
});
afterAll(() => t.close());

async function pair() {
  const supplier = await createCompany(t.deps.db);
  const supplierUser = await signInSupplier(t, supplier.id);
  const c = await openWith(t, p.founder.auth, supplier.id);
  return { supplier, supplierUser, c };
}
const isMessage = (conversationId: number, index: number) => (e: RealtimeEvent) =>
  e.type === 'message' && e.conversationId === conversationId && e.message.index === index;

describe('realtime connection', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connectRealtime(base, '')).rejects.toThrow('HTTP 401');
    await expect(connectRealtime(base, 'not-a-token')).rejects.toThrow('HTTP 401');
    const ops = await loginAs(t, 'ops@quarry.test'); // no inbox for the warehouse
    await expect(connectRealtime(base, ops.token)).rejects.toThrow('HTTP 401');
  });

  it("pushes a new message to every open tab of both sides, and read receipts and typing to the other's", async () => {
    const { supplierUser, c } = await pair();
    const tab1 = await connectRealtime(base, p.founder.token);
    const tab2 = await connectRealtime(base, p.founder.token);
    const supplierTab = await connectRealtime(base, supplierUser.token);
    const other = await connectRealtime(base, (await pair()).supplierUser.token);
    try {
      const sent = (
        await send(t, p.founder.auth, c.id, { type: 'TEXT', body: 'Hi <b>there</b>' })
      ).json() as Message;
      for (const tab of [tab1, tab2, supplierTab]) {
        const e = await tab.waitFor<Extract<RealtimeEvent, { type: 'message' }>>(isMessage(c.id, 0));
        expect(e.message).toMatchObject({
          sid: sent.sid,
          body: 'Hi <b>there</b>',
          author: `store_${p.founder.storeId}`,
        });
      }
      await callApi(t, 'PUT', `/web/conversations/${c.id}/read`, supplierUser.auth, { index: 0 });
      const read = await tab1.waitFor((e) => e.type === 'read' && e.conversationId === c.id);
      expect(read).toEqual({
        type: 'read',
        conversationId: c.id,
        identity: `customer_${c.supplierId}`,
        lastReadIndex: 0,
      });
      supplierTab.send({ type: 'typing', conversationId: c.id });
      const typing = await tab2.waitFor((e) => e.type === 'typing');
      expect(typing).toMatchObject({ conversationId: c.id, identity: `customer_${c.supplierId}` });
      // Typing in someone else's conversation is refused; the other supplier heard nothing at all.
      other.send({ type: 'typing', conversationId: c.id });
      expect(await other.waitFor((e) => e.type === 'error')).toMatchObject({
        message: 'Conversation not found',
      });
      expect(
        other.events.filter((e) => e.type === 'message' || e.type === 'typing' || e.type === 'read'),
      ).toEqual([]);
      tab1.send({ type: 'ping' });
      await tab1.waitFor((e) => e.type === 'pong');
    } finally {
      await Promise.all([tab1.close(), tab2.close(), supplierTab.close(), other.close()]);
    }
  });

  it('loses and duplicates nothing when a tab disconnects mid-stream and resumes from its last index', async () => {
    const { supplierUser, c } = await pair();
    const total = 40;
    let tab = await connectRealtime(base, p.founder.token);
    const received: Message[] = [];
    const sender = (async () => {
      for (let i = 0; i < total; i++) {
        await send(t, supplierUser.auth, c.id, { type: 'TEXT', body: `update ${i}` });
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await tab.waitFor(isMessage(c.id, 9));
    await tab.close(); // mid-stream
    received.push(...tab.messages(c.id));
    const lastIndex = received.at(-1)!.index;
    await new Promise((r) => setTimeout(r, 60)); // messages go on arriving while it is away
    tab = await connectRealtime(base, p.founder.token);
    tab.send({ type: 'resume', cursors: { [c.id]: lastIndex } });
    await sender;
    await tab.waitFor(isMessage(c.id, total - 1), 10_000);
    const resumed = await tab.waitFor((e) => e.type === 'resumed');
    expect(resumed).toMatchObject({ type: 'resumed' });
    received.push(...tab.messages(c.id));
    await tab.close();
    // Each index exactly once (a live message can reach the new tab before the replay of older ones;
    // clients order by index).
    const indexes = received.map((m) => m.index);
    expect(new Set(indexes).size).toBe(indexes.length);
    const byIndex = [...received].sort((a, b) => a.index - b.index);
    expect(byIndex.map((m) => m.index)).toEqual([...Array(total).keys()]);
    expect(byIndex.map((m) => m.body)).toEqual([...Array(total).keys()].map((i) => `update ${i}`));
  });

  it('replays several conversations at once, each from its own cursor', async () => {
    const one = await pair();
    const two = await pair();
    for (const body of ['a0', 'a1', 'a2']) await send(t, p.founder.auth, one.c.id, { type: 'TEXT', body });
    for (const body of ['b0', 'b1']) await send(t, p.founder.auth, two.c.id, { type: 'TEXT', body });
    const tab = await connectRealtime(base, p.founder.token);
    tab.send({ type: 'resume', cursors: { [one.c.id]: 0, [two.c.id]: -1 } });
    expect(await tab.waitFor((e) => e.type === 'resumed')).toEqual({
      type: 'resumed',
      cursors: { [one.c.id]: 2, [two.c.id]: 1 },
    });
    expect(tab.messages(one.c.id).map((m) => m.body)).toEqual(['a1', 'a2']);
    expect(tab.messages(two.c.id).map((m) => m.body)).toEqual(['b0', 'b1']);
    await tab.close();
  });

  it('pushes typing sent over HTTP, and the answered meeting request to both sides', async () => {
    const { supplierUser, c } = await pair();
    const founderTab = await connectRealtime(base, p.founder.token);
    const supplierTab = await connectRealtime(base, supplierUser.token);
    try {
      await callApi(t, 'POST', `/web/conversations/${c.id}/typing`, supplierUser.auth);
      expect(await founderTab.waitFor((e) => e.type === 'typing')).toMatchObject({
        conversationId: c.id,
        identity: `customer_${c.supplierId}`,
      });
      const time = new Date(Date.now() + 86400_000).toISOString();
      const request = await send(t, p.founder.auth, c.id, {
        type: 'ZOOM_MEETING_REQUEST',
        meetingRequest: { topic: 'Samples', durationMinutes: 30, proposedTimes: [time] },
      });
      const index = request.json().index;
      await callApi(
        t,
        'POST',
        `/web/conversations/${c.id}/messages/${index}/accept-meeting`,
        supplierUser.auth,
        {
          startTime: time,
        },
      );
      for (const tab of [founderTab, supplierTab]) {
        const updated = await tab.waitFor<Extract<RealtimeEvent, { type: 'message-updated' }>>(
          (e) => e.type === 'message-updated',
        );
        expect(updated.message).toMatchObject({
          index,
          meetingRequest: { status: 'ACCEPTED', meetingMessageIndex: index + 1 },
        });
        await tab.waitFor(isMessage(c.id, index + 1));
      }
    } finally {
      await Promise.all([founderTab.close(), supplierTab.close()]);
    }
  });

  it('replays nothing of a conversation that is not the caller', async () => {
    const { c } = await pair();
    await send(t, p.founder.auth, c.id, { type: 'TEXT', body: 'private' });
    const stranger = await connectRealtime(base, (await pair()).supplierUser.token);
    stranger.send({ type: 'resume', cursors: { [c.id]: -1 } });
    expect(await stranger.waitFor((e) => e.type === 'resumed')).toEqual({ type: 'resumed', cursors: {} });
    expect(stranger.messages(c.id)).toEqual([]);
    await stranger.close();
  });

  it('checks the token again on renewal, and closes when the token expires', async () => {
    const tab = await connectRealtime(base, p.founder.token);
    tab.send({
      type: 'renew',
      token: (await callApi(t, 'GET', '/commons/chat/token', p.founder.auth)).json().token,
    });
    expect(await tab.waitFor((e) => e.type === 'renewed')).toMatchObject({ type: 'renewed' });
    tab.send({ type: 'renew', token: p.supplier.token }); // someone else's token
    expect((await tab.closedPromise).code).toBe(4001);

    const row = await loginAs(t, 'founder@quarry.test');
    const claims = (await t.deps.tokens.verify(row.token))!;
    const now = Math.floor(Date.now() / 1000);
    const short = await t.deps.tokens.sign(
      claims.userId,
      claims.tokenVersion,
      now - t.deps.tokens.ttlSeconds + 1,
    );
    const expiring = await connectRealtime(base, short.token);
    const closed = await expiring.closedPromise;
    expect(closed).toEqual({ code: 4001, reason: 'token expired' });
  });

  it('answers malformed client messages with an error and keeps the connection', async () => {
    const tab = await connectRealtime(base, p.founder.token);
    tab.ws.send('not json');
    expect(await tab.waitFor((e) => e.type === 'error')).toEqual({
      type: 'error',
      message: 'Messages are JSON',
    });
    tab.send({ type: 'subscribe-everything' });
    await tab.waitFor((e) => e.type === 'error' && e.message === 'Unknown or malformed message');
    tab.send({ type: 'ping' });
    await tab.waitFor((e) => e.type === 'pong');
    await tab.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;

describe('a stopping instance', () => {
  it('closes open sockets with 1012 (Service Restart) so the tabs reconnect to another instance', async () => {
    const d = await createTestApp({ seed: false });
    try {
      await d.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(d.app.server.address() as AddressInfo).port}`;
      const store = await registerStore(d, 'Draining Store');
      const socket = await connectRealtime(url, store.token);
      await d.deps.lifecycle.drain();
      expect(await socket.closedPromise).toEqual({ code: 1012, reason: 'Quarry is restarting: reconnect' });
    } finally {
      await d.close();
    }
  });
});

describe.runIf(redisUrl && postgres)('two instances behind a load balancer (Redis pub/sub)', () => {
  it("delivers a message sent on one instance to the other instance's tabs, and sees presence across them", async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: `quarry-test-${randomBytes(6).toString('hex')}:` };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env, attachTo: a });
    try {
      const urls: string[] = [];
      for (const inst of [a, b]) {
        await inst.app.listen({ port: 0, host: '127.0.0.1' });
        urls.push(`http://127.0.0.1:${(inst.app.server.address() as AddressInfo).port}`);
      }
      const parties = await demoParties(a);
      const c = await openWith(a, parties.founder.auth, parties.supplierId);
      const supplierOnB = await connectRealtime(urls[1]!, parties.supplier.token);
      const founderOnA = await connectRealtime(urls[0]!, parties.founder.token);
      const founderOnB = await connectRealtime(urls[1]!, parties.founder.token);
      const first = await send(a, parties.founder.auth, c.id, {
        type: 'TEXT',
        body: 'Sent through instance A',
      });
      const got = await supplierOnB.waitFor<Extract<RealtimeEvent, { type: 'message' }>>(
        (e) => e.type === 'message' && e.message.sid === first.json().sid,
      );
      expect(got.message.body).toBe('Sent through instance A');
      const reply = await send(b, parties.supplier.auth, c.id, { type: 'TEXT', body: 'Answered on B' });
      for (const tab of [founderOnA, founderOnB]) {
        await tab.waitFor((e) => e.type === 'message' && e.message.sid === reply.json().sid);
      }
      // Each tab got each message once.
      expect(founderOnA.messages(c.id).map((m) => m.body)).toEqual([
        'Sent through instance A',
        'Answered on B',
      ]);
      expect(await a.deps.presence.isOnline(`customer_${parties.supplierId}`)).toBe(true);
      await Promise.all([supplierOnB.close(), founderOnA.close(), founderOnB.close()]);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
