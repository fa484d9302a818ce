import { eq } from 'drizzle-orm';
import type { OutreachResult } from '../../../../shared/contract/agent-outreach';
import type { Db } from '../../../db/client';
import { agentOutreach } from '../../../db/schema/sourcing-agent';
import { invalid } from '../../../http/errors';
import { escapeHtml } from '../../../providers/email/escape-html';
import { expandedContactEmail, findExpandedRecords } from '../expanded-network/records';
import { getTechPack } from '../service';
import type { OutreachCtx } from './outreach-ctx';
import { techPackLines } from './tech-pack-brief';

export type SendExpandedInput = {
  techPackId: number;
  recordIds: number[];
  messages?: Record<number, string>;
};

/**
 * Emails the store's tech pack (current version) to expanded-network factories through the outbox, in the
 * caller's transaction: one email per factory, to the contact Quarry keeps for it, with the tech pack's summary
 * and the founder's address to answer to. Idempotent per (tech pack version, record); unknown records are
 * skipped. 404 for another store's tech pack.
 */
export async function sendMessagesExpandedNetwork(
  tx: Db,
  ctx: OutreachCtx,
  input: SendExpandedInput,
): Promise<OutreachResult> {
  const { store, deps } = ctx;
  for (const [id, text] of Object.entries(input.messages ?? {}))
    if (!text.trim() || text.length > 10_000)
      throw invalid(`The message to factory ${id} must be 1 to 10,000 characters`, [
        { path: `messages.${id}`, message: 'empty or too long' },
      ]);
  const pack = await getTechPack(tx, store.storeId, input.techPackId);
  const ids = [...new Set(input.recordIds)];
  const records = await findExpandedRecords(tx, store.storeId, ids);
  const result: OutreachResult = { techPackId: pack.id, version: pack.version, sent: [], skipped: [] };
  const lines = techPackLines(pack);
  const replyTo = store.user.email;
  for (const id of ids) {
    const record = records.get(id);
    if (!record) {
      result.skipped.push({
        companyId: id,
        reason: 'UNKNOWN_COMPANY',
        message: 'No such expanded-network factory',
      });
      continue;
    }
    const [claim] = await tx
      .insert(agentOutreach)
      .values({
        storeId: store.storeId,
        techPackId: pack.id,
        version: pack.version,
        channel: 'EXPANDED_NETWORK',
        targetId: id,
      })
      .onConflictDoNothing()
      .returning({ id: agentOutreach.id });
    if (!claim) {
      result.skipped.push({
        companyId: id,
        reason: 'ALREADY_SENT',
        message: `Version ${pack.version} of this tech pack was already sent to ${record.name}`,
      });
      continue;
    }
    // The address comes from Quarry's record, read here in the transaction; never shown in the answer.
    const contact = (await expandedContactEmail(tx, id))!;
    const intro =
      input.messages?.[id]?.trim() ||
      `Hello ${record.name}, ${store.store.title} is sourcing “${pack.body.productName}” and would like your quote (price, MOQ and lead time).`;
    const body = [
      intro,
      '',
      ...lines,
      '',
      `Reply to ${replyTo} to answer ${store.store.title}. Sent by Quarry's sourcing agent.`,
    ];
    const { id: emailId } = await deps.email.send(tx, {
      to: [contact],
      subject: `Quote request from ${store.store.title}: ${pack.body.productName}`,
      text: body.join('\n'),
      html: body.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''),
      ref: `agent-expanded:${claim.id}`,
    });
    await tx.update(agentOutreach).set({ emailId }).where(eq(agentOutreach.id, claim.id));
    result.sent.push({ companyId: id, name: record.name, conversationId: null, projectId: null, emailId });
  }
  return result;
}
