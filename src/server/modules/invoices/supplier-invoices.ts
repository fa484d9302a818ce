import { and, eq, sql } from 'drizzle-orm';
import type {
  CreateInvoiceBody,
  Invoice,
  InvoiceListQuery,
  UpdateInvoiceBody,
} from '../../../shared/contract/invoices';
import type { InvoiceStatus } from '../../../shared/rules/invoices';
import type { AppDeps } from '../../app-deps';
import { creatorInvoiceItems, creatorInvoices } from '../../db/schema/invoices';
import { linkedSupplierId } from '../../http/auth';
import type { Ctx } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { viewerOf } from '../messaging/viewer';
import { assertCustomer, listCustomers, resolveDueAt, resolveLines, resolveLink } from './invoice-input';
import { invoiceOrder, loadInvoiceForSupplier, selectInvoices, toInvoice, withLines } from './invoice-rows';
import {
  closeInvoice,
  invoiceNumber,
  lockSupplierInvoice,
  markSent,
  newInvoiceSn,
  revokeInvoiceLink,
  statusWord,
} from './invoice-status';
import { deferredBus } from './notify-store';

// The supplier's side of invoices (access 'supplier'): it issues invoices to its customers (stores it talks
// with or that sent it a project request), edits drafts, sends, voids, writes off and revokes links.

export type InvoiceDeps = Pick<AppDeps, 'db' | 'bus' | 'config' | 'email'>;

const ofCompany = (companyId: number, status?: InvoiceStatus) =>
  and(eq(creatorInvoices.companyId, companyId), status ? eq(creatorInvoices.status, status) : undefined)!;

/** GET /web/supplier-invoices: newest first unless sorted. */
export async function listSupplierInvoices(
  deps: InvoiceDeps,
  ctx: Ctx,
  q: InvoiceListQuery,
): Promise<Invoice[]> {
  const companyId = linkedSupplierId(ctx);
  const rows = await selectInvoices(deps.db)
    .where(ofCompany(companyId, q.status))
    .orderBy(...invoiceOrder(q.sort ?? '-createdAt'))
    .limit(q.size)
    .offset(q.page * q.size);
  return (await withLines(deps.db, rows)).map((r) => toInvoice(r));
}

export async function countSupplierInvoices(deps: InvoiceDeps, ctx: Ctx, q: { status?: InvoiceStatus }) {
  const companyId = linkedSupplierId(ctx);
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(creatorInvoices)
    .where(ofCompany(companyId, q.status));
  return { count: Number(row?.count ?? 0) };
}

/** GET …/action/customers: the stores the supplier may invoice. */
export const listInvoiceCustomers = (deps: InvoiceDeps, ctx: Ctx) =>
  listCustomers(deps.db, linkedSupplierId(ctx));

export async function getSupplierInvoice(deps: InvoiceDeps, ctx: Ctx, id: number): Promise<Invoice> {
  const row = await loadInvoiceForSupplier(deps.db, linkedSupplierId(ctx), id);
  if (!row) throw notFound('Invoice');
  return toInvoice(row);
}

/** The supplier's chat identity; sending posts in its conversation with the store. */
function supplierViewer(ctx: Ctx) {
  const viewer = viewerOf(ctx);
  if (viewer.side !== 'SUPPLIER') throw notFound('Invoice');
  return viewer;
}

/**
 * POST /web/supplier-invoices: a draft, or sent at once (`send: true`). Totals are computed here in cents;
 * the quote, project and products must be the supplier's own, the store one of its customers.
 */
export async function createInvoice(deps: InvoiceDeps, ctx: Ctx, body: CreateInvoiceBody): Promise<Invoice> {
  const companyId = linkedSupplierId(ctx);
  const viewer = supplierViewer(ctx);
  const now = new Date();
  await assertCustomer(deps.db, companyId, body.storeId);
  const link = await resolveLink(deps.db, companyId, body.storeId, body);
  const lines = await resolveLines(deps.db, companyId, body.lines);
  const dueAt = resolveDueAt(body.dueAt, now);
  const bus = deferredBus(deps.bus);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(creatorInvoices)
      .values({
        companyId,
        storeId: body.storeId,
        ...link,
        number: '',
        sn: newInvoiceSn(),
        failureHandling: body.failureHandling,
        shippingMode: body.shippingMode,
        note: body.note,
        totalCents: lines.totalCents,
        dueAt,
      })
      .returning({ id: creatorInvoices.id });
    const id = row!.id;
    const number = invoiceNumber(id);
    await tx.update(creatorInvoices).set({ number }).where(eq(creatorInvoices.id, id));
    await tx.insert(creatorInvoiceItems).values(lines.rows.map((l) => ({ ...l, invoiceId: id })));
    if (body.send) {
      const invoice = { id, storeId: body.storeId, number, status: 'DRAFT' as const, currency: 'USD' };
      const { totalCents } = lines;
      await markSent(tx, { ...deps, bus }, viewer, { ...invoice, ...link, totalCents, dueAt }, now);
    }
    return id;
  });
  bus.flush();
  void deps.email.deliver();
  return getSupplierInvoice(deps, ctx, id);
}

/** PUT /web/supplier-invoices/{id}: changes a draft (only the fields sent); any other status is 409. */
export async function updateInvoice(
  deps: InvoiceDeps,
  ctx: Ctx,
  id: number,
  body: UpdateInvoiceBody,
): Promise<Invoice> {
  const companyId = linkedSupplierId(ctx);
  await deps.db.transaction(async (tx) => {
    const inv = await lockSupplierInvoice(tx, companyId, id);
    if (inv.status !== 'DRAFT')
      throw conflict(`Only a draft can be edited; this invoice is ${statusWord(inv.status)}`);
    const set: Partial<typeof creatorInvoices.$inferInsert> = { updatedAt: new Date() };
    if (body.projectId !== undefined || body.quoteId !== undefined) {
      // A new quote brings its own project unless one is named with it.
      const quoteId = body.quoteId !== undefined ? body.quoteId : inv.quoteId;
      const projectId =
        body.projectId !== undefined ? body.projectId : body.quoteId != null ? null : inv.projectId;
      Object.assign(set, await resolveLink(tx, companyId, inv.storeId, { projectId, quoteId }));
    }
    if (body.lines) {
      const lines = await resolveLines(tx, companyId, body.lines);
      set.totalCents = lines.totalCents;
      await tx.delete(creatorInvoiceItems).where(eq(creatorInvoiceItems.invoiceId, id));
      await tx.insert(creatorInvoiceItems).values(lines.rows.map((l) => ({ ...l, invoiceId: id })));
    }
    if (body.shippingMode !== undefined) set.shippingMode = body.shippingMode;
    if (body.failureHandling !== undefined) set.failureHandling = body.failureHandling;
    if (body.note !== undefined) set.note = body.note;
    if (body.dueAt !== undefined) set.dueAt = resolveDueAt(body.dueAt, new Date());
    await tx.update(creatorInvoices).set(set).where(eq(creatorInvoices.id, id));
  });
  return getSupplierInvoice(deps, ctx, id);
}

/** POST /web/supplier-invoices/{id}/send: DRAFT → OPEN; the founder gets a message and an email. */
export async function sendInvoice(deps: InvoiceDeps, ctx: Ctx, id: number): Promise<Invoice> {
  const companyId = linkedSupplierId(ctx);
  const viewer = supplierViewer(ctx);
  const bus = deferredBus(deps.bus);
  await deps.db.transaction(async (tx) => {
    const inv = await lockSupplierInvoice(tx, companyId, id);
    await markSent(tx, { ...deps, bus }, viewer, inv, new Date());
  });
  bus.flush();
  void deps.email.deliver();
  return getSupplierInvoice(deps, ctx, id);
}

export async function voidInvoice(deps: InvoiceDeps, ctx: Ctx, id: number): Promise<Invoice> {
  await closeInvoice(deps.db, linkedSupplierId(ctx), id, 'VOID');
  return getSupplierInvoice(deps, ctx, id);
}

export async function markInvoiceUncollectible(deps: InvoiceDeps, ctx: Ctx, id: number): Promise<Invoice> {
  await closeInvoice(deps.db, linkedSupplierId(ctx), id, 'UNCOLLECTIBLE');
  return getSupplierInvoice(deps, ctx, id);
}

export async function revokeLink(deps: InvoiceDeps, ctx: Ctx, id: number): Promise<Invoice> {
  await revokeInvoiceLink(deps.db, linkedSupplierId(ctx), id);
  return getSupplierInvoice(deps, ctx, id);
}
