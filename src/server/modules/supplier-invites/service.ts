import { and, count, desc, eq } from 'drizzle-orm';
import type { CreateSupplierInviteBody, SupplierInvite } from '../../../shared/contract/supplier-invites';
import type { Database, Db } from '../../db/client';
import { supplierInvites } from '../../db/schema/supplier-invites';
import type { StoreCtx } from '../../http/context';
import { invalid } from '../../http/errors';
import { escapeHtml } from '../../providers/email/escape-html';
import type { EmailProvider } from '../../providers/email/types';
import { findCompanyIdByName } from '../catalog/company-reads';
import { staffAddresses } from './staff-address';

export type InviteDeps = { db: Database; email: EmailProvider; staffAddress: string };

const inviteColumns = {
  id: supplierInvites.id,
  name: supplierInvites.name,
  website: supplierInvites.website,
  email: supplierInvites.email,
  phoneNumber: supplierInvites.phoneNumber,
  companyId: supplierInvites.companyId,
  createdAt: supplierInvites.createdAt,
};
type InviteRow = Pick<typeof supplierInvites.$inferSelect, keyof typeof inviteColumns>;
const toInvite = (r: InviteRow): SupplierInvite => ({ ...r, createdAt: r.createdAt.toISOString() });

/**
 * A store invites its own supplier: the invite is stored and the staff notification (spec §7) is written to
 * the email outbox in the same transaction, so there is never an invite without its email or the reverse.
 * An invite naming a supplier already on Quarry (same name, any case) is linked to it. A retry with the same
 * Idempotency-Key answers the first invite and sends nothing again.
 */
export async function createSupplierInvite(
  deps: InviteDeps,
  ctx: StoreCtx,
  body: CreateSupplierInviteBody,
  idempotencyKey?: string,
): Promise<SupplierInvite> {
  if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,200}$/.test(idempotencyKey)) {
    throw invalid('Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  const invite = await deps.db.transaction(async (tx) => {
    const companyId = await findCompanyIdByName(tx, body.name);
    const [row] = await tx
      .insert(supplierInvites)
      .values({ ...body, storeId: ctx.storeId, companyId, idempotencyKey })
      .onConflictDoNothing({ target: [supplierInvites.storeId, supplierInvites.idempotencyKey] })
      .returning(inviteColumns);
    if (!row) {
      const [first] = await tx
        .select(inviteColumns)
        .from(supplierInvites)
        .where(
          and(eq(supplierInvites.storeId, ctx.storeId), eq(supplierInvites.idempotencyKey, idempotencyKey!)),
        );
      return toInvite(first!);
    }
    const invite = toInvite(row);
    await notifyStaff(tx, deps, ctx, invite);
    return invite;
  });
  // Committed: a relay adapter sends now (in the background; a failure stays on the outbox row).
  void deps.email.deliver();
  return invite;
}

async function notifyStaff(tx: Db, deps: InviteDeps, ctx: StoreCtx, invite: SupplierInvite) {
  const store = `${ctx.store.title} (store #${ctx.storeId})`;
  const lines = [
    `${store} invited its own supplier to Quarry.`,
    '',
    `Supplier: ${invite.name}`,
    `Website: ${invite.website}`,
    `Email: ${invite.email}`,
    `Phone: ${invite.phoneNumber}`,
    `Already on Quarry: ${invite.companyId ? `yes, supplier #${invite.companyId}` : 'no'}`,
    `Invited by: ${ctx.user.email}`,
  ];
  const html = `<p>${escapeHtml(lines[0]!)}</p><ul>${lines
    .slice(2)
    .map((l) => `<li>${escapeHtml(l)}</li>`)
    .join('')}</ul>`;
  await deps.email.send(tx, {
    to: await staffAddresses(tx, deps.staffAddress),
    subject: `Supplier invite: ${ctx.store.title} invited ${invite.name}`,
    text: lines.join('\n'),
    html,
    ref: `supplier-invite:${invite.id}`,
  });
}

export async function listSupplierInvites(db: Db, ctx: StoreCtx, q: { page: number; size: number }) {
  const rows = await db
    .select(inviteColumns)
    .from(supplierInvites)
    .where(eq(supplierInvites.storeId, ctx.storeId))
    .orderBy(desc(supplierInvites.createdAt), desc(supplierInvites.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toInvite);
}

export async function countSupplierInvites(db: Db, ctx: StoreCtx) {
  const [row] = await db
    .select({ count: count() })
    .from(supplierInvites)
    .where(eq(supplierInvites.storeId, ctx.storeId));
  return { count: row?.count ?? 0 };
}
