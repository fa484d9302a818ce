// Test-only helpers for invoices: a supplier with a customer store (they have a conversation), and bodies.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateInvoiceBody } from '../../../shared/contract/invoices';
import { emailOutbox } from '../../db/schema/email';
import { conversationMessages, conversations } from '../../db/schema/messaging';
import { createCompany } from '../../test/catalog-factories';
import { type CallArgs, callApi, registerStore, type TestApp } from '../../test/test-app';
import { signInSupplier } from '../projects/test-helpers';

export type InvoiceInput = z.input<typeof CreateInvoiceBody>;

/** A new supplier company with a signed-in user, and a store that opened a conversation with it. */
export async function supplierWithCustomer(t: TestApp, storeTitle = 'Invoice Store') {
  const company = await createCompany(t.deps.db);
  const supplier = await signInSupplier(t, company.id);
  const store = await registerStore(t, storeTitle);
  const opened = await callApi(t, 'POST', '/web/conversations', store.auth, { supplierId: company.id });
  if (opened.statusCode !== 200) throw new Error(`open failed: ${opened.statusCode} ${opened.body}`);
  return { company, supplier, store, conversationId: (opened.json() as { id: number }).id };
}

export const invoiceBody = (storeId: number, over: Partial<InvoiceInput> = {}): InvoiceInput => ({
  storeId,
  lines: [
    { feeKind: 'PRODUCT', description: 'Amber jar candle, 8 oz', quantity: 600, unitPriceCents: 400 },
    { feeKind: 'PACKAGING', description: 'Printed gift box', quantity: 600, unitPriceCents: 55 },
  ],
  ...over,
});

/** Calls the API and answers the JSON of a 200, failing the test with the body otherwise. */
export async function ok<T = Record<string, unknown>>(t: TestApp, ...args: CallArgs): Promise<T> {
  const res = await callApi(t, ...args);
  if (res.statusCode !== 200) throw new Error(`${args[0]} ${args[1]}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** The messages of a conversation, oldest first. */
export async function messagesOf(t: TestApp, conversationId: number) {
  return t.deps.db
    .select({ body: conversationMessages.body, author: conversationMessages.author })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(conversationMessages.index);
}

/** The conversation of a store and a supplier, if any. */
export async function conversationOf(t: TestApp, storeId: number, companyId: number) {
  const rows = await t.deps.db
    .select({ id: conversations.id, supplierId: conversations.supplierId })
    .from(conversations)
    .where(eq(conversations.storeId, storeId));
  return rows.find((r) => r.supplierId === companyId) ?? null;
}

/** Emails whose ref names the invoice. */
export async function emailsAbout(t: TestApp, invoiceId: number) {
  return t.deps.db
    .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.ref, `invoice:${invoiceId}`));
}
