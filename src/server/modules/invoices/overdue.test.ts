import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/contract/invoices';
import { INVOICE_FAILURE_HANDLING, OVERDUE_STATUS } from '../../../shared/rules/invoices';
import { creatorInvoices } from '../../db/schema/invoices';
import { callApi, createTestApp, type TestApp } from '../../test/test-app';
import { applyOverdueInvoices } from './overdue';
import { invoiceBody, ok, supplierWithCustomer } from './test-helpers';

let t: TestApp;
let s: Awaited<ReturnType<typeof supplierWithCustomer>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await supplierWithCustomer(t, 'Overdue Store');
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const sent = (failureHandling: Invoice['failureHandling']) =>
  ok<Invoice>(t, 'POST', '/web/supplier-invoices', s.supplier.auth, {
    ...invoiceBody(s.store.storeId, { send: true, failureHandling }),
  });
/** Pays an invoice through its public link with the success card, as anyone holding the link would. */
async function payBySn(sn: string) {
  const card = await callApi(
    t,
    'POST',
    '/payments/tokens',
    {},
    {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    },
  );
  return t.app.inject({
    method: 'POST',
    url: `/rest/main/public/creator-invoices/${sn}/payments`,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      paymentMethodId: card.json().id,
      shippingAddress: {
        name: 'Ada',
        line1: '1 Market Street',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
        countryCode: 'US',
      },
    },
  });
}
const statusOf = async (id: number) =>
  (await ok<Invoice>(t, 'GET', `/web/supplier-invoices/${id}`, s.supplier.auth)).status;

describe('overdue invoices', () => {
  it('take their failure handling once past due, and only then', async () => {
    const invoices = await Promise.all(INVOICE_FAILURE_HANDLING.map((h) => sent(h)));
    const dueAt = Date.parse(invoices[0]!.dueAt!);
    expect(await applyOverdueInvoices(t.deps.db, new Date(dueAt - 1000))).toEqual([]);
    for (const inv of invoices) expect(await statusOf(inv.id)).toBe('OPEN');

    const later = new Date(dueAt + 2 * DAY);
    const moved = await applyOverdueInvoices(t.deps.db, later);
    expect(moved.sort((a, b) => a.id - b.id)).toEqual(
      invoices
        .map((inv) => ({ id: inv.id, status: OVERDUE_STATUS[inv.failureHandling] }))
        .sort((a, b) => a.id - b.id),
    );
    expect(await Promise.all(invoices.map((i) => statusOf(i.id)))).toEqual([
      'DRAFT',
      'UNCOLLECTIBLE',
      'VOID',
    ]);
    const rows = await t.deps.db
      .select({ id: creatorInvoices.id, closedAt: creatorInvoices.closedAt })
      .from(creatorInvoices)
      .orderBy(creatorInvoices.id);
    const closed = new Map(rows.map((r) => [r.id, r.closedAt]));
    expect(closed.get(invoices[0]!.id)).toBeNull();
    expect(closed.get(invoices[1]!.id)?.getTime()).toBe(later.getTime());

    // Run again: nothing left to move. The founder no longer sees the draft.
    expect(await applyOverdueInvoices(t.deps.db, later)).toEqual([]);
    const founder = await callApi(t, 'GET', `/web/creator-invoices/${invoices[0]!.id}`, s.store.auth);
    expect(founder.statusCode).toBe(404);
  });

  it('moves each invoice once when two instances run at the same moment', async () => {
    const inv = await sent('void');
    const at = new Date(Date.parse(inv.dueAt!) + DAY);
    const [a, b] = await Promise.all([
      applyOverdueInvoices(t.deps.db, at),
      applyOverdueInvoices(t.deps.db, at),
    ]);
    expect([...a, ...b].filter((m) => m.id === inv.id)).toEqual([{ id: inv.id, status: 'VOID' }]);
  });

  it('leaves paid, void and draft invoices alone; a payment wins over a later sweep', async () => {
    const paid = await sent('void');
    const draft = await ok<Invoice>(t, 'POST', '/web/supplier-invoices', s.supplier.auth, {
      ...invoiceBody(s.store.storeId, { dueAt: new Date(Date.now() + DAY).toISOString() }),
    });
    const payment = await payBySn(paid.sn!);
    expect(payment.json().status).toBe('COMPLETED');
    // Paying again, or paying a draft, changes nothing.
    expect((await payBySn(paid.sn!)).statusCode).toBe(409);
    const [draftRow] = await t.deps.db
      .select({ sn: creatorInvoices.sn })
      .from(creatorInvoices)
      .where(eq(creatorInvoices.id, draft.id));
    expect((await payBySn(draftRow!.sn)).statusCode).toBe(404);
    const [row] = await t.deps.db
      .select({ paymentId: creatorInvoices.paymentId, paidAt: creatorInvoices.paidAt })
      .from(creatorInvoices)
      .where(eq(creatorInvoices.id, paid.id));
    expect(row!.paymentId).toBe(payment.json().id);
    expect(row!.paidAt).not.toBeNull();

    const moved = await applyOverdueInvoices(t.deps.db, new Date(Date.now() + 60 * DAY));
    expect(moved.map((m) => m.id)).not.toContain(paid.id);
    expect(moved.map((m) => m.id)).not.toContain(draft.id);
    expect(await statusOf(paid.id)).toBe('PAID');
    expect(await statusOf(draft.id)).toBe('DRAFT');
    expect(
      (await callApi(t, 'POST', `/web/supplier-invoices/${paid.id}/void`, s.supplier.auth)).statusCode,
    ).toBe(409);
  });
});
