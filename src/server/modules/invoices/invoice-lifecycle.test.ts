import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/contract/invoices';
import { DEFAULT_INVOICE_DUE_DAYS } from '../../../shared/rules/invoices';
import { creatorInvoices } from '../../db/schema/invoices';
import { createCompany } from '../../test/catalog-factories';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { projectBody, signInSupplier } from '../projects/test-helpers';
import {
  conversationOf,
  emailsAbout,
  invoiceBody,
  messagesOf,
  ok,
  supplierWithCustomer,
} from './test-helpers';

let t: TestApp;
let s: Awaited<ReturnType<typeof supplierWithCustomer>>;
let other: Awaited<ReturnType<typeof signInSupplier>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await supplierWithCustomer(t, 'Lifecycle Store');
  other = await signInSupplier(t, (await createCompany(t.deps.db)).id);
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const base = '/web/supplier-invoices';
const draft = (over: Parameters<typeof invoiceBody>[1] = {}) =>
  ok<Invoice>(t, 'POST', base, s.supplier.auth, invoiceBody(s.store.storeId, over));
const act = (id: number, action: string, auth = s.supplier.auth) =>
  call('POST', `${base}/${id}/${action}`, auth);

describe('sending', () => {
  it('opens the invoice, posts in the conversation and emails the store owner, once', async () => {
    const inv = await draft();
    const heard: unknown[] = [];
    const stop = t.deps.bus.subscribe(`rt:store_${s.store.storeId}`, (m) => heard.push(m));
    const before = Date.now();
    const res = await act(inv.id, 'send');
    stop();
    // The founder's open tabs hear the message once it is committed.
    expect(heard).toEqual([expect.objectContaining({ type: 'message', conversationId: s.conversationId })]);
    expect(res.statusCode).toBe(200);
    const sent = res.json() as Invoice;
    expect(sent.status).toBe('OPEN');
    expect(Date.parse(sent.sentAt!)).toBeGreaterThanOrEqual(before - 1000);
    const days = (Date.parse(sent.dueAt!) - Date.parse(sent.sentAt!)) / 86_400_000;
    expect(days).toBeCloseTo(DEFAULT_INVOICE_DUE_DAYS, 5);

    const messages = await messagesOf(t, s.conversationId);
    const last = messages.at(-1)!;
    expect(last.author).toBe(`customer_${s.company.id}`);
    expect(last.body).toContain(inv.number);
    expect(last.body).toContain('$2,730.00');
    expect(last.body).toContain(`/pay-invoice/${inv.id}`);
    const emails = await emailsAbout(t, inv.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toEqual([s.store.email]);
    expect(emails[0]!.subject).toContain(inv.number);
    expect(emails[0]!.text).toContain(`/pay-invoice/${inv.id}`);

    // A second send is refused: no second message or email.
    const again = await act(inv.id, 'send');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a draft can be sent; this invoice is awaiting payment');
    expect(await messagesOf(t, s.conversationId)).toHaveLength(messages.length);
    expect(await emailsAbout(t, inv.id)).toHaveLength(1);
  });

  it('sends at creation with its own due date, opening the conversation if there was none', async () => {
    // A store that only sent a project request: a customer, without a conversation yet.
    const founder = await registerStore(t, 'Request-only Store');
    await ok(t, 'POST', '/web/project-management', founder.auth, {
      ...projectBody({ supplierIds: [s.company.id], send: true }),
    });
    expect(await conversationOf(t, founder.storeId, s.company.id)).toBeNull();
    const dueAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const body = invoiceBody(founder.storeId, { send: true, dueAt });
    const inv = await ok<Invoice>(t, 'POST', base, s.supplier.auth, body);
    expect(inv).toMatchObject({ status: 'OPEN', dueAt });
    const conversation = await conversationOf(t, founder.storeId, s.company.id);
    expect((await messagesOf(t, conversation!.id)).map((m) => m.body)).toEqual([
      expect.stringContaining(`Invoice ${inv.number} for $2,730.00 is ready to pay`),
    ]);
    expect((await emailsAbout(t, inv.id))[0]!.to).toEqual([founder.email]);
  });

  it('creates and sends once per Idempotency-Key, however often it is retried', async () => {
    const body = invoiceBody(s.store.storeId, { send: true, note: 'Retried' });
    const headers = { ...s.supplier.auth, 'idempotency-key': 'invoice-form-1-send' };
    const post = (payload: object = body, h = headers) =>
      t.app.inject({ method: 'POST', url: `/rest/main${base}`, headers: h, payload });
    const before = (await messagesOf(t, s.conversationId)).length;
    const first = await post();
    expect(first.statusCode).toBe(200);
    const again = await post();
    expect(again.json().id).toBe(first.json().id);
    expect(await emailsAbout(t, first.json().id)).toHaveLength(1);
    expect(await messagesOf(t, s.conversationId)).toHaveLength(before + 1);
    const changed = await post({ ...body, note: 'Changed' });
    expect(changed.statusCode).toBe(422);
    // Another supplier's same key is its own.
    const theirs = await post(body, { ...other.auth, 'idempotency-key': 'invoice-form-1-send' });
    expect(theirs.statusCode).toBe(422); // not its customer: its own answer, not ours replayed
    expect((await post(body, { ...headers, 'idempotency-key': 'bad key with spaces' })).statusCode).toBe(400);
  });

  it('refuses to send a $0 invoice or one whose due date passed', async () => {
    const free = await draft({
      lines: [{ feeKind: 'SERVICES', description: 'Free advice', quantity: 1, unitPriceCents: 0 }],
    });
    expect((await act(free.id, 'send')).statusCode).toBe(422);
    const soon = await draft({ dueAt: new Date(Date.now() + 60_000).toISOString() });
    await t.deps.db
      .update(creatorInvoices)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(creatorInvoices.id, soon.id));
    const late = await act(soon.id, 'send');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/has passed: choose a later one/);
    const fixed = await call('PUT', `${base}/${soon.id}`, s.supplier.auth, { dueAt: null });
    expect(fixed.json().dueAt).toBeNull();
    expect((await act(soon.id, 'send')).json().status).toBe('OPEN');
  });
});

describe('editing a draft', () => {
  it('changes only the fields sent and recomputes the total', async () => {
    const inv = await draft({ shippingMode: 'NO_SHIPPING_NEEDED', failureHandling: 'void', note: 'A' });
    const res = await call('PUT', `${base}/${inv.id}`, s.supplier.auth, { note: 'B' });
    expect(res.json()).toMatchObject({
      note: 'B',
      shippingMode: 'NO_SHIPPING_NEEDED',
      failureHandling: 'void',
      totalCents: inv.totalCents,
    });
    const lines = [{ feeKind: 'SHIPPING', description: 'Freight', quantity: 2, unitPriceCents: 12_345 }];
    const relined = await ok<Invoice>(t, 'PUT', `${base}/${inv.id}`, s.supplier.auth, { lines });
    expect(relined.totalCents).toBe(24_690);
    expect(relined.lines).toHaveLength(1);
    expect(relined.lines[0]).toMatchObject({ feeKind: 'SHIPPING', totalCents: 24_690 });
    expect((await call('PUT', `${base}/${inv.id}`, s.supplier.auth, { lines: [] })).statusCode).toBe(400);
    expect((await call('PUT', `${base}/${inv.id}`, s.supplier.auth, { quoteId: 9_999 })).statusCode).toBe(
      404,
    );
  });

  it('is refused once sent, voided or uncollectible', async () => {
    const inv = await draft();
    await act(inv.id, 'send');
    const res = await call('PUT', `${base}/${inv.id}`, s.supplier.auth, { note: 'late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a draft can be edited; this invoice is awaiting payment');
  });
});

describe('closing', () => {
  it('voids drafts and open invoices, writes off open ones, and nothing else', async () => {
    const a = await draft();
    expect((await act(a.id, 'mark-uncollectible')).statusCode).toBe(409);
    expect((await act(a.id, 'void')).json().status).toBe('VOID');
    expect((await act(a.id, 'void')).statusCode).toBe(409);
    expect((await act(a.id, 'send')).statusCode).toBe(409);

    const b = await draft();
    await act(b.id, 'send');
    const written = await act(b.id, 'mark-uncollectible');
    expect(written.json().status).toBe('UNCOLLECTIBLE');
    const voidLate = await act(b.id, 'void');
    expect(voidLate.statusCode).toBe(409);
    expect(voidLate.json().message).toBe(
      'This invoice is uncollectible: only a draft or an invoice awaiting payment can be voided',
    );

    const c = await draft();
    await act(c.id, 'send');
    expect((await act(c.id, 'void')).json().status).toBe('VOID');
  });
});

describe('the public link', () => {
  it('is replaced by revoke-link, and the old token answers 404', async () => {
    const inv = await draft();
    await act(inv.id, 'send');
    expect((await call('GET', `/public/creator-invoices/${inv.sn}`)).statusCode).toBe(200);
    const revoked = (await act(inv.id, 'revoke-link')).json() as Invoice;
    expect(revoked.sn).not.toBe(inv.sn);
    expect(revoked.sn).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await call('GET', `/public/creator-invoices/${inv.sn}`)).statusCode).toBe(404);
    expect((await call('GET', `/public/creator-invoices/${revoked.sn}`)).json().id).toBe(inv.id);
  });
});

describe('reading', () => {
  it('lists, counts and filters the supplier’s own invoices only', async () => {
    const list = await ok<Invoice[]>(t, 'GET', base, s.supplier.auth);
    expect(list.length).toBeGreaterThan(3);
    const times = list.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const { count } = await ok<{ count: number }>(t, 'GET', `${base}/action/count`, s.supplier.auth);
    expect(count).toBe(list.length);
    const open = await ok<Invoice[]>(t, 'GET', `${base}?status=OPEN`, s.supplier.auth);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((i) => i.status === 'OPEN')).toBe(true);
    const openCount = await ok<{ count: number }>(
      t,
      'GET',
      `${base}/action/count?status=OPEN`,
      s.supplier.auth,
    );
    expect(openCount.count).toBe(open.length);
    const byTotal = await ok<Invoice[]>(t, 'GET', `${base}?sort=-totalCents&size=2&page=0`, s.supplier.auth);
    expect(byTotal).toHaveLength(2);
    expect(byTotal[0]!.totalCents).toBeGreaterThanOrEqual(byTotal[1]!.totalCents);
    expect((await call('GET', `${base}?sort=number`, s.supplier.auth)).statusCode).toBe(400);
    expect((await call('GET', `${base}?status=LATE`, s.supplier.auth)).statusCode).toBe(400);
    expect((await call('GET', `${base}?size=500`, s.supplier.auth)).statusCode).toBe(400);

    expect(await ok(t, 'GET', base, other.auth)).toEqual([]);
    expect(await ok(t, 'GET', `${base}/action/count`, other.auth)).toEqual({ count: 0 });
  });

  it('answers 404 to another supplier on every route of an invoice', async () => {
    const inv = await draft();
    expect((await call('GET', `${base}/${inv.id}`, s.supplier.auth)).json().id).toBe(inv.id);
    expect((await call('GET', `${base}/${inv.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${inv.id}`, other.auth, { note: 'x' })).statusCode).toBe(404);
    for (const action of ['send', 'void', 'mark-uncollectible', 'revoke-link'])
      expect((await act(inv.id, action, other.auth)).statusCode, action).toBe(404);
    expect((await call('GET', `${base}/${inv.id}`, s.supplier.auth)).json()).toMatchObject({
      status: 'DRAFT',
      sn: inv.sn,
      note: '',
    });
    expect((await call('GET', `${base}/0`, s.supplier.auth)).statusCode).toBe(400);
    expect((await call('GET', `${base}/abc`, s.supplier.auth)).statusCode).toBe(400);
    expect((await call('GET', `${base}/${inv.id}`, s.store.auth)).statusCode).toBe(403);
  });
});
