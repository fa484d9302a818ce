import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/contract/invoices';
import { INVOICE_FAILURE_HANDLING, OVERDUE_STATUS } from '../../../shared/rules/invoices';
import { creatorInvoices } from '../../db/schema/invoices';
import { callApi, createTestApp, type TestApp } from '../../test/test-app';
import { markInvoicePaid } from './invoice-status';
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
    expect(await t.deps.db.transaction((tx) => markInvoicePaid(tx, paid.id, 77))).toBe(true);
    // Paying again, or paying a draft, changes nothing.
    expect(await markInvoicePaid(t.deps.db, paid.id, 78)).toBe(false);
    expect(await markInvoicePaid(t.deps.db, draft.id, 79)).toBe(false);
    const [row] = await t.deps.db
      .select({ paymentId: creatorInvoices.paymentId, paidAt: creatorInvoices.paidAt })
      .from(creatorInvoices)
      .where(eq(creatorInvoices.id, paid.id));
    expect(row!.paymentId).toBe(77);
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
