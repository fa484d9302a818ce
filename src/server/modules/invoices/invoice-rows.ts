import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Invoice } from '../../../shared/contract/invoices';
import type { Db } from '../../db/client';
import { creatorInvoiceItems, creatorInvoices } from '../../db/schema/invoices';
import { companyLogoUrl } from '../catalog/rows';
import { supplierDisplay } from '../catalog/supplier-display';
import { storeDisplay } from '../stores/store-display';
import { invoiceInCart } from './invoice-in-cart';

// Named columns of an invoice and its lines, the row → contract mapper, and the loaders other modules reuse
// (payments reads an invoice through these, never through the table).

const invoiceColumns = {
  id: creatorInvoices.id,
  companyId: creatorInvoices.companyId,
  storeId: creatorInvoices.storeId,
  projectId: creatorInvoices.projectId,
  quoteId: creatorInvoices.quoteId,
  number: creatorInvoices.number,
  sn: creatorInvoices.sn,
  status: creatorInvoices.status,
  failureHandling: creatorInvoices.failureHandling,
  shippingMode: creatorInvoices.shippingMode,
  shippingAddress: creatorInvoices.shippingAddress,
  note: creatorInvoices.note,
  currency: creatorInvoices.currency,
  totalCents: creatorInvoices.totalCents,
  dueAt: creatorInvoices.dueAt,
  sentAt: creatorInvoices.sentAt,
  paidAt: creatorInvoices.paidAt,
  closedAt: creatorInvoices.closedAt,
  paymentId: creatorInvoices.paymentId,
  createdAt: creatorInvoices.createdAt,
  updatedAt: creatorInvoices.updatedAt,
  supplierName: supplierDisplay.name,
  supplierLogoUrl: supplierDisplay.logoUrl,
  storeTitle: storeDisplay.title,
  inCart: invoiceInCart,
};

const lineColumns = {
  id: creatorInvoiceItems.id,
  invoiceId: creatorInvoiceItems.invoiceId,
  position: creatorInvoiceItems.position,
  feeKind: creatorInvoiceItems.feeKind,
  description: creatorInvoiceItems.description,
  catalogItemId: creatorInvoiceItems.catalogItemId,
  quantity: creatorInvoiceItems.quantity,
  unitPriceCents: creatorInvoiceItems.unitPriceCents,
};

/** Invoices with their supplier and store (add `.where`, `.orderBy`, `.limit`, `.for`). */
export function selectInvoices(db: Db) {
  return db
    .select(invoiceColumns)
    .from(creatorInvoices)
    .innerJoin(supplierDisplay, eq(supplierDisplay.id, creatorInvoices.companyId))
    .innerJoin(storeDisplay, eq(storeDisplay.id, creatorInvoices.storeId))
    .$dynamic();
}

export type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];
export type InvoiceLineRow = {
  [K in keyof typeof lineColumns]: (typeof creatorInvoiceItems.$inferSelect)[K];
};
/** An invoice row with its lines in order: what `toInvoice` maps and what the loaders answer. */
export type InvoiceWithLines = InvoiceRow & { lines: InvoiceLineRow[] };

/** The lines of the given invoices, in one query. */
export async function withLines(db: Db, rows: InvoiceRow[]): Promise<InvoiceWithLines[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select(lineColumns)
    .from(creatorInvoiceItems)
    .where(
      inArray(
        creatorInvoiceItems.invoiceId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(creatorInvoiceItems.invoiceId), asc(creatorInvoiceItems.position));
  const byInvoice = new Map<number, InvoiceLineRow[]>();
  for (const line of lines) {
    const list = byInvoice.get(line.invoiceId) ?? [];
    list.push(line);
    byInvoice.set(line.invoiceId, list);
  }
  return rows.map((r) => ({ ...r, lines: byInvoice.get(r.id) ?? [] }));
}

const SORT_COLUMNS = {
  createdAt: creatorInvoices.createdAt,
  dueAt: creatorInvoices.dueAt,
  totalCents: creatorInvoices.totalCents,
} as const;

/** `field` or `-field` of the allow-list as ORDER BY terms (nulls last, id breaks ties). */
export function invoiceOrder(sort: string): SQL[] {
  const field = sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  const dir = sort.startsWith('-') ? 'desc' : 'asc';
  const by = dir === 'desc' ? desc : asc;
  return [sql`${SORT_COLUMNS[field]} ${sql.raw(dir)} nulls last`, by(creatorInvoices.id)];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Row → contract. `sn` is the public link's token: only the invoice's supplier and store see it
 * (`withSn: false` for the public page, which shows the invoice to whoever holds the link).
 */
export function toInvoice(row: InvoiceWithLines, opts: { withSn?: boolean } = {}): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    failureHandling: row.failureHandling,
    shippingMode: row.shippingMode,
    shippingAddress: row.shippingAddress ?? null,
    needsShippingAddress: row.shippingMode === 'CHARGE_SHIPPING_LATER' && row.shippingAddress == null,
    note: row.note,
    currency: row.currency,
    totalCents: row.totalCents,
    lines: row.lines.map((l) => ({
      id: l.id,
      feeKind: l.feeKind,
      description: l.description,
      catalogItemId: l.catalogItemId,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      totalCents: l.quantity * l.unitPriceCents,
    })),
    supplier: {
      id: row.companyId,
      name: row.supplierName,
      logoUrl: companyLogoUrl({ id: row.companyId, logoUrl: row.supplierLogoUrl }),
    },
    store: { id: row.storeId, title: row.storeTitle },
    projectId: row.projectId,
    quoteId: row.quoteId,
    dueAt: iso(row.dueAt),
    sentAt: iso(row.sentAt),
    paidAt: iso(row.paidAt),
    createdAt: row.createdAt.toISOString(),
    sn: opts.withSn === false ? null : row.sn,
    inCart: Boolean(row.inCart),
  };
}

type LoadOptions = {
  /** Locks the invoice row (FOR UPDATE OF creator_invoices) in the caller's transaction. */
  forUpdate?: boolean;
};

async function loadOne(db: Db, where: SQL, opts: LoadOptions): Promise<InvoiceWithLines | null> {
  const query = selectInvoices(db).where(where).limit(1);
  const [row] = opts.forUpdate ? await query.for('update', { of: creatorInvoices }) : await query;
  if (!row) return null;
  return (await withLines(db, [row]))[0]!;
}

/** An invoice the store was sent (never a draft: drafts are the supplier's), with its lines; null if none. */
export function loadInvoiceForStore(db: Db, storeId: number, id: number, opts: LoadOptions = {}) {
  return loadOne(
    db,
    and(
      eq(creatorInvoices.id, id),
      eq(creatorInvoices.storeId, storeId),
      ne(creatorInvoices.status, 'DRAFT'),
    )!,
    opts,
  );
}

/** The invoice a public link names (never a draft; a revoked token names nothing), with its lines. */
export function loadInvoiceBySn(db: Db, sn: string, opts: LoadOptions = {}) {
  return loadOne(db, and(eq(creatorInvoices.sn, sn), ne(creatorInvoices.status, 'DRAFT'))!, opts);
}

/** One of the supplier's (catalog company's) invoices, in any status, with its lines. */
export function loadInvoiceForSupplier(db: Db, companyId: number, id: number, opts: LoadOptions = {}) {
  return loadOne(db, and(eq(creatorInvoices.id, id), eq(creatorInvoices.companyId, companyId))!, opts);
}
