import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { formatDate } from '../../../shared/rules/dates';
import {
  DEFAULT_INVOICE_DUE_DAYS,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
} from '../../../shared/rules/invoices';
import type { Db } from '../../db/client';
import { creatorInvoices } from '../../db/schema/invoices';
import { conflict, notFound, refused } from '../../http/errors';
import type { Viewer } from '../messaging/viewer';
import { type NotifyDeps, notifyInvoiceSent } from './notify-store';

// An invoice's moves: DRAFT → OPEN (sent) → PAID; DRAFT/OPEN → VOID; OPEN → UNCOLLECTIBLE. Each is one
// conditional UPDATE (status in the allowed sources), so two requests or instances never both move it.

/** A public link's token: 192 random bits, URL-safe (32 characters). */
export const newInvoiceSn = () => randomBytes(24).toString('base64url');

export const invoiceNumber = (id: number) => `INV-${String(id).padStart(6, '0')}`;

const DAY_MS = 86_400_000;
export const statusWord = (s: InvoiceStatus) => INVOICE_STATUS_LABELS[s].toLowerCase();

/** The supplier's invoice, locked for the caller's transaction; 404 when it is not the supplier's. */
export async function lockSupplierInvoice(tx: Db, companyId: number, id: number) {
  const [row] = await tx
    .select({
      id: creatorInvoices.id,
      storeId: creatorInvoices.storeId,
      number: creatorInvoices.number,
      status: creatorInvoices.status,
      projectId: creatorInvoices.projectId,
      quoteId: creatorInvoices.quoteId,
      totalCents: creatorInvoices.totalCents,
      currency: creatorInvoices.currency,
      dueAt: creatorInvoices.dueAt,
    })
    .from(creatorInvoices)
    .where(and(eq(creatorInvoices.id, id), eq(creatorInvoices.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('Invoice');
  return row;
}

export type LockedInvoice = Awaited<ReturnType<typeof lockSupplierInvoice>>;

/**
 * DRAFT → OPEN in the caller's transaction: sent now, due on its date or in DEFAULT_INVOICE_DUE_DAYS, and
 * the founder told in the conversation and by email. A $0 invoice or a passed due date is refused.
 */
export async function markSent(
  tx: Db,
  deps: NotifyDeps,
  viewer: Extract<Viewer, { side: 'SUPPLIER' }>,
  invoice: LockedInvoice,
  now: Date,
) {
  if (invoice.status !== 'DRAFT')
    throw conflict(`Only a draft can be sent; this invoice is ${statusWord(invoice.status)}`);
  if (invoice.totalCents <= 0) throw refused('An invoice of $0.00 cannot be sent: add a price to a line');
  if (invoice.dueAt && invoice.dueAt.getTime() <= now.getTime())
    throw conflict(`The due date (${formatDate(invoice.dueAt)}) has passed: choose a later one, then send`);
  const dueAt = invoice.dueAt ?? new Date(now.getTime() + DEFAULT_INVOICE_DUE_DAYS * DAY_MS);
  await tx
    .update(creatorInvoices)
    .set({ status: 'OPEN', sentAt: now, dueAt, updatedAt: now })
    .where(eq(creatorInvoices.id, invoice.id));
  await notifyInvoiceSent(tx, deps, viewer, { ...invoice, dueAt, sentAt: now });
}

const CLOSE_FROM: Record<'VOID' | 'UNCOLLECTIBLE', readonly InvoiceStatus[]> = {
  VOID: ['DRAFT', 'OPEN'],
  UNCOLLECTIBLE: ['OPEN'],
};

/** Voids (a draft or open invoice) or marks uncollectible (an open one); another status is 409. */
export async function closeInvoice(db: Db, companyId: number, id: number, to: 'VOID' | 'UNCOLLECTIBLE') {
  const now = new Date();
  const [moved] = await db
    .update(creatorInvoices)
    .set({ status: to, closedAt: now, updatedAt: now })
    .where(
      and(
        eq(creatorInvoices.id, id),
        eq(creatorInvoices.companyId, companyId),
        inArray(creatorInvoices.status, [...CLOSE_FROM[to]]),
      ),
    )
    .returning({ id: creatorInvoices.id });
  if (moved) return;
  const [current] = await db
    .select({ status: creatorInvoices.status })
    .from(creatorInvoices)
    .where(and(eq(creatorInvoices.id, id), eq(creatorInvoices.companyId, companyId)));
  if (!current) throw notFound('Invoice');
  const rule =
    to === 'VOID'
      ? 'only a draft or an invoice awaiting payment can be voided'
      : 'only an invoice awaiting payment can be marked uncollectible';
  throw conflict(`This invoice is ${statusWord(current.status)}: ${rule}`);
}

/** A new public link token; the old link answers 404 from now on. */
export async function revokeInvoiceLink(db: Db, companyId: number, id: number) {
  const now = new Date();
  const [row] = await db
    .update(creatorInvoices)
    .set({ sn: newInvoiceSn(), snRevokedAt: now, updatedAt: now })
    .where(and(eq(creatorInvoices.id, id), eq(creatorInvoices.companyId, companyId)))
    .returning({ id: creatorInvoices.id });
  if (!row) throw notFound('Invoice');
}
