import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email';
import { smsOutbox } from '../../db/schema/sms';
import { uploads } from '../../db/schema/uploads';
import { createCompany, createItem } from '../../test/catalog-factories';
import { callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { signInSupplier } from '../projects/test-helpers';
import { sampleFiles, sampleImage, uploadFile } from '../uploads/test-helpers';
import { sendDueDigests } from './digest';
import { demoParties, openWith, send } from './test-helpers';

let t: TestApp;
let p: Awaited<ReturnType<typeof demoParties>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
});
afterAll(() => t.close());

async function freshConversation() {
  const supplier = await createCompany(t.deps.db);
  const supplierUser = await signInSupplier(t, supplier.id);
  const c = await openWith(t, p.founder.auth, supplier.id);
  return { c, supplier, supplierUser };
}
const messages = (id: number, auth: Record<string, string>, query = '') =>
  callApi(t, 'GET', `/web/conversations/${id}/messages${query}`, auth);
async function upload(auth: Record<string, string>, name: string, bytes: Buffer) {
  const res = await uploadFile(t, auth, name, bytes);
  if (res.statusCode !== 200) throw new Error(`upload ${name}: ${res.statusCode} ${res.body}`);
  return res.json() as { url: string; key: string };
}
const inFuture = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

describe('sending and paging', () => {
  it('never sends empty text, and stores text as text', async () => {
    const { c } = await freshConversation();
    for (const body of [{ type: 'TEXT', body: '' }, { type: 'TEXT', body: '   \n ' }, {}]) {
      const res = await send(t, p.founder.auth, c.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('empty messages are not sent');
    }
    expect((await send(t, p.founder.auth, c.id, { type: 'TEXT', body: 'x'.repeat(10_001) })).statusCode).toBe(
      400,
    );
    expect((await send(t, p.founder.auth, c.id, { type: 'SHOUT', body: 'hi' })).statusCode).toBe(400);
    const html = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const sent = await send(t, p.founder.auth, c.id, { type: 'TEXT', body: `  ${html}\n` });
    expect(sent.json()).toMatchObject({
      body: html,
      index: 0,
      author: `store_${p.founder.storeId}`,
      authorSide: 'STORE',
      type: 'TEXT',
      isRead: false,
    });
    expect(sent.json().sid).toMatch(/^IM[0-9a-f]{32}$/);
    expect((await messages(c.id, p.founder.auth)).json()).toHaveLength(1);
  });

  it('numbers messages without gaps under concurrent sends, and pages 10 at a time backwards', async () => {
    const { c, supplierUser } = await freshConversation();
    const sends = Array.from({ length: 25 }, (_, i) =>
      send(t, i % 2 ? supplierUser.auth : p.founder.auth, c.id, { type: 'TEXT', body: `m${i}` }),
    );
    const results = await Promise.all(sends);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.map((r) => r.json().index).sort((a, b) => a - b)).toEqual([...Array(25).keys()]);
    const first = (await messages(c.id, p.founder.auth)).json();
    expect(first.map((m: { index: number }) => m.index)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15]);
    const second = (await messages(c.id, p.founder.auth, '?before=15')).json();
    expect(second.map((m: { index: number }) => m.index)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    const last = (await messages(c.id, p.founder.auth, '?before=5&size=10')).json();
    expect(last.map((m: { index: number }) => m.index)).toEqual([4, 3, 2, 1, 0]);
    expect((await messages(c.id, p.founder.auth, '?before=0')).json()).toEqual([]);
    const after = (await messages(c.id, p.founder.auth, '?after=21')).json();
    expect(after.map((m: { index: number }) => m.index)).toEqual([22, 23, 24]);
    expect((await messages(c.id, p.founder.auth, '?before=3&after=1')).statusCode).toBe(400);
    expect((await messages(c.id, p.founder.auth, '?size=101')).statusCode).toBe(400);
    expect((await messages(c.id, p.founder.auth, '?before=-1')).statusCode).toBe(400);
  });

  it('is retry-safe: the same clientId answers the first message and takes no new index', async () => {
    const { c } = await freshConversation();
    const body = { type: 'TEXT', body: 'Only once', clientId: 'c1a2b3c4-retry-test' };
    const [a, b] = await Promise.all([
      send(t, p.founder.auth, c.id, body),
      send(t, p.founder.auth, c.id, body),
    ]);
    expect(a.json().id).toBe(b.json().id);
    expect((await send(t, p.founder.auth, c.id, body)).json().id).toBe(a.json().id);
    const next = await send(t, p.founder.auth, c.id, { type: 'TEXT', body: 'Next' });
    expect(next.json().index).toBe(1);
  });
});

describe('message types', () => {
  it('sends images, videos, PDFs and files, classified by extension, from own uploads only', async () => {
    const { c, supplierUser } = await freshConversation();
    const files = Object.fromEntries((await sampleFiles()).map((f) => [f.name, f.bytes]));
    const png = await upload(p.founder.auth, 'front.png', files['a.png']!);
    const eps = await upload(p.founder.auth, 'logo.eps', files['a.eps']!);
    const mp4 = await upload(p.founder.auth, 'walkthrough.mp4', files['a.mp4']!);
    const pdf = await upload(p.founder.auth, 'spec-sheet.pdf', files['a.pdf']!);
    const ai = await upload(p.founder.auth, 'dieline.ai', files['a.ai']!);

    const image = await send(t, p.founder.auth, c.id, {
      type: 'IMAGE',
      imageUrls: [png.url, `http://localhost:3000${eps.url}`],
    });
    expect(image.statusCode).toBe(200);
    expect(image.json()).toMatchObject({
      type: 'IMAGE',
      imageUrls: [png.url, eps.url],
      fileName: 'front.png',
    });
    const video = await send(t, p.founder.auth, c.id, { type: 'VIDEO', videoUrls: [mp4.url] });
    expect(video.json()).toMatchObject({ videoUrls: [mp4.url], fileName: 'walkthrough.mp4' });
    const doc = await send(t, p.founder.auth, c.id, { type: 'PDF', pdfUrls: [pdf.url], body: 'Our spec' });
    expect(doc.json()).toMatchObject({ pdfUrls: [pdf.url], body: 'Our spec' });
    const design = await send(t, p.founder.auth, c.id, { type: 'TEXT', fileUrls: [ai.url] });
    expect(design.json()).toMatchObject({ fileUrls: [ai.url], fileName: 'dieline.ai', body: '' });

    // Each list takes only its own kind (spec §5), and says where the file belongs.
    const wrong = await send(t, p.founder.auth, c.id, { type: 'IMAGE', imageUrls: [pdf.url] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('spec-sheet.pdf is sent as pdf: put it in pdfUrls, not imageUrls');
    expect((await send(t, p.founder.auth, c.id, { type: 'VIDEO', videoUrls: [png.url] })).statusCode).toBe(
      400,
    );
    expect((await send(t, p.founder.auth, c.id, { type: 'IMAGE' })).json().details[0].path).toBe('imageUrls');
    // Not Quarry's file, or another account's upload.
    const foreign = await send(t, p.founder.auth, c.id, {
      type: 'IMAGE',
      imageUrls: ['https://evil.example/x.png'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('imageUrls[0] is not a file uploaded to Quarry');
    const theirs = await upload(supplierUser.auth, 'theirs.png', files['a.png']!);
    const stolen = await send(t, p.founder.auth, c.id, { type: 'IMAGE', imageUrls: [theirs.url] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('imageUrls[0] is not one of your uploads');
    // The supplier can send its own upload into the conversation.
    expect(
      (await send(t, supplierUser.auth, c.id, { type: 'IMAGE', imageUrls: [theirs.url] })).statusCode,
    ).toBe(200);
    // Oversized for chat: the reason says the limit.
    const big = await upload(p.founder.auth, 'huge.png', await sampleImage(16, 16));
    await t.deps.db
      .update(uploads)
      .set({ size: 25 * 1024 * 1024 })
      .where(eq(uploads.key, big.key));
    const tooBig = await send(t, p.founder.auth, c.id, { type: 'IMAGE', imageUrls: [big.url] });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('huge.png is 25 MB; image files in chat are at most 20 MB');
    // A disallowed type never becomes an upload in the first place.
    const exe = await uploadFile(t, p.founder.auth, 'setup.exe', Buffer.from('MZ\x90\x00'));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/exe/i);

    const attachments = (
      await callApi(t, 'GET', `/web/conversations/${c.id}/attachments`, p.founder.auth)
    ).json();
    expect(attachments.map((a: { kind: string }) => a.kind)).toEqual([
      'image',
      'ai',
      'pdf',
      'video',
      'image',
      'image',
    ]);
    expect(attachments[1]).toMatchObject({ url: ai.url, fileName: 'dieline.ai', messageType: 'TEXT' });
  });

  it('shares catalog items, supplier profiles and custom projects as cards', async () => {
    const { c, supplier, supplierUser } = await freshConversation();
    const item = await createItem(t.deps.db, {
      companyId: supplier.id,
      title: 'Amber jar 8oz',
      productionMinPriceCents: 125,
      moq: 500,
    });
    const card = await send(t, p.founder.auth, c.id, {
      type: 'CATALOG_ITEM',
      catalogItemId: item.id,
      body: 'This one?',
    });
    expect(card.json().card).toMatchObject({
      kind: 'CATALOG_ITEM',
      id: item.id,
      title: 'Amber jar 8oz',
      subtitle: `From $1.25 · MOQ 500 · ${supplier.name}`,
      href: `/browse-suppliers/catalog-item/${item.id}`,
    });
    const remix = await send(t, p.founder.auth, c.id, {
      type: 'REMIX_PRODUCT_ITEM',
      catalogItemId: item.id,
      body: 'In sage green',
    });
    expect(remix.json().card.kind).toBe('CATALOG_ITEM');
    const profile = await send(t, supplierUser.auth, c.id, {
      type: 'SUPPLIER_PROFILE',
      supplierId: supplier.id,
    });
    expect(profile.json().card).toMatchObject({
      kind: 'SUPPLIER_PROFILE',
      title: supplier.name,
      href: `/browse-suppliers/supplier-profile/${supplier.id}`,
    });
    expect(
      (await send(t, p.founder.auth, c.id, { type: 'CATALOG_ITEM', catalogItemId: 99_999_999 })).statusCode,
    ).toBe(404);
    const misplaced = await send(t, p.founder.auth, c.id, {
      type: 'TEXT',
      body: 'hi',
      catalogItemId: item.id,
    });
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().message).toBe(
      'catalogItemId goes with CATALOG_ITEM or REMIX_PRODUCT_ITEM messages, not TEXT',
    );
    expect((await send(t, p.founder.auth, c.id, { type: 'CATALOG_ITEM' })).statusCode).toBe(400);
    // The demo founder's project request; another store's is not found.
    const projects = (await callApi(t, 'GET', '/web/project-management', p.founder.auth)).json() as {
      id: number;
      title: string;
    }[];
    const project = await send(t, p.founder.auth, c.id, {
      type: 'CREATOR_CUSTOM_PROJECT',
      projectRequestId: projects[0]!.id,
      body: 'Hello',
    });
    expect(project.json().card).toMatchObject({
      kind: 'CUSTOM_PROJECT',
      id: projects[0]!.id,
      title: projects[0]!.title,
    });
    const other = await registerStore(t);
    const otherConversation = await openWith(t, other.auth, supplier.id);
    expect(
      (
        await send(t, other.auth, otherConversation.id, {
          type: 'CREATOR_CUSTOM_PROJECT',
          projectRequestId: projects[0]!.id,
        })
      ).statusCode,
    ).toBe(404);
    // AI and milestone messages need text; a ZOOM_MEETING is only ever posted by accepting a request.
    expect(
      (await send(t, p.founder.auth, c.id, { type: 'AI', body: 'Summary: 3 quotes so far' })).statusCode,
    ).toBe(200);
    expect((await send(t, p.founder.auth, c.id, { type: 'CREATOR_MILESTONE', body: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await send(t, p.founder.auth, c.id, { type: 'CREATOR_MILESTONE', body: 'Samples approved' }))
        .statusCode,
    ).toBe(200);
    expect((await send(t, p.founder.auth, c.id, { type: 'ZOOM_MEETING', body: 'hi' })).statusCode).toBe(400);
  });
});

describe('meetings', () => {
  it('proposes times; the other side accepts one, which creates the meeting and posts it', async () => {
    const { c, supplierUser } = await freshConversation();
    const times = [inFuture(48), inFuture(24)];
    const request = await send(t, p.founder.auth, c.id, {
      type: 'ZOOM_MEETING_REQUEST',
      body: 'Can we talk samples?',
      meetingRequest: { topic: 'Sample review', durationMinutes: 30, proposedTimes: times },
    });
    expect(request.statusCode).toBe(200);
    expect(request.json().meetingRequest).toEqual({
      topic: 'Sample review',
      durationMinutes: 30,
      proposedTimes: [...times].sort(),
      status: 'PENDING',
      acceptedTime: null,
      meetingMessageIndex: null,
    });
    const index = request.json().index;
    const accept = (auth: Record<string, string>, startTime: string) =>
      callApi(t, 'POST', `/web/conversations/${c.id}/messages/${index}/accept-meeting`, auth, { startTime });
    expect((await accept(p.founder.auth, times[0]!)).statusCode).toBe(422);
    const notProposed = await accept(supplierUser.auth, inFuture(5));
    expect(notProposed.statusCode).toBe(400);
    expect(notProposed.json().message).toBe('Pick one of the proposed times');
    const accepted = await accept(supplierUser.auth, times[1]!);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      type: 'ZOOM_MEETING',
      index: index + 1,
      author: `customer_${c.supplierId}`,
      meeting: {
        provider: 'quarry',
        topic: 'Sample review',
        startTime: times[1],
        durationMinutes: 30,
        requestIndex: index,
      },
    });
    expect(accepted.json().meeting.joinUrl).toMatch(/\/meetings\/[0-9a-f]{32}\?pwd=/);
    expect((await accept(supplierUser.auth, times[0]!)).statusCode).toBe(409);
    // The link opens the meeting for whoever holds it, passcode included; nothing without it.
    const link = new URL(accepted.json().meeting.joinUrl);
    const room = await callApi(t, 'GET', `/commons/meetings/${link.pathname.split('/').pop()}${link.search}`);
    expect(room.json()).toMatchObject({
      topic: 'Sample review',
      startTime: times[1],
      participants: ['Lavender & Co.', expect.any(String)],
    });
    const wrong = await callApi(t, 'GET', `/commons/meetings/${link.pathname.split('/').pop()}?pwd=nope`);
    expect(wrong.statusCode).toBe(404);
    const [updated] = (await messages(c.id, p.founder.auth, `?before=${index + 1}&size=1`)).json();
    expect(updated.meetingRequest).toMatchObject({
      status: 'ACCEPTED',
      acceptedTime: times[1],
      meetingMessageIndex: index + 1,
    });
    const text = await send(t, p.founder.auth, c.id, { type: 'TEXT', body: 'Not a request' });
    const onText = `/web/conversations/${c.id}/messages/${text.json().index}/accept-meeting`;
    expect((await callApi(t, 'POST', onText, supplierUser.auth, { startTime: times[0] })).statusCode).toBe(
      404,
    );
  });

  it('refuses past or repeated times, and can be declined once', async () => {
    const { c, supplierUser } = await freshConversation();
    const bad = (proposedTimes: string[]) =>
      send(t, p.founder.auth, c.id, {
        type: 'ZOOM_MEETING_REQUEST',
        meetingRequest: { topic: 'Call', durationMinutes: 30, proposedTimes },
      });
    expect((await bad([inFuture(-1)])).json().message).toBe('Proposed times must be in the future');
    const same = inFuture(3);
    expect((await bad([same, same])).statusCode).toBe(400);
    expect((await bad([])).statusCode).toBe(400);
    expect(
      (
        await send(t, p.founder.auth, c.id, {
          type: 'ZOOM_MEETING_REQUEST',
          meetingRequest: { topic: 'Call', durationMinutes: 20, proposedTimes: [inFuture(3)] },
        })
      ).statusCode,
    ).toBe(400);
    const ok = await bad([inFuture(3)]);
    const decline = () =>
      callApi(
        t,
        'POST',
        `/web/conversations/${c.id}/messages/${ok.json().index}/decline-meeting`,
        supplierUser.auth,
      );
    expect((await decline()).json().meetingRequest.status).toBe('DECLINED');
    expect((await decline()).statusCode).toBe(409);
  });

  it('creates a meeting directly through the meetings provider', async () => {
    const res = await callApi(t, 'POST', '/commons/meetings/create-meeting', p.founder.auth, {
      topic: 'Kick-off',
      startTime: inFuture(2),
      durationMinutes: 45,
    });
    expect(res.json()).toMatchObject({ provider: 'quarry', topic: 'Kick-off', durationMinutes: 45 });
    // Its link opens the room (it used to answer 404 "Meeting not found": no message held the meeting).
    const link = new URL(res.json().joinUrl);
    const roomUrl = `/commons/meetings/${link.pathname.split('/').pop()}`;
    const room = await callApi(t, 'GET', `${roomUrl}${link.search}`);
    expect(room.statusCode, room.body).toBe(200);
    expect(room.json()).toEqual({
      meetingId: res.json().meetingId,
      topic: 'Kick-off',
      startTime: res.json().startTime,
      durationMinutes: 45,
      participants: ['Lavender & Co.'],
    });
    // Only with the link as given: another passcode, or details changed in the link, open nothing.
    const m = link.searchParams.get('m')!;
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(m, 'base64url').toString()), topic: 'Other' }),
    ).toString('base64url');
    for (const search of [
      `?pwd=nope&m=${m}`,
      `?pwd=${link.searchParams.get('pwd')}&m=${forged}`,
      `?pwd=${link.searchParams.get('pwd')}`,
    ]) {
      expect((await callApi(t, 'GET', `${roomUrl}${search}`)).statusCode, search).toBe(404);
    }
    expect(
      (await callApi(t, 'POST', '/commons/meetings/create-meeting', p.founder.auth, { topic: '' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('email digest', () => {
  it('emails an offline participant its unread messages once, and nobody who has read them', async () => {
    // A store of its own: the demo founder has unread messages from the other tests of this file.
    const founder = await registerStore(t, 'Digest Test Brand');
    const supplier = await createCompany(t.deps.db);
    const supplierUser = await signInSupplier(t, supplier.id);
    const c = await openWith(t, founder.auth, supplier.id);
    await send(t, supplierUser.auth, c.id, { type: 'TEXT', body: 'Your samples <shipped> today' });
    await send(t, supplierUser.auth, c.id, {
      type: 'CATALOG_ITEM',
      catalogItemId: (await createItem(t.deps.db, { companyId: supplier.id })).id,
    });
    await send(t, founder.auth, c.id, { type: 'TEXT', body: 'Thanks!' }); // the founder's reply: read up to here
    await send(t, supplierUser.auth, c.id, { type: 'TEXT', body: 'Tracking number follows' });
    const later = new Date(Date.now() + (t.config.messaging.digestDelaySeconds + 5) * 1000);
    // Other tests of this file left unread messages too: look at the mail of these two recipients only.
    const latest = async (to = founder.email) =>
      (await t.deps.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id))).find((m) =>
        m.to.includes(to),
      );
    const before = (await latest())?.id ?? 0;
    await sendDueDigests(t.deps, later);
    const mail = await latest();
    expect(mail!.id).toBeGreaterThan(before);
    expect(mail!.to).toEqual([founder.email]);
    expect(mail!.subject).toBe(`${supplier.name} sent you 1 message on Quarry`);
    expect(mail!.text).toContain('Tracking number follows');
    expect(mail!.text).not.toContain('Your samples'); // read when the founder replied
    expect(mail!.text).toContain(`/inbox/messages?conversation=${c.id}`);
    // Never twice for the same messages.
    await sendDueDigests(t.deps, later);
    expect((await latest())!.id).toBe(mail!.id);
    // Someone online is not emailed; html is escaped.
    await send(t, founder.auth, c.id, { type: 'TEXT', body: '<script>x</script>' });
    t.deps.presence.connected(`customer_${supplier.id}`);
    await sendDueDigests(t.deps, new Date(later.getTime() + 1000));
    expect(await latest(supplierUser.email)).toBeUndefined();
    t.deps.presence.disconnected(`customer_${supplier.id}`);
    await sendDueDigests(t.deps, new Date(later.getTime() + 1000));
    const supplierMail = await latest(supplierUser.email);
    expect(supplierMail!.to).toContain(supplierUser.email);
    expect(supplierMail!.html).toContain('&lt;script&gt;');
    expect(supplierMail!.html).not.toContain('<script>');
  });

  it('texts the store too when it asked for texts and gave a number (inbox-sms-notify)', async () => {
    const founder = await registerStore(t, 'Texting Brand');
    const supplier = await createCompany(t.deps.db, { name: 'Texting Supplier' });
    const supplierUser = await signInSupplier(t, supplier.id);
    const c = await openWith(t, founder.auth, supplier.id);
    const texts = async () =>
      (await t.deps.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id))).filter(
        (m) => m.ref === `messaging-digest:store_${founder.storeId}`,
      );
    const digest = async (body: string) => {
      await send(t, supplierUser.auth, c.id, { type: 'TEXT', body });
      await sendDueDigests(t.deps, new Date(Date.now() + (t.config.messaging.digestDelaySeconds + 5) * 1000));
    };
    // No number yet: an email only.
    await digest('First question');
    expect(await texts()).toEqual([]);
    const bad = await callApi(t, 'PUT', '/web/stores/me/sms-phone-number', founder.auth, {
      phoneNumber: '12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toContain('international format');
    const set = await callApi(t, 'PUT', '/web/stores/me/sms-phone-number', founder.auth, {
      phoneNumber: '+1 (415) 555-0100',
    });
    expect(set.json()).toMatchObject({ smsPhoneNumber: '+14155550100', inboxSmsNotify: true });
    await digest('Second question');
    const [text] = await texts();
    expect(text).toMatchObject({ to: '+14155550100', status: 'SENT' });
    expect(text!.body).toBe(
      `Quarry: Texting Supplier sent you 1 message. Reply: ${t.config.publicUrl}/inbox/messages?conversation=${c.id}`,
    );
    // Texts off: the email still goes, no text.
    await callApi(t, 'PUT', '/web/stores/me/inbox-sms-notify', founder.auth, { value: false });
    await digest('Third question');
    expect(await texts()).toHaveLength(1);
    await callApi(t, 'PUT', '/web/stores/me/inbox-sms-notify', founder.auth, { value: true });
    expect(
      (await callApi(t, 'PUT', '/web/stores/me/sms-phone-number', founder.auth, { phoneNumber: null })).json()
        .smsPhoneNumber,
    ).toBeNull();
    await digest('Fourth question');
    expect(await texts()).toHaveLength(1);
  });
});
