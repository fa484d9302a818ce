// The daily held-orders digest (decision 045): once a day each founder with orders ON_HOLD gets one email (the
// outbox) listing them with their reasons and links to /order-details/{id}. A row per store and day claims
// the send in the same transaction as the email, so a second run (another instance, a retry) sends nothing.
import { and, asc, eq } from 'drizzle-orm';
import { HOLD_REASON_LABELS, type HoldReason } from '../../../../shared/rules/fulfillment';
import type { AppDeps } from '../../../app-deps';
import { heldOrderDigests, salesOrders } from '../../../db/schema/orders';
import { escapeHtml } from '../../../providers/email/escape-html';
import { listStoreOwnerEmails } from '../../auth/user-contacts';

export const HELD_DIGEST_QUEUE = 'held-orders-digest';
/** Orders listed in one email; the rest are counted with a link to the held tab. */
const LISTED = 50;

type DigestDeps = Pick<AppDeps, 'db' | 'email' | 'config'>;

export async function sendHeldOrderDigests(deps: DigestDeps, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const stores = await deps.db
    .selectDistinct({ storeId: salesOrders.storeId })
    .from(salesOrders)
    .where(eq(salesOrders.processingStatus, 'ON_HOLD'));
  let sent = 0;
  for (const { storeId } of stores) {
    if (await sendStoreDigest(deps, storeId, day)) sent++;
  }
  if (sent > 0) void deps.email.deliver();
  return { stores: stores.length, sent };
}

async function sendStoreDigest(deps: DigestDeps, storeId: number, day: string): Promise<boolean> {
  const to = await listStoreOwnerEmails(deps.db, storeId);
  if (to.length === 0) return false;
  return deps.db.transaction(async (tx) => {
    const held = await tx
      .select({
        id: salesOrders.id,
        orderNumber: salesOrders.orderNumber,
        holdReason: salesOrders.holdReason,
        holdNote: salesOrders.holdNote,
        customerName: salesOrders.customerName,
      })
      .from(salesOrders)
      .where(and(eq(salesOrders.storeId, storeId), eq(salesOrders.processingStatus, 'ON_HOLD')))
      .orderBy(asc(salesOrders.placedAt), asc(salesOrders.id));
    if (held.length === 0) return false;
    const claimed = await tx
      .insert(heldOrderDigests)
      .values({ storeId, day, orderCount: held.length })
      .onConflictDoNothing()
      .returning({ storeId: heldOrderDigests.storeId });
    if (claimed.length === 0) return false;
    const base = deps.config.publicUrl;
    const rows = held.slice(0, LISTED).map((o) => {
      const reason = o.holdReason ? HOLD_REASON_LABELS[o.holdReason as HoldReason] : 'On hold';
      return {
        line: `${o.orderNumber} (${o.customerName || 'no name'}): ${reason}${o.holdNote ? ` — ${o.holdNote}` : ''}`,
        url: `${base}/order-details/${o.id}`,
      };
    });
    const more = held.length - rows.length;
    const subject = `${held.length} order${held.length === 1 ? ' is' : 's are'} on hold at the warehouse`;
    const text = [
      `These orders are on hold and will not ship until they are released:`,
      '',
      ...rows.map((r) => `- ${r.line}\n  ${r.url}`),
      ...(more > 0 ? ['', `…and ${more} more: ${base}/orders?tab=ON_HOLD`] : []),
    ].join('\n');
    const html = [
      `<p>These orders are on hold and will not ship until they are released:</p><ul>`,
      ...rows.map((r) => `<li><a href="${escapeHtml(r.url)}">${escapeHtml(r.line)}</a></li>`),
      `</ul>`,
      more > 0 ? `<p><a href="${escapeHtml(`${base}/orders?tab=ON_HOLD`)}">…and ${more} more</a></p>` : '',
    ].join('');
    await deps.email.send(tx, { to, subject, text, html, ref: `held-orders-digest:${storeId}:${day}` });
    return true;
  });
}

/** Once a day at HELD_DIGEST_HOUR_UTC. */
export async function registerHeldDigestJobs(deps: DigestDeps & Pick<AppDeps, 'jobs'>) {
  await deps.jobs.work(HELD_DIGEST_QUEUE, { policy: 'stately', retryLimit: 2 }, async () => {
    await sendHeldOrderDigests(deps);
  });
  await deps.jobs.schedule(HELD_DIGEST_QUEUE, `0 ${deps.config.outbound.heldDigestHourUtc} * * *`);
}
