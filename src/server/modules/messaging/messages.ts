import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Message } from '../../../shared/contract/messaging';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { conversationMessages, conversations } from '../../db/schema/messaging';
import { findConversationRow, ownedBy } from './conversations';
import { fromRawMessage, RAW_MESSAGE_COLUMNS, type RawMessageRow, readStateOf, toMessage } from './rows';
import type { Viewer } from './viewer';

/**
 * A page of messages: by default the newest `size`, newest first; `before` pages backwards from an index
 * (infinite scroll upwards); `after` answers what came after an index, oldest first (a client catching up).
 */
export async function listMessages(
  db: Db,
  viewer: Viewer,
  conversationId: number,
  q: { before?: number; after?: number; size: number },
): Promise<Message[]> {
  const m = conversationMessages;
  // One query: the page and the read marks, joined on the conversation the viewer owns.
  const range =
    q.after !== undefined ? gt(m.index, q.after) : q.before !== undefined ? lt(m.index, q.before) : undefined;
  const rows = await db
    .select({
      m,
      storeLastRead: conversations.storeLastRead,
      supplierLastRead: conversations.supplierLastRead,
    })
    .from(m)
    .innerJoin(conversations, eq(conversations.id, m.conversationId))
    .where(and(eq(m.conversationId, conversationId), ownedBy(viewer), range))
    .orderBy(q.after !== undefined ? asc(m.index) : desc(m.index))
    .limit(q.size);
  // An empty page: the conversation may be empty, or not the viewer's (404).
  if (rows.length === 0) await findConversationRow(db, viewer, conversationId);
  return rows.map((r) =>
    toMessage(
      r.m,
      readStateOf({ storeLastRead: r.storeLastRead, supplierLastRead: r.supplierLastRead }, viewer),
    ),
  );
}

/** What a realtime connection owes: messages of conversation `id` after `after` (and up to `upTo`). */
export type MessageRange = { id: number; after: number; upTo?: number };

/**
 * The messages of several ranges of the viewer's conversations in one query, oldest first per
 * conversation, at most `limit` each; conversations that are not the viewer's give nothing.
 */
export async function messagesInRanges(
  db: Db,
  viewer: Viewer,
  ranges: MessageRange[],
  limit: number,
): Promise<Map<number, Message[]>> {
  const out = new Map<number, Message[]>();
  if (ranges.length === 0) return out;
  const wanted = JSON.stringify(ranges.map((r) => ({ id: r.id, after: r.after, up_to: r.upTo ?? null })));
  const rows = rowsOf<RawMessageRow & { storeLastRead: number; supplierLastRead: number }>(
    await db.execute(sql`
      select ${RAW_MESSAGE_COLUMNS}, conversations.store_last_read as "storeLastRead",
             conversations.supplier_last_read as "supplierLastRead"
        from jsonb_to_recordset(${wanted}::jsonb) as r(id int, after int, up_to int)
        join conversations on conversations.id = r.id and ${ownedBy(viewer)}
        cross join lateral (
          select * from conversation_messages
           where conversation_id = r.id and index > r.after and (r.up_to is null or index <= r.up_to)
           order by index limit ${limit}
        ) m
       order by m.conversation_id, m.index`),
  );
  for (const r of rows) {
    const list = out.get(r.conversationId) ?? [];
    list.push(toMessage(fromRawMessage(r), readStateOf(r, viewer)));
    out.set(r.conversationId, list);
  }
  return out;
}
