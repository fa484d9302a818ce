import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  type Conversation,
  conversationName,
  type InboxGroup,
  type RealtimeEvent,
  storeIdentity,
  supplierIdentity,
} from '../../../shared/contract/messaging';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { conversations } from '../../db/schema/messaging';
import { invalid, notFound } from '../../http/errors';
import type { Bus } from '../../realtime/bus';
import { companyExists } from '../catalog/company-reads';
import { supplierDisplay } from '../catalog/supplier-display';
import { addressedSupplierSql } from '../projects/requested-supplier';
import { storeDisplay } from '../stores/store-display';
import { type ConversationRow, conversationQuery, toConversation } from './rows';
import { identityChannel, type Viewer } from './viewer';

export const newSid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/** The viewer's conversations only: another party's id answers 404 like an unknown one. */
export function ownedBy(viewer: Viewer): SQL {
  return viewer.side === 'STORE'
    ? eq(conversations.storeId, viewer.storeId)
    : eq(conversations.supplierId, viewer.supplierId);
}

export async function findConversationRow(db: Db, viewer: Viewer, id: number): Promise<ConversationRow> {
  const [row] = await conversationQuery(db)
    .where(and(eq(conversations.id, id), ownedBy(viewer)))
    .limit(1);
  if (!row) throw notFound('Conversation');
  return row;
}

export async function getConversation(db: Db, viewer: Viewer, id: number): Promise<Conversation> {
  return toConversation(await findConversationRow(db, viewer, id), viewer);
}

function escapeLike(q: string) {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function listFilter(viewer: Viewer, group: InboxGroup, q: string | undefined): SQL {
  const archived = viewer.side === 'STORE' ? conversations.storeArchived : conversations.supplierArchived;
  const parts: SQL[] = [ownedBy(viewer)];
  if (group === 'ARCHIVED') parts.push(eq(archived, true));
  else parts.push(eq(archived, false), eq(conversations.origin, group));
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const name = viewer.side === 'STORE' ? supplierDisplay.name : storeDisplay.title;
    parts.push(
      or(
        ilike(name, pattern),
        sql`exists (select 1 from conversation_messages m where m.conversation_id = ${conversations.id} and m.body ilike ${pattern})`,
      )!,
    );
  }
  return and(...parts)!;
}

export async function listConversations(
  db: Db,
  viewer: Viewer,
  query: { group: InboxGroup; q?: string; page: number; size: number },
): Promise<Conversation[]> {
  const rows = await conversationQuery(db)
    .where(listFilter(viewer, query.group, query.q))
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
    .limit(query.size)
    .offset(query.page * query.size);
  return rows.map((r) => toConversation(r, viewer));
}

export async function countConversations(
  db: Db,
  viewer: Viewer,
  query: { group: InboxGroup; q?: string },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .innerJoin(storeDisplay, eq(storeDisplay.id, conversations.storeId))
    .innerJoin(supplierDisplay, eq(supplierDisplay.id, conversations.supplierId))
    .where(listFilter(viewer, query.group, query.q));
  return row?.count ?? 0;
}

/** Unread messages over the viewer's conversations that are not archived (the inbox badge). */
export async function unreadSummary(db: Db, viewer: Viewer) {
  const isStore = viewer.side === 'STORE';
  const lastRead = isStore ? conversations.storeLastRead : conversations.supplierLastRead;
  const archived = isStore ? conversations.storeArchived : conversations.supplierArchived;
  const [row] = await db
    .select({
      conversations: sql<number>`count(*) filter (where ${conversations.lastIndex} > ${lastRead})::int`,
      messages: sql<number>`coalesce(sum(greatest(${conversations.lastIndex} - ${lastRead}, 0)), 0)::int`,
    })
    .from(conversations)
    .where(and(ownedBy(viewer), eq(archived, false)));
  return { conversations: row?.conversations ?? 0, messages: row?.messages ?? 0 };
}

/**
 * Opens the conversation between a store and a supplier, creating it once: the unique name makes two
 * concurrent opens (on any instance) land on one row.
 */
export async function openConversation(
  db: Db,
  viewer: Viewer,
  body: { supplierId?: number; storeId?: number; meta?: Record<string, unknown> },
  origin: 'PERSONAL' | 'AI_SOURCING_AGENT' = 'PERSONAL',
): Promise<Conversation> {
  let storeId: number;
  let supplierId: number;
  if (viewer.side === 'STORE') {
    if (body.supplierId == null)
      throw invalid('Say which supplier to talk to', [{ path: 'supplierId', message: 'Required' }]);
    if (body.storeId != null && body.storeId !== viewer.storeId) throw notFound('Store');
    storeId = viewer.storeId;
    supplierId = body.supplierId;
    if (!(await companyExists(db, supplierId))) throw notFound('Supplier');
  } else {
    if (body.storeId == null)
      throw invalid('Say which store to talk to', [{ path: 'storeId', message: 'Required' }]);
    if (body.supplierId != null && body.supplierId !== viewer.supplierId) throw notFound('Supplier');
    storeId = body.storeId;
    supplierId = viewer.supplierId;
    // A supplier may only write to a store that wrote to it or sent it a custom project request.
    const known = await db.execute<{ ok: number }>(sql`
      select 1 as ok from conversations where store_id = ${storeId} and supplier_id = ${supplierId}
      union all ${addressedSupplierSql(storeId, supplierId)}
      limit 1`);
    if (rowsOf(known).length === 0) throw notFound('Store');
  }
  const name = conversationName(storeId, supplierId);
  await db
    .insert(conversations)
    .values({ sid: newSid('CH'), name, storeId, supplierId, origin, meta: body.meta ?? {} })
    .onConflictDoNothing({ target: conversations.name });
  const [row] = await conversationQuery(db).where(eq(conversations.name, name)).limit(1);
  if (!row) throw notFound('Conversation');
  return toConversation(row, viewer);
}

/** The conversation of a store and a supplier (the chat service's "property" lookup), or 404. */
export async function findConversationProperty(
  db: Db,
  viewer: Viewer,
  q: { storeId: number; supplierId: number; returnArchived: boolean },
): Promise<Conversation> {
  const mine = viewer.side === 'STORE' ? q.storeId === viewer.storeId : q.supplierId === viewer.supplierId;
  if (!mine) throw notFound('Conversation');
  const [row] = await conversationQuery(db)
    .where(eq(conversations.name, conversationName(q.storeId, q.supplierId)))
    .limit(1);
  if (!row) throw notFound('Conversation');
  const conversation = toConversation(row, viewer);
  if (conversation.archived && !q.returnArchived) throw notFound('Conversation');
  return conversation;
}

export function publishToParties(
  bus: Bus,
  c: { storeId: number; supplierId: number },
  event: RealtimeEvent,
  only?: 'STORE' | 'SUPPLIER',
) {
  if (only !== 'SUPPLIER') bus.publish(identityChannel(storeIdentity(c.storeId)), event);
  if (only !== 'STORE') bus.publish(identityChannel(supplierIdentity(c.supplierId)), event);
}

/** Marks the viewer's side read up to `index` (never backwards, never past the last message). */
export async function markRead(db: Db, bus: Bus, viewer: Viewer, id: number, index: number) {
  const column = viewer.side === 'STORE' ? conversations.storeLastRead : conversations.supplierLastRead;
  const target = sql`least(${index}, ${conversations.lastIndex})`;
  // Only a mark that moves forward writes (and is announced); the answer re-reads the conversation,
  // which is also the 404 for one that is not the viewer's.
  const [moved] = await db
    .update(conversations)
    .set(viewer.side === 'STORE' ? { storeLastRead: target } : { supplierLastRead: target })
    .where(and(eq(conversations.id, id), ownedBy(viewer), sql`${column} < ${target}`))
    .returning({ lastRead: column, storeId: conversations.storeId, supplierId: conversations.supplierId });
  if (moved) {
    publishToParties(bus, moved, {
      type: 'read',
      conversationId: id,
      identity: viewer.identity,
      lastReadIndex: moved.lastRead,
    });
  }
  return getConversation(db, viewer, id);
}

export async function setArchived(db: Db, bus: Bus, viewer: Viewer, id: number, archived: boolean) {
  const [updated] = await db
    .update(conversations)
    .set(viewer.side === 'STORE' ? { storeArchived: archived } : { supplierArchived: archived })
    .where(and(eq(conversations.id, id), ownedBy(viewer)))
    .returning({ storeId: conversations.storeId, supplierId: conversations.supplierId });
  if (!updated) throw notFound('Conversation');
  // The viewer's other tabs move it between groups; the other side's inbox does not change.
  publishToParties(bus, updated, { type: 'conversation', conversationId: id }, viewer.side);
  return getConversation(db, viewer, id);
}

/** Tells the other side's open tabs that the viewer is typing in a conversation of theirs. */
export function publishTyping(bus: Bus, viewer: Viewer, row: ConversationRow) {
  const name = viewer.side === 'STORE' ? viewer.name : row.supplierName;
  publishToParties(
    bus,
    row.c,
    { type: 'typing', conversationId: row.c.id, identity: viewer.identity, name },
    viewer.side === 'STORE' ? 'SUPPLIER' : 'STORE',
  );
}

export const MAX_META_BYTES = 16 * 1024;

/** Merges attributes into the conversation's meta (spec §7 "attributes/meta"); null removes a key. */
export async function updateMeta(
  db: Db,
  bus: Bus,
  viewer: Viewer,
  id: number,
  meta: Record<string, unknown>,
) {
  const row = await findConversationRow(db, viewer, id);
  const next: Record<string, unknown> = { ...row.c.meta };
  for (const [k, v] of Object.entries(meta)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  if (Buffer.byteLength(JSON.stringify(next)) > MAX_META_BYTES) {
    throw invalid(`Conversation attributes are at most ${MAX_META_BYTES / 1024} KB`, [
      { path: 'meta', message: 'Too large' },
    ]);
  }
  await db.update(conversations).set({ meta: next }).where(eq(conversations.id, id));
  publishToParties(bus, row.c, { type: 'conversation', conversationId: id });
  return getConversation(db, viewer, id);
}
