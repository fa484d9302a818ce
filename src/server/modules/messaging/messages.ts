import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Message } from '../../../shared/contract/messaging';
import type { Db } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema/messaging';
import { findConversationRow, ownedBy } from './conversations';
import { readStateOf, toMessage } from './rows';
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

/** Messages of one conversation after `index`, oldest first, for the realtime resume (no ownership check). */
export async function messagesAfter(db: Db, conversationId: number, index: number, limit: number) {
  return db
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, conversationId), gt(conversationMessages.index, index)),
    )
    .orderBy(asc(conversationMessages.index))
    .limit(limit);
}
