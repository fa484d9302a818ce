import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conversation, InboxGroup, Message } from '../../../shared/contract/messaging';
import { storeIdentity, supplierIdentity } from '../../../shared/contract/messaging';
import type { Db } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema/messaging';
import { companyLogoUrl } from '../catalog/rows';
import { supplierDisplay } from '../catalog/supplier-display';
import { storeDisplay } from '../stores/store-display';
import type { Viewer } from './viewer';

/** A message's columns under their camelCase names, for raw SQL over `conversation_messages m`. */
export const RAW_MESSAGE_COLUMNS = sql.raw(`m.id, m.sid, m.conversation_id as "conversationId", m.index,
  m.author, m.author_name as "authorName", m.type, m.body, m.image_urls as "imageUrls",
  m.video_urls as "videoUrls", m.pdf_urls as "pdfUrls", m.file_urls as "fileUrls", m.file_name as "fileName",
  m.card, m.meeting_request as "meetingRequest", m.meeting, m.client_id as "clientId",
  m.created_at as "createdAt"`);
/** A row selected with RAW_MESSAGE_COLUMNS (drivers may hand back the time as text). */
export type RawMessageRow = Omit<MessageRow, 'createdAt'> & { createdAt: Date | string };
export const fromRawMessage = (r: RawMessageRow): MessageRow => ({ ...r, createdAt: new Date(r.createdAt) });

export type MessageRow = typeof conversationMessages.$inferSelect;

/** What the read receipts of one conversation are, from one viewer's side. */
export type ReadState = { viewerIdentity: string; viewerLastRead: number; counterpartLastRead: number };

export function toMessage(row: MessageRow, reads: ReadState): Message {
  const own = row.author === reads.viewerIdentity;
  return {
    id: row.id,
    sid: row.sid,
    conversationId: row.conversationId,
    index: row.index,
    author: row.author,
    authorSide: row.author.startsWith('store_') ? 'STORE' : 'SUPPLIER',
    authorName: row.authorName,
    type: row.type as Message['type'],
    body: row.body,
    imageUrls: row.imageUrls,
    videoUrls: row.videoUrls,
    pdfUrls: row.pdfUrls,
    fileUrls: row.fileUrls,
    fileName: row.fileName,
    card: row.card ?? null,
    meetingRequest: row.meetingRequest ?? null,
    meeting: row.meeting ?? null,
    isRead: own ? row.index <= reads.counterpartLastRead : row.index <= reads.viewerLastRead,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}

const lastMessage = alias(conversationMessages, 'last_message');

/** A conversation with both parties and its last message, in one row. */
export const conversationSelection = {
  c: conversations,
  storeTitle: storeDisplay.title,
  storeAvatarUrl: storeDisplay.avatarUrl,
  supplierName: supplierDisplay.name,
  supplierLogoUrl: supplierDisplay.logoUrl,
  supplierCountry: supplierDisplay.countryCode,
  last: lastMessage,
};
export type ConversationRow = {
  c: typeof conversations.$inferSelect;
  storeTitle: string;
  storeAvatarUrl: string | null;
  supplierName: string;
  supplierLogoUrl: string | null;
  supplierCountry: string;
  last: MessageRow | null;
};

/** Conversations with both parties and the last message joined; add where, order and limit. */
export function conversationQuery(db: Db) {
  return db
    .select(conversationSelection)
    .from(conversations)
    .innerJoin(storeDisplay, eq(storeDisplay.id, conversations.storeId))
    .innerJoin(supplierDisplay, eq(supplierDisplay.id, conversations.supplierId))
    .leftJoin(
      lastMessage,
      and(eq(lastMessage.conversationId, conversations.id), eq(lastMessage.index, conversations.lastIndex)),
    )
    .$dynamic();
}

export function readStateOf(
  c: Pick<typeof conversations.$inferSelect, 'storeLastRead' | 'supplierLastRead'>,
  viewer: Viewer,
): ReadState {
  const isStore = viewer.side === 'STORE';
  return {
    viewerIdentity: viewer.identity,
    viewerLastRead: isStore ? c.storeLastRead : c.supplierLastRead,
    counterpartLastRead: isStore ? c.supplierLastRead : c.storeLastRead,
  };
}

export function toConversation(row: ConversationRow, viewer: Viewer): Conversation {
  const c = row.c;
  const isStore = viewer.side === 'STORE';
  const reads = readStateOf(c, viewer);
  const archived = isStore ? c.storeArchived : c.supplierArchived;
  const store = {
    identity: storeIdentity(c.storeId),
    id: c.storeId,
    name: row.storeTitle,
    imageUrl: row.storeAvatarUrl,
    countryCode: null,
  };
  const supplier = {
    identity: supplierIdentity(c.supplierId),
    id: c.supplierId,
    name: row.supplierName,
    imageUrl: companyLogoUrl({ id: c.supplierId, logoUrl: row.supplierLogoUrl }),
    countryCode: row.supplierCountry,
  };
  const group: InboxGroup = archived ? 'ARCHIVED' : c.origin;
  return {
    id: c.id,
    sid: c.sid,
    name: c.name,
    storeId: c.storeId,
    supplierId: c.supplierId,
    origin: c.origin,
    group,
    archived,
    store,
    supplier,
    counterpart: isStore ? supplier : store,
    lastMessage: row.last ? toMessage(row.last, reads) : null,
    unreadCount: Math.max(0, c.lastIndex - reads.viewerLastRead),
    lastReadIndex: reads.viewerLastRead,
    counterpartLastReadIndex: reads.counterpartLastRead,
    meta: c.meta,
    createdAt: c.createdAt.toISOString(),
    lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
  };
}
