import { and, eq, sql } from 'drizzle-orm';
import type {
  MeetingRequest,
  Message,
  MessageCard,
  SendMessageBody,
} from '../../../shared/contract/messaging';
import type { AppDeps } from '../../app-deps';
import { type Db, executePrepared } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conversationMessages } from '../../db/schema/messaging';
import { invalid, notFound } from '../../http/errors';
import { supplierNameOf } from '../catalog/supplier-display';
import { resolveAttachments } from './attachments';
import { catalogItemCard, customProjectCard, supplierProfileCard } from './cards';
import { findConversationRow, newSid, ownedBy, publishToParties } from './conversations';
import {
  type ConversationRow,
  fromRawMessage,
  RAW_MESSAGE_COLUMNS,
  type RawMessageRow,
  readStateOf,
  toMessage,
} from './rows';
import type { Viewer } from './viewer';

export type MessagingDeps = Pick<AppDeps, 'db' | 'bus' | 'config'>;

const hasAttachments = (b: SendMessageBody) =>
  Boolean(b.imageUrls?.length || b.videoUrls?.length || b.pdfUrls?.length || b.fileUrls?.length);

const need = (path: string, message: string) => invalid(message, [{ path, message }]);

/** Fields that belong to one message type only; any other type sending them is a mistake. */
const FIELD_TYPES: [keyof SendMessageBody, readonly Message['type'][]][] = [
  ['catalogItemId', ['CATALOG_ITEM', 'REMIX_PRODUCT_ITEM']],
  ['supplierId', ['SUPPLIER_PROFILE']],
  ['projectRequestId', ['CREATOR_CUSTOM_PROJECT']],
  ['meetingRequest', ['ZOOM_MEETING_REQUEST']],
];

/** The rules of each message type (spec §3): what it must carry, and empty text is never sent (§5). */
function checkShape(b: SendMessageBody, now: Date) {
  for (const [field, types] of FIELD_TYPES) {
    if (b[field] !== undefined && !types.includes(b.type)) {
      throw need(field, `${field} goes with ${types.join(' or ')} messages, not ${b.type}`);
    }
  }
  const text = b.body.trim();
  const attachmentCount =
    (b.imageUrls?.length ?? 0) +
    (b.videoUrls?.length ?? 0) +
    (b.pdfUrls?.length ?? 0) +
    (b.fileUrls?.length ?? 0);
  switch (b.type) {
    case 'TEXT':
      if (!text && attachmentCount === 0)
        throw need('body', 'Type a message first: empty messages are not sent');
      break;
    case 'AI':
    case 'CREATOR_MILESTONE':
      if (!text) throw need('body', `A ${b.type} message needs text`);
      break;
    case 'IMAGE':
    case 'IMAGE_COLLABORATION':
      if (!b.imageUrls?.length) throw need('imageUrls', `A ${b.type} message needs at least one image`);
      break;
    case 'VIDEO':
      if (!b.videoUrls?.length) throw need('videoUrls', 'A VIDEO message needs a video');
      break;
    case 'PDF':
      if (!b.pdfUrls?.length) throw need('pdfUrls', 'A PDF message needs a pdf');
      break;
    case 'CATALOG_ITEM':
    case 'REMIX_PRODUCT_ITEM':
      if (b.catalogItemId == null) throw need('catalogItemId', `A ${b.type} message needs catalogItemId`);
      break;
    case 'SUPPLIER_PROFILE':
      if (b.supplierId == null) throw need('supplierId', 'A SUPPLIER_PROFILE message needs supplierId');
      break;
    case 'CREATOR_CUSTOM_PROJECT':
      if (b.projectRequestId == null) {
        throw need('projectRequestId', 'A CREATOR_CUSTOM_PROJECT message needs projectRequestId');
      }
      break;
    case 'ZOOM_MEETING_REQUEST': {
      const times = b.meetingRequest?.proposedTimes ?? [];
      if (!b.meetingRequest)
        throw need('meetingRequest', 'A meeting request needs a topic, a duration and times');
      if (new Set(times.map((t) => Date.parse(t))).size !== times.length) {
        throw need('meetingRequest.proposedTimes', 'Propose each time once');
      }
      if (times.some((t) => Date.parse(t) <= now.getTime())) {
        throw need('meetingRequest.proposedTimes', 'Proposed times must be in the future');
      }
      break;
    }
    case 'ZOOM_MEETING':
      throw need('type', 'A ZOOM_MEETING message is posted when a meeting request is accepted');
  }
}

async function cardOf(
  db: Db,
  viewer: Viewer,
  row: ConversationRow,
  b: SendMessageBody,
): Promise<MessageCard | null> {
  if (b.catalogItemId != null) return catalogItemCard(db, b.catalogItemId);
  if (b.supplierId != null) return supplierProfileCard(db, b.supplierId);
  if (b.projectRequestId != null) return customProjectCard(db, b.projectRequestId, row.c, viewer.side);
  return null;
}

export type NewMessage = Omit<
  typeof conversationMessages.$inferInsert,
  'index' | 'sid' | 'conversationId' | 'authorName'
> & { authorName?: string };

type Appended = RawMessageRow & {
  fresh: boolean;
  storeId: number;
  supplierId: number;
  storeLastRead: number;
  supplierLastRead: number;
};

const json = (v: unknown) => (v == null ? null : JSON.stringify(v));
const textArray = (v: string[] | undefined) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(v ?? [])}::jsonb))`;

/**
 * Appends a message in ONE statement (the send path's only round trip): the conversation row's lock hands
 * out the next index, gap-free on any instance; the sender's side is read up to it and the recipient's
 * archive undone. A clientId already stored answers that message instead and takes no index; two
 * concurrent sends of one clientId meet at the unique index and the loser answers the winner's message.
 * After commit, every open tab of both parties hears it (email digests find unread messages on their own,
 * digest.ts). Answers 404 for a conversation that is not the viewer's.
 */
export async function appendMessage(
  deps: MessagingDeps,
  viewer: Viewer,
  conversationId: number,
  message: NewMessage,
): Promise<Message> {
  const isStore = viewer.side === 'STORE';
  const sideSet = isStore
    ? sql`store_last_read = last_index + 1, supplier_archived = false`
    : sql`supplier_last_read = last_index + 1, store_archived = false`;
  const query = sql`
    with existing as (
      select * from conversation_messages
       where conversation_id = ${conversationId} and client_id = ${message.clientId ?? null}
    ),
    c as (
      update conversations set last_index = last_index + 1, last_message_at = now(), ${sideSet}
       where id = ${conversationId} and ${ownedBy(viewer)} and not exists (select 1 from existing)
       returning id, store_id, supplier_id, last_index, store_last_read, supplier_last_read
    ),
    m as (
      insert into conversation_messages (sid, conversation_id, index, author, author_name, type, body,
        image_urls, video_urls, pdf_urls, file_urls, file_name, card, meeting_request, meeting, client_id)
      select ${newSid('IM')}, c.id, c.last_index, ${message.author},
             coalesce(${message.authorName ?? null}, ${supplierNameOf(sql`c.supplier_id`)}),
             ${message.type}, ${message.body ?? ''}, ${textArray(message.imageUrls)}, ${textArray(message.videoUrls)},
             ${textArray(message.pdfUrls)}, ${textArray(message.fileUrls)}, ${message.fileName ?? null},
             ${json(message.card)}::jsonb, ${json(message.meetingRequest)}::jsonb, ${json(message.meeting)}::jsonb,
             ${message.clientId ?? null}
        from c
      returning *
    )
    select true as fresh, ${RAW_MESSAGE_COLUMNS}, c.store_id as "storeId", c.supplier_id as "supplierId",
           c.store_last_read as "storeLastRead", c.supplier_last_read as "supplierLastRead"
      from m join c on c.id = m.conversation_id
    union all
    select false, ${RAW_MESSAGE_COLUMNS}, conversations.store_id, conversations.supplier_id,
           conversations.store_last_read, conversations.supplier_last_read
      from existing m join conversations on conversations.id = m.conversation_id
     where ${ownedBy(viewer)}`;
  let row: Appended | undefined;
  try {
    // Prepared once per connection on PostgreSQL: the send path's one statement skips parse and plan.
    [row] = await executePrepared<Appended>(deps.db, `append_message_${viewer.side.toLowerCase()}`, query);
  } catch (err) {
    if (!(message.clientId && isUniqueViolation(err))) throw err;
    // The same clientId won a race in another request: answer its message.
    const conversation = await findConversationRow(deps.db, viewer, conversationId);
    const existing = await byClientId(deps.db, conversationId, message.clientId);
    if (!existing) throw err;
    return toMessage(existing, readStateOf(conversation.c, viewer));
  }
  if (!row) throw notFound('Conversation');
  const out = toMessage(fromRawMessage(row), readStateOf(row, viewer));
  // Each party sees isRead from its own side: neither has the other's read mark on a brand new message.
  if (row.fresh) {
    publishToParties(deps.bus, row, { type: 'message', conversationId, message: out });
  }
  return out;
}

async function byClientId(db: Db, conversationId: number, clientId: string) {
  const [m] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.clientId, clientId),
      ),
    );
  return m ?? null;
}

export async function sendMessage(
  deps: MessagingDeps,
  viewer: Viewer,
  conversationId: number,
  b: SendMessageBody,
): Promise<Message> {
  // Plain text goes straight to the one statement (which checks the conversation is the viewer's);
  // anything else reads the conversation first, for its attachments, card or checks.
  const plain = b.type === 'TEXT' && !hasAttachments(b) && b.body.trim() !== '';
  const row = plain ? null : await findConversationRow(deps.db, viewer, conversationId);
  // A retry of a message already stored answers the stored message, whatever else changed since.
  if (b.clientId && row) {
    const existing = await byClientId(deps.db, conversationId, b.clientId);
    if (existing) return toMessage(existing, readStateOf(row.c, viewer));
  }
  checkShape(b, new Date());
  const files = row ? await resolveAttachments(deps.db, viewer, deps.config.publicUrl, b) : null;
  const card = row ? await cardOf(deps.db, viewer, row, b) : null;
  const meetingRequest: MeetingRequest | null = b.meetingRequest
    ? {
        topic: b.meetingRequest.topic,
        durationMinutes: b.meetingRequest.durationMinutes,
        proposedTimes: [...b.meetingRequest.proposedTimes].map((t) => new Date(t).toISOString()).sort(),
        status: 'PENDING',
        acceptedTime: null,
        meetingMessageIndex: null,
      }
    : null;
  return appendMessage(deps, viewer, conversationId, {
    author: viewer.identity,
    // A supplier's name is the catalog company's, read in the same statement.
    authorName: viewer.side === 'STORE' ? viewer.name : undefined,
    type: b.type,
    body: b.body.trim(),
    imageUrls: files?.imageUrls ?? [],
    videoUrls: files?.videoUrls ?? [],
    pdfUrls: files?.pdfUrls ?? [],
    fileUrls: files?.fileUrls ?? [],
    fileName: b.fileName?.trim() || files?.firstFileName || null,
    card,
    meetingRequest,
    meeting: null,
    clientId: b.clientId ?? null,
  });
}
