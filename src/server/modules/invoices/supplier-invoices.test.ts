import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/contract/invoices';
import { createCompany, createItem } from '../../test/catalog-factories';
import { type CallArgs, callApi, createTestApp, registerStore, type TestApp } from '../../test/test-app';
import { projectBody, quoteBody, signInSupplier } from '../projects/test-helpers';
import { invoiceBody, ok, supplierWithCustomer } from './test-helpers';

let t: TestApp;
let s: Awaited<ReturnType<typeof supplierWithCustomer>>;
let other: Awaited<ReturnType<typeof signInSupplier>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await supplierWithCustomer(t, 'Lavender Test Co.');
  other = await signInSupplier(t, (await createCompany(t.deps.db)).id);
});
afterAll(async () => t?.close());

const call = (...args: CallArgs) => callApi(t, ...args);
const base = '/web/supplier-invoices';
const create = (over: Parameters<typeof invoiceBody>[1] = {}, auth = s.supplier.auth) =>
  call('POST', base, auth, invoiceBody(s.store.storeId, over));
const created = async (over: Parameters<typeof invoiceBody>[1] = {}) => {
  const res = await create(over);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Invoice;
};

describe('issuing an invoice', () => {
  it('saves a draft with server totals, a number and an unguessable link', async () => {
    const inv = await created({ note: 'Thanks!' });
    expect(inv).toMatchObject({
      status: 'DRAFT',
      number: `INV-${String(inv.id).padStart(6, '0')}`,
      totalCents: 600 * 400 + 600 * 55,
      currency: 'USD',
      note: 'Thanks!',
      shippingMode: 'SUPPLIER_SHIPPING',
      failureHandling: 'keep_as_draft',
      needsShippingAddress: false,
      store: { id: s.store.storeId, title: 'Lavender Test Co.' },
      supplier: { id: s.company.id, name: s.company.name },
      sentAt: null,
      dueAt: null,
      inCart: false,
    });
    expect(inv.lines.map((l) => [l.feeKind, l.quantity, l.unitPriceCents, l.totalCents])).toEqual([
      ['PRODUCT', 600, 400, 240_000],
      ['PACKAGING', 600, 55, 33_000],
    ]);
    // 24 random bytes in base64url: 32 characters, 192 bits.
    expect(inv.sn).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await created();
    expect(again.sn).not.toBe(inv.sn);
    expect(again.id).toBeGreaterThan(inv.id);
  });

  it('marks charge-shipping-later invoices as needing an address', async () => {
    const inv = await created({ shippingMode: 'CHARGE_SHIPPING_LATER' });
    expect(inv).toMatchObject({ needsShippingAddress: true, shippingAddress: null });
  });

  it('refuses bad lines, totals over $10,000,000 and past due dates', async () => {
    const line = { feeKind: 'SERVICES' as const, description: 'Setup', quantity: 1, unitPriceCents: 100 };
    for (const lines of [
      [],
      [{ ...line, quantity: -1 }],
      [{ ...line, quantity: 0 }],
      [{ ...line, quantity: 1.5 }],
      [{ ...line, unitPriceCents: -5 }],
      [{ ...line, unitPriceCents: 10.5 }],
      [{ ...line, description: '  ' }],
      [{ ...line, feeKind: 'TIPS' }],
      Array.from({ length: 51 }, () => line),
    ])
      expect((await create({ lines: lines as never })).statusCode, JSON.stringify(lines[0])).toBe(400);
    const huge = await create({ lines: [{ ...line, quantity: 1000, unitPriceCents: 1_000_001 }] });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('An invoice totals at most $10,000,000.00');
    const exact = await create({ lines: [{ ...line, quantity: 1000, unitPriceCents: 1_000_000 }] });
    expect(exact.json().totalCents).toBe(1_000_000_000);
    const past = await create({ dueAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect((await create({ dueAt: 'tomorrow' })).statusCode).toBe(400);
    expect((await call('POST', base, s.supplier.auth, { lines: [line] })).statusCode).toBe(400);
  });

  it('invoices only stores the supplier works with', async () => {
    const stranger = await registerStore(t, 'Stranger Store');
    const res = await call('POST', base, s.supplier.auth, invoiceBody(stranger.storeId));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/conversation with you or sent you a custom project request/);
    expect((await call('POST', base, s.supplier.auth, invoiceBody(999_999))).statusCode).toBe(422);
    const customers = await ok<{ id: number; title: string }[]>(
      t,
      'GET',
      `${base}/action/customers`,
      s.supplier.auth,
    );
    expect(customers).toEqual([{ id: s.store.storeId, title: 'Lavender Test Co.' }]);
    expect(await ok(t, 'GET', `${base}/action/customers`, other.auth)).toEqual([]);
  });

  it('takes only its own products as lines', async () => {
    const mine = await createItem(t.deps.db, { companyId: s.company.id });
    const theirs = await createItem(t.deps.db);
    const line = { feeKind: 'PRODUCT' as const, description: 'Tote', quantity: 10, unitPriceCents: 250 };
    const good = await create({ lines: [{ ...line, catalogItemId: mine.id }] });
    expect(good.json().lines[0].catalogItemId).toBe(mine.id);
    expect((await create({ lines: [{ ...line, catalogItemId: theirs.id }] })).statusCode).toBe(404);
    expect((await create({ lines: [{ ...line, catalogItemId: 987_654 }] })).statusCode).toBe(404);
  });

  it('refuses store accounts and suppliers not linked to a company', async () => {
    expect((await create({}, s.store.auth)).statusCode).toBe(403);
    const unlinked = await signInSupplier(t, null);
    expect((await create({}, unlinked.auth)).statusCode).toBe(403);
    expect((await call('GET', base, unlinked.auth)).statusCode).toBe(403);
    expect((await call('GET', base)).statusCode).toBe(401);
  });
});

describe('invoicing a quote', () => {
  it('links the quote and its project; another supplier’s quote is 404, a mismatch 400', async () => {
    const founder = await registerStore(t, 'Quoting Founder');
    const rival = await signInSupplier(t, (await createCompany(t.deps.db)).id);
    const rivalId = (await createCompany(t.deps.db)).id;
    const sendProject = (supplierIds: number[]) =>
      ok<{ id: number }>(t, 'POST', '/web/project-management', founder.auth, {
        ...projectBody({ supplierIds, send: true }),
      });
    const quoteOn = (auth: Record<string, string>, projectId: number) =>
      ok<{ id: number }>(t, 'PUT', `/web/supplier-project-requests/${projectId}/quote`, auth, quoteBody());
    const p1 = await sendProject([s.company.id, rivalId]);
    const p2 = await sendProject([s.company.id]);
    const q1 = await quoteOn(s.supplier.auth, p1.id);
    // The request made the store a customer, without a conversation.
    const customers = await ok<{ id: number }[]>(t, 'GET', `${base}/action/customers`, s.supplier.auth);
    expect(customers.map((c) => c.id)).toContain(founder.storeId);

    const body = invoiceBody(founder.storeId, { quoteId: q1.id });
    expect(await ok<Invoice>(t, 'POST', base, s.supplier.auth, body)).toMatchObject({
      quoteId: q1.id,
      projectId: p1.id,
    });
    const named = await call('POST', base, s.supplier.auth, { ...body, projectId: p1.id });
    expect(named.statusCode).toBe(200);
    const onProject = await call(
      'POST',
      base,
      s.supplier.auth,
      invoiceBody(founder.storeId, { projectId: p2.id }),
    );
    expect(onProject.json()).toMatchObject({ projectId: p2.id, quoteId: null });

    const wrongProject = await call('POST', base, s.supplier.auth, { ...body, projectId: p2.id });
    expect(wrongProject.statusCode).toBe(400);
    const wrongStore = await call(
      'POST',
      base,
      s.supplier.auth,
      invoiceBody(s.store.storeId, { quoteId: q1.id }),
    );
    expect(wrongStore.statusCode).toBe(400);
    expect((await call('POST', base, s.supplier.auth, { ...body, quoteId: 424_242 })).statusCode).toBe(404);
    const unknownProject = invoiceBody(founder.storeId, { projectId: 424_242 });
    expect((await call('POST', base, s.supplier.auth, unknownProject)).statusCode).toBe(404);

    // The rival was sent p1 but not p2; its quote is not ours to invoice, nor its project ours to name.
    const rivalSupplier = await signInSupplier(t, rivalId);
    const q2 = await quoteOn(rivalSupplier.auth, p1.id);
    expect((await call('POST', base, s.supplier.auth, { ...body, quoteId: q2.id })).statusCode).toBe(404);
    const notSent = invoiceBody(founder.storeId, { projectId: p2.id });
    expect((await call('POST', base, rivalSupplier.auth, notSent)).statusCode).toBe(404);
    expect((await call('POST', base, rival.auth, body)).statusCode).toBe(422);

    // A withdrawn quote is not invoiced.
    const q3 = await quoteOn(s.supplier.auth, p2.id);
    await ok(t, 'POST', `/web/supplier-project-requests/${p2.id}/decline`, s.supplier.auth);
    const withdrawn = await call(
      'POST',
      base,
      s.supplier.auth,
      invoiceBody(founder.storeId, { quoteId: q3.id }),
    );
    expect(withdrawn.statusCode).toBe(409);
  });
});
