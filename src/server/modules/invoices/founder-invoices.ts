import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddShippingAddressBody, Invoice, InvoiceListQuery } from '../../../shared/contract/invoices';
import type { InvoiceStatus } from '../../../shared/rules/invoices';
import type { AppDeps } from '../../app-deps';
import { creatorInvoices } from '../../db/schema/invoices';
import type { StoreCtx } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import type { AddressSnapshot } from '../shipping-addresses/service';
import { resolveShippingAddress } from '../shipping-addresses/service';
import {
  invoiceOrder,
  loadInvoiceBySn,
  loadInvoiceForStore,
  selectInvoices,
  toInvoice,
  withLines,
} from './invoice-rows';
import { statusWord } from './invoice-status';

// The founder's side of invoices (access 'store'): what suppliers sent the store (never their drafts), and
// the shipping address of an invoice whose shipping is charged later. And the public pay link's read.

export type FounderInvoiceDeps = Pick<AppDeps, 'db' | 'shipping'>;

const ofStore = (storeId: number, status?: InvoiceStatus) =>
  and(
    eq(creatorInvoices.storeId, storeId),
    ne(creatorInvoices.status, 'DRAFT'),
    status ? eq(creatorInvoices.status, status) : undefined,
  )!;

/** GET /web/creator-invoices: by default the open ones (to pay) first, then the rest, newest first. */
export async function listCreatorInvoices(
  deps: Pick<AppDeps, 'db'>,
  ctx: StoreCtx,
  q: InvoiceListQuery,
): Promise<Invoice[]> {
  const order = q.sort
    ? invoiceOrder(q.sort)
    : [
        sql`case when ${creatorInvoices.status} = 'OPEN' then 0 else 1 end`,
        desc(creatorInvoices.createdAt),
        desc(creatorInvoices.id),
      ];
  const rows = await selectInvoices(deps.db)
    .where(ofStore(ctx.storeId, q.status))
    .orderBy(...order)
    .limit(q.size)
    .offset(q.page * q.size);
  return (await withLines(deps.db, rows)).map((r) => toInvoice(r));
}

export async function countCreatorInvoices(
  deps: Pick<AppDeps, 'db'>,
  ctx: StoreCtx,
  q: { status?: InvoiceStatus },
) {
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(creatorInvoices)
    .where(ofStore(ctx.storeId, q.status));
  return { count: Number(row?.count ?? 0) };
}

export async function getCreatorInvoice(
  deps: Pick<AppDeps, 'db'>,
  ctx: StoreCtx,
  id: number,
): Promise<Invoice> {
  const row = await loadInvoiceForStore(deps.db, ctx.storeId, id);
  if (!row) throw notFound('Invoice');
  return toInvoice(row);
}

/**
 * PUT /web/creator-invoices/{id}/shipping-address: where the goods of an invoice whose shipping is charged
 * later go — one of the store's saved addresses or a new one, checked by the shipping provider's rules.
 */
export async function addInvoiceShippingAddress(
  deps: FounderInvoiceDeps,
  ctx: StoreCtx,
  id: number,
  body: AddShippingAddressBody,
): Promise<Invoice> {
  const address: AddressSnapshot = await resolveShippingAddress(deps.db, deps.shipping, ctx.storeId, body);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: creatorInvoices.status, shippingMode: creatorInvoices.shippingMode })
      .from(creatorInvoices)
      .where(
        and(
          eq(creatorInvoices.id, id),
          eq(creatorInvoices.storeId, ctx.storeId),
          ne(creatorInvoices.status, 'DRAFT'),
        ),
      )
      .for('update');
    if (!row) throw notFound('Invoice');
    if (row.shippingMode !== 'CHARGE_SHIPPING_LATER')
      throw conflict('This invoice’s shipping is not charged later: it needs no address from you');
    if (row.status !== 'OPEN' && row.status !== 'PAID')
      throw conflict(`This invoice is ${statusWord(row.status)}: it needs no address any more`);
    await tx
      .update(creatorInvoices)
      .set({ shippingAddress: address, updatedAt: new Date() })
      .where(eq(creatorInvoices.id, id));
  });
  return getCreatorInvoice(deps, ctx, id);
}

/**
 * GET /public/creator-invoices/{sn}: the invoice a pay link names, for whoever holds the link. It does not
 * carry the link's token (a page can be shared further by screenshot, not by copying its token out) nor
 * the shipping address; a draft, a revoked or unknown token is 404.
 */
export async function getPublicInvoice(deps: Pick<AppDeps, 'db'>, sn: string): Promise<Invoice> {
  const row = await loadInvoiceBySn(deps.db, sn);
  if (!row) throw notFound('Invoice');
  return { ...toInvoice(row, { withSn: false }), shippingAddress: null };
}
