import { sql } from 'drizzle-orm';
import { type MessageCard, storeIdentity } from '../../../shared/contract/messaging';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { openConversation } from './conversations';
import { appendMessage, type MessagingDeps } from './send-message';
import type { Viewer } from './viewer';

/**
 * The AI sourcing agent writing to a supplier for a store (issue 24), in the caller's transaction: opens the
 * store–supplier conversation in the AI_SOURCING_AGENT group (an existing conversation keeps its group: one
 * pair has one conversation) and appends a message with its card. `clientId` makes a retry answer the stored
 * message instead of adding one.
 */
export async function postAgentMessage(
  deps: Omit<MessagingDeps, 'db'>,
  tx: Db,
  store: { storeId: number; userId: number; title: string },
  supplierId: number,
  message: { body: string; card: MessageCard; clientId: string },
): Promise<{ conversationId: number; messageIndex: number }> {
  const viewer: Viewer = {
    side: 'STORE',
    identity: storeIdentity(store.storeId),
    storeId: store.storeId,
    supplierId: null,
    name: store.title,
    userId: store.userId,
  };
  const conversation = await openConversation(tx, viewer, { supplierId }, 'AI_SOURCING_AGENT');
  const sent = await appendMessage({ ...deps, db: tx as MessagingDeps['db'] }, viewer, conversation.id, {
    author: viewer.identity,
    authorName: store.title,
    type: 'CREATOR_CUSTOM_PROJECT',
    body: message.body,
    card: message.card,
    clientId: message.clientId,
  });
  return { conversationId: conversation.id, messageIndex: sent.index };
}

export type SupplierReplyStats = {
  /** Conversations a store wrote in. */
  asked: number;
  /** Of those, the ones the supplier answered after the store's first message. */
  answered: number;
  /** The median time from a store's first message to the supplier's first answer; null with no answers. */
  medianReplySeconds: number | null;
};

/**
 * Each supplier's reply record from the inbox (issue 24 matching): over the conversations a store started
 * writing in, how many the supplier answered and the median time to its first answer. Suppliers never written
 * to are left out.
 */
export async function supplierReplyStats(
  db: Db,
  companyIds: readonly number[],
): Promise<Map<number, SupplierReplyStats>> {
  if (companyIds.length === 0) return new Map();
  // One array parameter: a list of 500 placeholders cost more to build and plan than the query itself.
  const ids = sql.param([...companyIds]);
  type Row = { supplierId: number; asked: number; answered: number; median: number | string | null };
  const result = await db.execute(sql`
    with asked as (
      select c.id, c.supplier_id,
             (select min(m.created_at) from conversation_messages m
               where m.conversation_id = c.id and m.author like 'store\\_%') as asked_at
        from conversations c
       where c.supplier_id = any(${ids}::int[])
    ),
    replies as (
      select a.supplier_id, a.asked_at,
             (select min(m.created_at) from conversation_messages m
               where m.conversation_id = a.id and m.author like 'customer\\_%' and m.created_at >= a.asked_at)
               as answered_at
        from asked a
       where a.asked_at is not null
    )
    select supplier_id as "supplierId", count(*)::int as asked, count(answered_at)::int as answered,
           percentile_cont(0.5) within group (order by extract(epoch from answered_at - asked_at))
             filter (where answered_at is not null) as median
      from replies
     group by supplier_id`);
  return new Map(
    rowsOf<Row>(result).map((r) => [
      Number(r.supplierId),
      {
        asked: r.asked,
        answered: r.answered,
        medianReplySeconds: r.median == null ? null : Math.round(Number(r.median)),
      },
    ]),
  );
}
