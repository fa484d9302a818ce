import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { storeIdentity, supplierIdentity } from '../../../shared/contract/messaging';
import type { AppDeps } from '../../app-deps';
import { conversationMessages, conversations } from '../../db/schema/messaging';
import { escapeHtml } from '../../providers/email/escape-html';
import { listAccountEmails } from '../auth/user-contacts';
import { supplierDisplay } from '../catalog/supplier-display';
import { storeDisplay } from '../stores/store-display';
import { findInboxSmsNumber } from '../stores/store-rows';

export const DIGEST_QUEUE = 'messaging-digest';
/** Messages quoted per conversation in one digest. */
const QUOTED = 5;
type DigestDeps = Pick<AppDeps, 'db' | 'email' | 'sms' | 'presence' | 'config'>;
type Side = 'STORE' | 'SUPPLIER';

type Pending = {
  id: number;
  storeId: number;
  supplierId: number;
  side: Side;
  fromIndex: number;
  lastIndex: number;
  counterpart: string;
};

/**
 * Emails each participant who is offline a digest of the messages they have not read, once the newest is
 * `delaySeconds` old: one email per recipient over all its conversations, and never the same message
 * twice (`<side>_notified_index`). Runs every minute on the job queue; any instance may run it.
 */
export async function sendDueDigests(deps: DigestDeps, now = new Date()) {
  const cutoff = new Date(now.getTime() - deps.config.messaging.digestDelaySeconds * 1000);
  const since = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const c = conversations;
  const rows = await deps.db
    .select({
      id: c.id,
      storeId: c.storeId,
      supplierId: c.supplierId,
      lastIndex: c.lastIndex,
      storeLastRead: c.storeLastRead,
      supplierLastRead: c.supplierLastRead,
      storeNotified: c.storeNotifiedIndex,
      supplierNotified: c.supplierNotifiedIndex,
      storeTitle: storeDisplay.title,
      supplierName: supplierDisplay.name,
    })
    .from(c)
    .innerJoin(storeDisplay, eq(storeDisplay.id, c.storeId))
    .innerJoin(supplierDisplay, eq(supplierDisplay.id, c.supplierId))
    .where(
      and(
        gt(c.lastMessageAt, since),
        lt(c.lastMessageAt, cutoff),
        or(
          and(gt(c.lastIndex, c.storeLastRead), gt(c.lastIndex, c.storeNotifiedIndex)),
          and(gt(c.lastIndex, c.supplierLastRead), gt(c.lastIndex, c.supplierNotifiedIndex)),
        ),
      ),
    )
    .limit(5000);
  const byRecipient = new Map<string, Pending[]>();
  for (const r of rows) {
    const sides: [Side, number, number, string, string][] = [
      ['STORE', r.storeLastRead, r.storeNotified, storeIdentity(r.storeId), r.supplierName],
      ['SUPPLIER', r.supplierLastRead, r.supplierNotified, supplierIdentity(r.supplierId), r.storeTitle],
    ];
    for (const [side, lastRead, notified, identity, counterpart] of sides) {
      if (r.lastIndex <= lastRead || r.lastIndex <= notified) continue;
      const list = byRecipient.get(identity) ?? [];
      list.push({ ...r, side, fromIndex: Math.max(lastRead, notified) + 1, counterpart });
      byRecipient.set(identity, list);
    }
  }
  let sent = 0;
  for (const [identity, pending] of byRecipient) {
    if (await deps.presence.isOnline(identity)) continue;
    if (await sendDigest(deps, identity, pending)) sent++;
  }
  if (sent > 0) {
    void deps.email.deliver();
    void deps.sms.deliver();
  }
  return { recipients: byRecipient.size, sent };
}

async function sendDigest(deps: DigestDeps, identity: string, pending: Pending[]): Promise<boolean> {
  const first = pending[0]!;
  const recipients = await listAccountEmails(
    deps.db,
    first.side === 'STORE' ? { storeId: first.storeId } : { supplierId: first.supplierId },
  );
  // A store that asked for texts (spec: PUT /web/stores/me/inbox-sms-notify) also gets one, to its number.
  const textTo = first.side === 'STORE' ? await findInboxSmsNumber(deps.db, first.storeId) : null;
  const inboxUrl = `${deps.config.publicUrl}${first.side === 'STORE' ? '/inbox/messages' : '/supplier/inbox'}`;
  return deps.db.transaction(async (tx) => {
    const sections: { counterpart: string; url: string; unread: number; lines: string[] }[] = [];
    for (const p of pending) {
      // Claims the range first: a second instance running the same sweep updates nothing and sends nothing.
      const notified =
        p.side === 'STORE' ? conversations.storeNotifiedIndex : conversations.supplierNotifiedIndex;
      const claimed = await tx
        .update(conversations)
        .set(
          p.side === 'STORE' ? { storeNotifiedIndex: p.lastIndex } : { supplierNotifiedIndex: p.lastIndex },
        )
        .where(and(eq(conversations.id, p.id), lt(notified, p.lastIndex)))
        .returning({ id: conversations.id });
      if (claimed.length === 0) continue;
      const messages = await tx
        .select({
          index: conversationMessages.index,
          type: conversationMessages.type,
          body: conversationMessages.body,
          authorName: conversationMessages.authorName,
          author: conversationMessages.author,
        })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, p.id),
            sql`${conversationMessages.index} between ${p.fromIndex} and ${p.lastIndex}`,
            sql`${conversationMessages.author} <> ${identity}`,
          ),
        )
        .orderBy(conversationMessages.index);
      if (messages.length === 0) continue;
      sections.push({
        counterpart: p.counterpart,
        url: `${inboxUrl}?conversation=${p.id}`,
        unread: messages.length,
        lines: messages.slice(-QUOTED).map((m) => `${m.authorName}: ${describeMessage(m.type, m.body)}`),
      });
    }
    if (sections.length === 0 || recipients.length === 0) return false;
    const total = sections.reduce((n, s) => n + s.unread, 0);
    const subject =
      sections.length === 1
        ? `${sections[0]!.counterpart} sent you ${plural(total, 'message')} on Quarry`
        : `${plural(total, 'unread message')} from ${sections.length} conversations on Quarry`;
    const text = [
      `You have ${plural(total, 'unread message')}.`,
      ...sections.flatMap((s) => [
        '',
        `${s.counterpart} (${plural(s.unread, 'new message')}):`,
        ...s.lines.map((l) => `  ${l}`),
        `  Reply: ${s.url}`,
      ]),
      '',
      `Open your inbox: ${inboxUrl}`,
    ].join('\n');
    const html = [
      `<p>You have ${escapeHtml(plural(total, 'unread message'))}.</p>`,
      ...sections.map(
        (s) =>
          `<h3>${escapeHtml(s.counterpart)}</h3><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p><a href="${escapeHtml(s.url)}">Reply</a></p>`,
      ),
    ].join('');
    await deps.email.send(tx, {
      to: recipients,
      subject,
      text,
      html,
      ref: `messaging-digest:${identity}`,
    });
    if (textTo) {
      const body =
        sections.length === 1
          ? `Quarry: ${sections[0]!.counterpart} sent you ${plural(total, 'message')}. Reply: ${sections[0]!.url}`
          : `Quarry: ${plural(total, 'unread message')} from ${sections.length} suppliers. Open: ${inboxUrl}`;
      await deps.sms.send(tx, { to: textTo, body, ref: `messaging-digest:${identity}` });
    }
    return true;
  });
}

function describeMessage(type: string, body: string): string {
  const text = body.length > 200 ? `${body.slice(0, 199)}…` : body;
  const labels: Record<string, string> = {
    IMAGE: 'sent an image',
    VIDEO: 'sent a video',
    PDF: 'sent a PDF',
    CATALOG_ITEM: 'shared a product',
    REMIX_PRODUCT_ITEM: 'shared a product remix',
    SUPPLIER_PROFILE: 'shared a supplier profile',
    CREATOR_CUSTOM_PROJECT: 'shared a custom project',
    ZOOM_MEETING_REQUEST: 'proposed a meeting',
    ZOOM_MEETING: 'scheduled a meeting',
    IMAGE_COLLABORATION: 'shared images to review',
  };
  const label = labels[type];
  return label ? (text ? `${label}: ${text}` : label) : text || 'sent a file';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The digest's worker and its schedule (every minute). */
export async function registerMessagingJobs(deps: DigestDeps & Pick<AppDeps, 'jobs'>) {
  await deps.jobs.work(DIGEST_QUEUE, { policy: 'stately', retryLimit: 1 }, async () => {
    await sendDueDigests(deps);
  });
  await deps.jobs.schedule(DIGEST_QUEUE, '* * * * *');
}
