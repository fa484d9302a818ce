import { asc, sql } from 'drizzle-orm';
import type { CreateInvoiceBody } from '../../../shared/contract/invoices';
import { formatMoney } from '../../../shared/rules/money';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { conflict, invalid, notFound, refused } from '../../http/errors';
import { findOwnItemIds } from '../catalog/company-reads';
import { conversationStoresSql } from '../messaging/conversation-stores';
import { addressingStoresSql } from '../projects/requested-supplier';
import { findSupplierQuote, isRequestAddressedTo } from '../projects/supplier-links';
import { storeDisplay } from '../stores/store-display';

// What an invoice body points at, checked against the supplier: the store is a customer of its, the quote
// and project are its own and that store's, the products its own; and the total, computed here in cents.

/** Above this an invoice is refused: a typo guard, and it keeps totals inside the integer column. */
export const MAX_INVOICE_TOTAL_CENTS = 1_000_000_000;

/** A store the supplier has a conversation with, or that sent it a custom project request. */
const customerStoreIds = (companyId: number) =>
  sql`${conversationStoresSql(companyId)} union ${addressingStoresSql(companyId)}`;

/** The stores the supplier may invoice, by title. */
export async function listCustomers(db: Db, companyId: number): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: storeDisplay.id, title: storeDisplay.title })
    .from(storeDisplay)
    .where(sql`${storeDisplay.id} in (${customerStoreIds(companyId)})`)
    .orderBy(sql`lower(${storeDisplay.title})`, asc(storeDisplay.id))
    .limit(1000);
}

/** 422 unless the store is one of the supplier's customers. */
export async function assertCustomer(db: Db, companyId: number, storeId: number) {
  const found = rowsOf(
    await db.execute(sql`select 1 as ok where ${storeId} in (${customerStoreIds(companyId)})`),
  );
  if (found.length === 0)
    throw refused(
      'You can invoice only a founder who has a conversation with you or sent you a custom project request',
    );
}

type Link = { projectId?: number | null; quoteId?: number | null };

/**
 * The project and quote an invoice refers to. Another supplier's quote, or a project the supplier was never
 * sent, is 404; this supplier's quote for another store or project is a 400.
 */
export async function resolveLink(db: Db, companyId: number, storeId: number, link: Link) {
  let projectId = link.projectId ?? null;
  const quoteId = link.quoteId ?? null;
  if (quoteId !== null) {
    const quote = await findSupplierQuote(db, companyId, quoteId);
    if (!quote) throw notFound('Quote');
    if (quote.storeId !== storeId)
      throw invalid('This quote answers another founder’s request', [
        { path: 'body.quoteId', message: 'is on another founder’s request' },
      ]);
    if (projectId !== null && projectId !== quote.projectId)
      throw invalid('This quote is on another project request', [
        { path: 'body.quoteId', message: 'is not on this project request' },
      ]);
    if (quote.status === 'WITHDRAWN' || quote.status === 'DECLINED')
      throw conflict(`This quote was ${quote.status.toLowerCase()}: invoice without it, or quote again`);
    projectId = quote.projectId;
  } else if (projectId !== null) {
    if (!(await isRequestAddressedTo(db, companyId, { projectId, storeId })))
      throw notFound('Project request');
  }
  return { projectId, quoteId };
}

type LineInput = CreateInvoiceBody['lines'][number];

/** The lines as rows (products must be the supplier's own: 404 otherwise) and their total in cents. */
export async function resolveLines(db: Db, companyId: number, lines: readonly LineInput[]) {
  const itemIds = [...new Set(lines.flatMap((l) => (l.catalogItemId == null ? [] : [l.catalogItemId])))];
  if (itemIds.length) {
    const ownIds = await findOwnItemIds(db, companyId, itemIds);
    if (itemIds.some((id) => !ownIds.has(id))) throw notFound('Product');
  }
  // Integers all the way: 50 lines × 1,000,000 units × $1,000,000 stays below 2^53.
  const totalCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  if (totalCents > MAX_INVOICE_TOTAL_CENTS)
    throw invalid(`An invoice totals at most ${formatMoney(MAX_INVOICE_TOTAL_CENTS)}`, [
      { path: 'body.lines', message: `The lines total ${formatMoney(totalCents)}` },
    ]);
  const rows = lines.map((l, position) => ({
    position,
    feeKind: l.feeKind,
    description: l.description,
    catalogItemId: l.catalogItemId ?? null,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
  }));
  return { rows, totalCents };
}

/** A due date must be in the future (null: the default, set when the invoice is sent). */
export function resolveDueAt(dueAt: string | null | undefined, now: Date): Date | null {
  if (dueAt == null) return null;
  const at = new Date(dueAt);
  if (at.getTime() <= now.getTime())
    throw invalid('The due date must be in the future', [{ path: 'body.dueAt', message: 'has passed' }]);
  return at;
}
