import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeIdentity } from '../../../../shared/contract/messaging';
import { emailOutbox } from '../../../db/schema/email';
import { conversationMessages, conversations } from '../../../db/schema/messaging';
import { projectRequests } from '../../../db/schema/projects';
import { agentOutreach, expandedNetworkRecords } from '../../../db/schema/sourcing-agent';
import { createCompany } from '../../../test/catalog-factories';
import { callApi, createTestApp, loginAs, registerStore, type TestApp } from '../../../test/test-app';
import { identityChannel } from '../../messaging/viewer';
import { quoteBody, signInSupplier } from '../../projects/test-helpers';
import { loadExpandedContact } from '../expanded-network/load-contact';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerStore>>;
let b: Awaited<ReturnType<typeof registerStore>>;
let packA = 0;
let packB = 0;
const co = { one: 0, two: 0, expanded: 0 };

const AGENT = '/web/ai-sourcing-agents/-';
const IN_NETWORK = `${AGENT}/send-messages-in-network`;
const EXPANDED = `${AGENT}/send-messages-expanded-network`;
const RECORDS = `${AGENT}/expanded-network-records`;

const techPack = {
  kind: 'PRODUCT',
  productName: 'Organic cotton tee',
  category: 'Apparel',
  description: 'A heavyweight crew neck tee',
  quantities: [{ size: 'M', quantity: 600 }],
  targetUnitCostCents: 650,
  countryOfOrigin: 'VN',
};

async function createPack(auth: Record<string, string>, body: object = techPack) {
  const res = await callApi(t, 'POST', '/web/ai-sourcing-agents-tech-pack', auth, {
    agentType: 'DESIGN_SOURCE',
    body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const outboxTo = (address: string) =>
  t.deps.db.select().from(emailOutbox).where(sql`${address} = any(${emailOutbox.to})`);

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  a = await registerStore(t, 'Outreach Store A');
  b = await registerStore(t, 'Outreach Store B');
  co.one = (await createCompany(t.deps.db, { name: 'Saigon Knit Outreach', countryCode: 'VN' })).id;
  co.two = (await createCompany(t.deps.db, { name: 'Porto Jersey Outreach', countryCode: 'PT' })).id;
  co.expanded = (await createCompany(t.deps.db, { name: 'Far Mill', isExpandedNetwork: true })).id;
  packA = await createPack(a.auth);
  packB = await createPack(b.auth);
  // The seeded template (catalog, demo accounts, expanded network) is built once per run: the first file waits.
}, 240_000);
afterAll(async () => t?.close());

describe('send-messages-in-network', () => {
  it('sends a project request and a tech pack card per in-network supplier, skipping the rest with reasons', async () => {
    const res = await callApi(t, 'POST', IN_NETWORK, a.auth, {
      techPackId: packA,
      companyIds: [co.one, co.two, co.expanded, 99_999_999],
    });
    expect(res.statusCode).toBe(200);
    const out = res.json();
    expect(out.version).toBe(1);
    expect(out.sent.map((s: { companyId: number }) => s.companyId).sort()).toEqual([co.one, co.two].sort());
    expect(out.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ companyId: co.expanded, reason: 'NOT_IN_NETWORK' }),
        expect.objectContaining({ companyId: 99_999_999, reason: 'UNKNOWN_COMPANY' }),
      ]),
    );
    // One request to both, so the quote comparison compares them.
    expect(new Set(out.sent.map((s: { projectId: number }) => s.projectId)).size).toBe(1);
  });

  it("tells the store's and the supplier's open tabs only once the send has committed", async () => {
    const c = await registerStore(t, 'Outreach Store C');
    const maker = (await createCompany(t.deps.db, { name: 'Hanoi Fleece Outreach', countryCode: 'VN' })).id;
    const pack = await createPack(c.auth);
    // What a tab does on the event: read the message. Before this, the event went out inside the
    // transaction, and a tab that refetched at once found nothing (or found a send that rolled back).
    const seen: { type: string; stored: number }[] = [];
    const reads: Promise<void>[] = [];
    const off = t.deps.bus.subscribe(identityChannel(storeIdentity(c.storeId)), (e) => {
      const event = e as { type: string; conversationId: number; message?: { index: number } };
      if (event.type !== 'message' || !event.message) return;
      reads.push(
        t.deps.db
          .select({ id: conversationMessages.id })
          .from(conversationMessages)
          .where(
            and(
              eq(conversationMessages.conversationId, event.conversationId),
              eq(conversationMessages.index, event.message.index),
            ),
          )
          .then((rows) => {
            seen.push({ type: event.type, stored: rows.length });
          }),
      );
    });
    try {
      const res = await callApi(t, 'POST', IN_NETWORK, c.auth, { techPackId: pack, companyIds: [maker] });
      expect(res.statusCode).toBe(200);
      expect(res.json().sent).toHaveLength(1);
      await Promise.all(reads);
    } finally {
      off();
    }
    expect(seen).toEqual([{ type: 'message', stored: 1 }]);
  });

  it('sends once per tech pack version and supplier: a second send writes nothing', async () => {
    const res = await callApi(t, 'POST', IN_NETWORK, a.auth, {
      techPackId: packA,
      companyIds: [co.one, co.two],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sent).toEqual([]);
    expect(res.json().skipped.map((s: { reason: string }) => s.reason)).toEqual([
      'ALREADY_SENT',
      'ALREADY_SENT',
    ]);
    const msgs = await t.deps.db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(eq(conversations.storeId, a.storeId), eq(conversations.supplierId, co.one)));
    expect(msgs).toHaveLength(1);
    const projects = await t.deps.db
      .select({ id: projectRequests.id })
      .from(projectRequests)
      .where(eq(projectRequests.storeId, a.storeId));
    expect(projects).toHaveLength(1);
  });

  it('lets the supplier read the tech pack card in the agent group and quote on the request', async () => {
    const supplier = await signInSupplier(t, co.one);
    const list = await callApi(t, 'GET', '/web/conversations?group=AI_SOURCING_AGENT', supplier.auth);
    expect(list.statusCode).toBe(200);
    const conv = list.json().find((c: { storeId: number }) => c.storeId === a.storeId);
    expect(conv).toBeTruthy();
    const msgs = await callApi(t, 'GET', `/web/conversations/${conv.id}/messages`, supplier.auth);
    const card = msgs.json().find((m: { card: unknown }) => m.card)?.card;
    expect(card).toMatchObject({ kind: 'TECH_PACK', id: packA, title: 'Organic cotton tee' });
    expect(card.subtitle).toContain('Version 1');
    expect(card.subtitle).toContain('600 units');
    expect(card.subtitle).toContain('$6.50');

    const requests = await callApi(t, 'GET', '/web/supplier-project-requests', supplier.auth);
    const request = requests.json().find((r: { title: string }) => r.title.startsWith('Organic cotton tee'));
    expect(request).toBeTruthy();
    expect(card.href).toBe(`/create-custom-project/${request.id}`);
    const quote = await callApi(
      t,
      'PUT',
      `/web/supplier-project-requests/${request.id}/quote`,
      supplier.auth,
      quoteBody(),
    );
    expect(quote.statusCode).toBe(200);
    const comparison = await callApi(
      t,
      'GET',
      `/web/project-management/${request.id}/quotes/comparison`,
      a.auth,
    );
    expect(comparison.statusCode).toBe(200);
    expect(JSON.stringify(comparison.json())).toContain('Saigon Knit Outreach');
  });

  it('sends a new version again', async () => {
    const put = await callApi(t, 'PUT', `/web/ai-sourcing-agents-tech-pack/${packA}`, a.auth, {
      baseVersion: 1,
      body: { ...techPack, targetUnitCostCents: 600 },
    });
    expect(put.statusCode).toBe(200);
    const res = await callApi(t, 'POST', IN_NETWORK, a.auth, { techPackId: packA, companyIds: [co.one] });
    expect(res.json()).toMatchObject({ version: 2, sent: [{ companyId: co.one }] });
  });

  it("answers 404 for another store's tech pack and 400 for bad bodies", async () => {
    const other = await callApi(t, 'POST', IN_NETWORK, a.auth, { techPackId: packB, companyIds: [co.one] });
    expect(other.statusCode).toBe(404);
    for (const body of [
      { techPackId: packA, companyIds: [co.one], extra: 1 },
      { techPackId: packA, companyIds: [] },
      { techPackId: 'x', companyIds: [co.one] },
    ]) {
      expect((await callApi(t, 'POST', IN_NETWORK, a.auth, body)).statusCode).toBe(400);
    }
    const noQuantity = await createPack(a.auth, { kind: 'PRODUCT', productName: 'Vague idea' });
    const res = await callApi(t, 'POST', IN_NETWORK, a.auth, {
      techPackId: noQuantity,
      companyIds: [co.one],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('quantity');
  });

  it('refuses a preview account', async () => {
    const preview = await loginAs(t, 'preview@quarry.test');
    const res = await callApi(t, 'POST', IN_NETWORK, preview.auth, {
      techPackId: packA,
      companyIds: [co.one],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PREVIEW_BLOCKED');
  });
});

describe('expanded network', () => {
  it('lists the seeded records with filters, counts and ranks them by fit', async () => {
    const count = await callApi(t, 'GET', `${RECORDS}/action/count`, a.auth);
    expect(count.json().count).toBeGreaterThanOrEqual(300);
    const page = await callApi(t, 'GET', `${RECORDS}?size=5&sort=name`, a.auth);
    expect(page.statusCode).toBe(200);
    const names = page.json().map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort());
    expect(page.json()[0]).toMatchObject({ contactStatus: 'NOT_REQUESTED', contact: null, fit: null });
    const vn = await callApi(t, 'GET', `${RECORDS}?countryCode=vn&category=Apparel`, a.auth);
    expect(vn.json().length).toBeGreaterThan(0);
    for (const r of vn.json()) expect(r).toMatchObject({ countryCode: 'VN', category: 'Apparel' });
    const vnCount = await callApi(
      t,
      'GET',
      `${RECORDS}/action/count?countryCode=VN&category=Apparel`,
      a.auth,
    );
    expect(vnCount.json().count).toBe(vn.json().length);
    const ranked = await callApi(t, 'GET', `${RECORDS}?techPackId=${packA}&size=3`, a.auth);
    expect(ranked.json()[0].fit).toBeGreaterThan(0);
    expect(ranked.json()[0].category).toBe('Apparel');
  });

  it('answers 404 for another store tech pack and 400 for bad filters', async () => {
    expect((await callApi(t, 'GET', `${RECORDS}?techPackId=${packB}`, a.auth)).statusCode).toBe(404);
    expect((await callApi(t, 'GET', `${RECORDS}?countryCode=USA`, a.auth)).statusCode).toBe(400);
    expect((await callApi(t, 'GET', `${RECORDS}?colour=red`, a.auth)).statusCode).toBe(400);
    expect((await callApi(t, 'GET', `${RECORDS}?keyword=a%00b`, a.auth)).statusCode).toBe(400);
  });

  it("moves a contact NOT_REQUESTED → LOADING → SUCCESS, with the record's own contact", async () => {
    const [record] = await t.deps.db.select().from(expandedNetworkRecords).limit(1);
    const load = await callApi(t, 'POST', `${RECORDS}/${record!.id}/contact`, a.auth);
    expect(load.json()).toEqual({ recordId: record!.id, contactStatus: 'LOADING' });
    const find = async (auth: Record<string, string>) =>
      (await callApi(t, 'GET', `${RECORDS}?keyword=${encodeURIComponent(record!.name)}`, auth))
        .json()
        .find((r: { id: number }) => r.id === record!.id);
    expect(await find(a.auth)).toMatchObject({ contactStatus: 'LOADING', contact: null });
    // The queued job, run here (workers are off in this file).
    expect(await loadExpandedContact(t.deps.db, { storeId: a.storeId, recordId: record!.id })).toBe(true);
    expect(await find(a.auth)).toMatchObject({
      contactStatus: 'SUCCESS',
      contact: { email: record!.contactEmail, name: record!.contactName, phone: record!.contactPhone },
    });
    expect(record!.contactEmail).toMatch(/\.test$/);
    // Another store has not loaded it.
    expect(await find(b.auth)).toMatchObject({ contactStatus: 'NOT_REQUESTED', contact: null });
    expect((await callApi(t, 'POST', `${RECORDS}/99999999/contact`, a.auth)).statusCode).toBe(404);
  });

  it('emails the tech pack to expanded-network factories once', async () => {
    const [record] = await t.deps.db.select().from(expandedNetworkRecords).limit(1).offset(3);
    const body = { techPackId: packA, companyIds: [record!.id, 99_999_999] };
    const first = await callApi(t, 'POST', EXPANDED, a.auth, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().sent).toEqual([
      expect.objectContaining({ companyId: record!.id, name: record!.name }),
    ]);
    expect(first.json().skipped).toEqual([expect.objectContaining({ reason: 'UNKNOWN_COMPANY' })]);
    const again = await callApi(t, 'POST', EXPANDED, a.auth, body);
    expect(again.json().sent).toEqual([]);
    const mails = await outboxTo(record!.contactEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Organic cotton tee');
    expect(mails[0]!.text).toContain('Target unit cost: $6.00');
    expect((await callApi(t, 'POST', EXPANDED, a.auth, { ...body, techPackId: packB })).statusCode).toBe(404);
  });

  it("emails the chosen factories' contacts to the founder's address", async () => {
    const [record] = await t.deps.db.select().from(expandedNetworkRecords).limit(1).offset(7);
    const url = `${AGENT}/send-factories-contact-info`;
    const bad = await callApi(t, 'POST', url, a.auth, {
      userEmail: 'not-an-email',
      companyIds: [record!.id],
    });
    expect(bad.statusCode).toBe(400);
    const none = await callApi(t, 'POST', url, a.auth, {
      userEmail: 'me@brand.example',
      companyIds: [99_999_999],
    });
    expect(none.statusCode).toBe(400);
    const ok = await callApi(t, 'POST', url, a.auth, {
      userEmail: 'me@brand.example',
      companyIds: [record!.id],
    });
    expect(ok.statusCode).toBe(200);
    const [mail] = await outboxTo('me@brand.example');
    expect(mail!.text).toContain(record!.contactEmail);
    expect(mail!.text).toContain(record!.contactPhone);
  });
});

describe('send-emails-by-own-email', () => {
  const url = `${AGENT}/send-emails-by-own-email`;
  const body = () => ({
    uploadSuppliers: [
      { name: 'Mill One', email: 'sales@mill-one.example' },
      { name: 'Mill Two', email: 'hello@mill-two.example' },
    ],
    emailSubject: 'Quote for {name}',
    emailBody: 'Hello {name}, could you quote our tee?',
    techPackId: packA,
  });

  it('is refused without a verified sender, then sends from it once verified', async () => {
    const refused = await callApi(t, 'POST', url, a.auth, body());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Verify your own sender');

    const reg = await callApi(t, 'POST', `${AGENT}/senders`, a.auth, { email: 'Founder@Brand-A.example' });
    expect(reg.json()).toMatchObject({ email: 'founder@brand-a.example', verified: false });
    expect((await callApi(t, 'POST', url, a.auth, body())).statusCode).toBe(409);
    const [mail] = await outboxTo('founder@brand-a.example');
    const token = /code in Quarry: (\S+)/.exec(mail!.text)![1]!;
    expect((await callApi(t, 'POST', `${AGENT}/senders/verify`, b.auth, { token })).statusCode).toBe(404);
    const verified = await callApi(t, 'POST', `${AGENT}/senders/verify`, a.auth, { token });
    expect(verified.json()).toMatchObject({ verified: true });

    const sent = await callApi(t, 'POST', url, a.auth, body());
    expect(sent.statusCode).toBe(200);
    expect(sent.json().from).toBe('founder@brand-a.example');
    expect(sent.json().sent).toHaveLength(2);
    const [one] = await outboxTo('sales@mill-one.example');
    expect(one).toMatchObject({ from: 'founder@brand-a.example', subject: 'Quote for Mill One' });
    expect(one!.text).toContain('Hello Mill One');
    const again = await callApi(t, 'POST', url, a.auth, body());
    expect(again.json().sent).toEqual([]);
    expect(await outboxTo('sales@mill-one.example')).toHaveLength(1);
  });

  it('validates the supplier list and the tech pack', async () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ name: `S${i}`, email: `s${i}@mills.example` }));
    expect((await callApi(t, 'POST', url, a.auth, { ...body(), uploadSuppliers: many })).statusCode).toBe(
      400,
    );
    const badEmail = [{ name: 'X', email: 'x@' }];
    expect((await callApi(t, 'POST', url, a.auth, { ...body(), uploadSuppliers: badEmail })).statusCode).toBe(
      400,
    );
    expect((await callApi(t, 'POST', url, a.auth, { ...body(), techPackId: packB })).statusCode).toBe(404);
  });
});

describe('membership', () => {
  it('joins once per store and counts members', async () => {
    const before = (
      await callApi(t, 'GET', '/web/ai-sourcing-agents-members/membership/count', a.auth)
    ).json().count;
    const join = await callApi(t, 'POST', '/web/ai-sourcing-agents-members', a.auth, { note: 'Apparel' });
    expect(join.json()).toMatchObject({ storeId: a.storeId, email: a.email, note: 'Apparel' });
    await callApi(t, 'POST', '/web/ai-sourcing-agents-members', a.auth, { email: 'team@brand-a.example' });
    const after = await callApi(t, 'GET', '/web/ai-sourcing-agents-members/membership/count', a.auth);
    expect(after.json().count).toBe(before + 1);
    expect(
      (await callApi(t, 'POST', '/web/ai-sourcing-agents-members', a.auth, { email: 'nope' })).statusCode,
    ).toBe(400);
    expect((await callApi(t, 'POST', '/web/ai-sourcing-agents-members', a.auth, { x: 1 })).statusCode).toBe(
      400,
    );
  });
});

describe('the outreach rows', () => {
  it('keep one row per version, channel and target', async () => {
    const rows = await t.deps.db
      .select({
        channel: agentOutreach.channel,
        version: agentOutreach.version,
        targetId: agentOutreach.targetId,
      })
      .from(agentOutreach)
      .where(and(eq(agentOutreach.storeId, a.storeId), eq(agentOutreach.channel, 'IN_NETWORK')));
    expect(rows).toHaveLength(3);
  });
});
