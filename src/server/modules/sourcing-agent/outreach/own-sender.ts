import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SendOwnEmailBody } from '../../../../shared/contract/agent-outreach';
import type { Db } from '../../../db/client';
import { agentOutreach, agentSenders } from '../../../db/schema/sourcing-agent';
import { conflict, notFound } from '../../../http/errors';
import { escapeHtml } from '../../../providers/email/escape-html';
import { getTechPack } from '../service';
import type { OutreachCtx } from './outreach-ctx';
import { techPackLines } from './tech-pack-brief';

// The founder's own sender (decision 050): Quarry had no sender verification, so this module keeps one. An
// address is registered, a token (128 bits, only its SHA-256 stored) is mailed to it, and the address counts as
// the store's verified sender once the token comes back. -/send-emails-by-own-email is refused (409) until then.

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

type SenderRow = { id: number; email: string; verifiedAt: Date | null; createdAt: Date };
const toSender = (r: SenderRow) => ({
  id: r.id,
  email: r.email,
  verified: r.verifiedAt != null,
  createdAt: r.createdAt.toISOString(),
});
const senderColumns = {
  id: agentSenders.id,
  email: agentSenders.email,
  verifiedAt: agentSenders.verifiedAt,
  createdAt: agentSenders.createdAt,
};

/** Registers (or re-sends the code of) an unverified address; a verified one stays verified and gets no mail. */
export async function registerSender(tx: Db, ctx: OutreachCtx, email: string) {
  const address = email.toLowerCase();
  const token = randomBytes(16).toString('base64url');
  const [row] = await tx
    .insert(agentSenders)
    .values({ storeId: ctx.store.storeId, email: address, tokenHash: hash(token) })
    .onConflictDoUpdate({
      target: [agentSenders.storeId, agentSenders.email],
      set: { tokenHash: hash(token) },
      setWhere: isNull(agentSenders.verifiedAt),
    })
    .returning(senderColumns);
  if (!row) {
    const [existing] = await tx
      .select(senderColumns)
      .from(agentSenders)
      .where(and(eq(agentSenders.storeId, ctx.store.storeId), eq(agentSenders.email, address)));
    return toSender(existing!);
  }
  const link = `${ctx.deps.config.publicUrl}/sourcing-agent?verifySender=${token}`;
  const lines = [
    `${ctx.store.store.title} asked to send sourcing emails from ${address} through Quarry.`,
    `Confirm it is yours: open ${link}`,
    `or paste this code in Quarry: ${token}`,
    'If you did not ask for this, ignore this email: nothing is sent from your address until it is confirmed.',
  ];
  await ctx.deps.email.send(tx, {
    to: [address],
    subject: 'Confirm your sender address on Quarry',
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    ref: `agent-sender:${row.id}`,
  });
  return toSender(row);
}

/** The token mailed to the address marks it verified; a wrong token (or another store's) is 404. */
export async function verifySender(tx: Db, storeId: number, token: string) {
  const [row] = await tx
    .update(agentSenders)
    .set({ verifiedAt: new Date() })
    .where(and(eq(agentSenders.storeId, storeId), eq(agentSenders.tokenHash, hash(token))))
    .returning(senderColumns);
  if (!row) throw notFound('Sender verification code');
  return toSender(row);
}

export async function listSenders(db: Db, storeId: number) {
  const rows = await db
    .select(senderColumns)
    .from(agentSenders)
    .where(eq(agentSenders.storeId, storeId))
    .orderBy(desc(agentSenders.createdAt), desc(agentSenders.id));
  return rows.map(toSender);
}

/**
 * POST -/send-emails-by-own-email: the founder's subject and body (with `{name}` replaced by each supplier's
 * name) and the tech pack's summary, from the store's verified sender, to each uploaded supplier through the
 * email provider. Idempotent per (tech pack version, address). 409 without a verified sender.
 */
export async function sendEmailsByOwnEmail(tx: Db, ctx: OutreachCtx, input: SendOwnEmailBody) {
  const [sender] = await tx
    .select({ email: agentSenders.email })
    .from(agentSenders)
    .where(and(eq(agentSenders.storeId, ctx.store.storeId), isNotNull(agentSenders.verifiedAt)))
    .orderBy(desc(agentSenders.verifiedAt))
    .limit(1);
  if (!sender)
    throw conflict('Verify your own sender address first: register it, then confirm the code emailed to it');
  const pack = await getTechPack(tx, ctx.store.storeId, input.techPackId);
  const summary = techPackLines(pack);
  const seen = new Set<string>();
  const sent: { email: string; name: string; emailId: number }[] = [];
  const skipped: { email: string; reason: 'ALREADY_SENT' }[] = [];
  for (const supplier of input.uploadSuppliers) {
    const address = supplier.email.toLowerCase();
    if (seen.has(address)) continue;
    seen.add(address);
    const [claim] = await tx
      .insert(agentOutreach)
      .values({
        storeId: ctx.store.storeId,
        techPackId: pack.id,
        version: pack.version,
        channel: 'OWN_EMAIL',
        targetId: 0,
        targetEmail: address,
      })
      .onConflictDoNothing()
      .returning({ id: agentOutreach.id });
    if (!claim) {
      skipped.push({ email: address, reason: 'ALREADY_SENT' });
      continue;
    }
    const body = [input.emailBody.replaceAll('{name}', supplier.name), '', ...summary];
    const { id: emailId } = await ctx.deps.email.send(tx, {
      from: sender.email,
      to: [address],
      subject: input.emailSubject.replaceAll('{name}', supplier.name),
      text: body.join('\n'),
      html: body.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''),
      ref: `agent-own-email:${claim.id}`,
    });
    await tx.update(agentOutreach).set({ emailId }).where(eq(agentOutreach.id, claim.id));
    sent.push({ email: address, name: supplier.name, emailId });
  }
  return { from: sender.email, sent, skipped };
}
