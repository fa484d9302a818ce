import { and, eq, inArray } from 'drizzle-orm';
import type { OutreachResult } from '../../../../shared/contract/agent-outreach';
import { MAX_MESSAGE_LENGTH } from '../../../../shared/contract/messaging';
import type { Db } from '../../../db/client';
import { agentOutreach } from '../../../db/schema/sourcing-agent';
import { invalid } from '../../../http/errors';
import { companyNetworkFacts } from '../../catalog/company-reads';
import { postAgentMessage } from '../../messaging/agent-messages';
import { createProject } from '../../projects/manage-projects';
import { quantityOf } from '../match-factories';
import { getTechPack } from '../service';
import type { OutreachCtx } from './outreach-ctx';
import { techPackCard, techPackLines } from './tech-pack-brief';

export type SendInNetworkInput = {
  techPackId: number;
  companyIds: number[];
  /** The agent's drafted message per supplier id (the default text otherwise). */
  messages?: Record<number, string>;
  /** The agent thread that sent it, when one did. */
  threadId?: number;
};

const defaultMessage = (storeTitle: string, productName: string) =>
  `Hello from ${storeTitle}. We are sourcing “${productName}” and would like your quote: the tech pack is ` +
  'below, and the custom project request it belongs to takes your price, MOQ and lead time.';

/** Checks the agent's drafted messages before anything is written. */
function checkMessages(messages: Record<number, string> | undefined) {
  for (const [id, text] of Object.entries(messages ?? {})) {
    const t = text.trim();
    if (!t || t.length > MAX_MESSAGE_LENGTH || t.includes('\0'))
      throw invalid(`The message to supplier ${id} must be 1 to ${MAX_MESSAGE_LENGTH} characters`, [
        { path: `messages.${id}`, message: 'empty, too long or not text' },
      ]);
  }
}

/**
 * Sends the store's tech pack (its current version) to in-network suppliers, in the caller's transaction:
 * one custom project request sent to all the suppliers not written to yet (so the quote comparison compares
 * them), and per supplier an AI_SOURCING_AGENT conversation with the tech pack as a card. Idempotent per
 * (tech pack version, supplier): a supplier already sent this version is skipped, never written twice;
 * unknown and expanded-network suppliers are skipped with the reason. 404 for another store's tech pack.
 */
export async function sendMessagesInNetwork(
  tx: Db,
  ctx: OutreachCtx,
  input: SendInNetworkInput,
): Promise<OutreachResult> {
  const { store, deps } = ctx;
  checkMessages(input.messages);
  const pack = await getTechPack(tx, store.storeId, input.techPackId);
  const quantity = quantityOf(pack.body);
  if (quantity == null)
    throw invalid('Give the tech pack a quantity (or an MOQ) before asking suppliers to quote', [
      { path: 'body.techPackId', message: 'the tech pack has no quantity' },
    ]);
  const ids = [...new Set(input.companyIds)];
  const facts = await companyNetworkFacts(tx, ids);
  const result: OutreachResult = { techPackId: pack.id, version: pack.version, sent: [], skipped: [] };
  const wanted: number[] = [];
  for (const id of ids) {
    const f = facts.get(id);
    if (!f) result.skipped.push({ companyId: id, reason: 'UNKNOWN_COMPANY', message: 'No such supplier' });
    else if (f.isExpandedNetwork)
      result.skipped.push({
        companyId: id,
        reason: 'NOT_IN_NETWORK',
        message: `${f.name} is in the expanded network: reach it by email (send-messages-expanded-network)`,
      });
    else wanted.push(id);
  }
  // The claim: a row per (version, supplier); a concurrent or earlier send of the same holds the row.
  const claimed = wanted.length
    ? await tx
        .insert(agentOutreach)
        .values(
          wanted.map((targetId) => ({
            storeId: store.storeId,
            techPackId: pack.id,
            version: pack.version,
            channel: 'IN_NETWORK' as const,
            targetId,
            threadId: input.threadId ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: agentOutreach.id, targetId: agentOutreach.targetId })
    : [];
  const fresh = new Set(claimed.map((c) => c.targetId));
  for (const id of wanted.filter((w) => !fresh.has(w)))
    result.skipped.push({
      companyId: id,
      reason: 'ALREADY_SENT',
      message: `Version ${pack.version} of this tech pack was already sent to ${facts.get(id)!.name}`,
    });
  if (claimed.length === 0) return result;

  const supplierIds = wanted.filter((w) => fresh.has(w));
  const lines = techPackLines(pack);
  const project = await createProject(
    {
      db: tx as Parameters<typeof createProject>[0]['db'],
      email: deps.email,
      publicUrl: deps.config.publicUrl,
    },
    store,
    {
      type: pack.body.kind === 'PACKAGING' ? 'RFP_PACKAGING' : 'RFP_PRODUCT',
      title: `${pack.body.productName} — tech pack v${pack.version}`.slice(0, 200),
      description: lines.join('\n'),
      productOption: pack.body.kind === 'PACKAGING' ? null : 'CUSTOM_TO_DESIGN',
      quantity,
      targetUnitPriceCents: pack.body.targetUnitCostCents ?? null,
      categoryIds: [],
      attachmentKeys: [],
      introMessage: defaultMessage(store.store.title, pack.body.productName),
      audience: 'CHOSEN',
      supplierIds,
      creatorProjectId: null,
      send: true,
    },
  );
  const card = techPackCard(pack, project.id);
  for (const supplierId of supplierIds) {
    const { conversationId } = await postAgentMessage(
      deps,
      tx,
      { storeId: store.storeId, userId: store.user.id, title: store.store.title },
      supplierId,
      {
        body:
          input.messages?.[supplierId]?.trim() || defaultMessage(store.store.title, pack.body.productName),
        card,
        clientId: `tech-pack-${pack.id}-v${pack.version}`,
      },
    );
    await tx
      .update(agentOutreach)
      .set({ conversationId, projectId: project.id })
      .where(
        and(
          inArray(
            agentOutreach.id,
            claimed.filter((c) => c.targetId === supplierId).map((c) => c.id),
          ),
          eq(agentOutreach.storeId, store.storeId),
        ),
      );
    result.sent.push({
      companyId: supplierId,
      name: facts.get(supplierId)!.name,
      conversationId,
      projectId: project.id,
      emailId: null,
    });
  }
  return result;
}
