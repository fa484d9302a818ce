import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/contract/invoices';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findInvoice, findInvoiceLines } from './invoices-for-payment';
import { markOpen, markPaid } from './mark-paid';
import { invoiceBody, ok, supplierWithCustomer } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

async function sentInvoice() {
  const parties = await supplierWithCustomer(t);
  const invoice = await ok<Invoice>(
    t,
    'POST',
    '/web/supplier-invoices',
    parties.supplier.auth,
    invoiceBody(parties.store.storeId, { shippingMode: 'NO_SHIPPING_NEEDED', send: true }),
  );
  return { ...parties, invoice };
}

describe('invoices own their status', () => {
  it('markPaid marks an OPEN invoice, by id or by one of its lines, once; markOpen undoes only that payment', async () => {
    const { store, invoice } = await sentInvoice();
    const db = t.deps.db;
    expect(await db.transaction((tx) => markPaid(tx, 501, { invoiceIds: [invoice.id] }))).toEqual([
      invoice.id,
    ]);
    expect(await findInvoice(db, { invoiceId: invoice.id, storeId: store.storeId })).toMatchObject({
      status: 'PAID',
      paymentId: 501,
    });
    expect(await db.transaction((tx) => markPaid(tx, 502, { invoiceIds: [invoice.id] }))).toEqual([]);
    expect(await db.transaction((tx) => markOpen(tx, invoice.id, 502))).toBe(false);
    expect(await db.transaction((tx) => markOpen(tx, invoice.id, 501))).toBe(true);
    const [line] = await findInvoiceLines(db, invoice.id);
    expect(await db.transaction((tx) => markPaid(tx, 503, { lineIds: [line!.id] }))).toEqual([invoice.id]);
    expect(await findInvoice(db, { invoiceId: invoice.id, storeId: store.storeId })).toMatchObject({
      status: 'PAID',
      paymentId: 503,
    });
  });
});
