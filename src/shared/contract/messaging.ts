import { z } from 'zod';
import { CHAT_PAGE_SIZE } from '../rules/constants';

// Quarry's own messaging service (spec §2 inbox tabs and groups, §3 conversation messages and message types,
// §5 chat uploads, §7 chat calls, §9 chat page size). The spec's client used a hosted chat service; its calls
// are served here under neutral names (docs/api-map.md maps them). See docs/decisions/014-messaging.md.

export const MESSAGE_TYPES = [
  'TEXT',
  'IMAGE',
  'VIDEO',
  'PDF',
  'AI',
  'CREATOR_MILESTONE',
  'CATALOG_ITEM',
  'REMIX_PRODUCT_ITEM',
  'IMAGE_COLLABORATION',
  'ZOOM_MEETING',
  'ZOOM_MEETING_REQUEST',
  'SUPPLIER_PROFILE',
  'CREATOR_CUSTOM_PROJECT',
] as const;
export const MessageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof MessageType>;

/** The inbox's own list groups (spec §2). ARCHIVED holds the viewer's archived conversations. */
export const INBOX_GROUPS = ['PERSONAL', 'AI_SOURCING_AGENT', 'ARCHIVED'] as const;
export const InboxGroup = z.enum(INBOX_GROUPS);
export type InboxGroup = z.infer<typeof InboxGroup>;

/** Where a conversation started: a founder's own message, or the AI sourcing agent writing for them. */
export const ConversationOrigin = z.enum(['PERSONAL', 'AI_SOURCING_AGENT']);
export type ConversationOrigin = z.infer<typeof ConversationOrigin>;

/** Chat identities (spec §3): stores are `store_{id}`, suppliers `customer_{id}`. */
export const storeIdentity = (storeId: number) => `store_${storeId}`;
export const supplierIdentity = (supplierId: number) => `customer_${supplierId}`;
/** The manufacturer conversation name combines both identities (spec §3). */
export const conversationName = (storeId: number, supplierId: number) =>
  `${storeIdentity(storeId)}_${supplierIdentity(supplierId)}`;
/** The side an identity speaks for, or null for anything else. */
export function parseIdentity(identity: string): { side: 'STORE' | 'SUPPLIER'; id: number } | null {
  const m = /^(store|customer)_([1-9][0-9]{0,9})$/.exec(identity);
  if (!m) return null;
  return { side: m[1] === 'store' ? 'STORE' : 'SUPPLIER', id: Number(m[2]) };
}

export const MESSAGE_PAGE_SIZE = CHAT_PAGE_SIZE;
export const MESSAGE_PAGE_MAX = 100;
export const MAX_MESSAGE_LENGTH = 10_000;
/** Attachments one message may carry, over all four lists. */
export const MAX_MESSAGE_ATTACHMENTS = 10;
/** Chat limits per attachment kind, checked on send (the upload routes have their own, larger, limits). */
export const CHAT_ATTACHMENT_MAX_BYTES = {
  image: 20 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  ai: 100 * 1024 * 1024,
  file: 100 * 1024 * 1024,
  video: 200 * 1024 * 1024,
} as const;
export const MEETING_DURATIONS = [15, 30, 45, 60] as const;
export const MAX_PROPOSED_TIMES = 5;

const id = z.number().int().positive();
const url = z.string().trim().min(1).max(2048);

/** A card a message shows for the thing it points at (catalog item, supplier, custom project). */
export const MessageCard = z.object({
  kind: z.enum(['CATALOG_ITEM', 'SUPPLIER_PROFILE', 'CUSTOM_PROJECT', 'TECH_PACK']),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The web path that opens it (founder side). */
  href: z.string(),
});
export type MessageCard = z.infer<typeof MessageCard>;

export const MeetingRequestStatus = z.enum(['PENDING', 'ACCEPTED', 'DECLINED']);
export const MeetingRequest = z.object({
  topic: z.string(),
  durationMinutes: z.number().int(),
  proposedTimes: z.array(z.string()),
  status: MeetingRequestStatus,
  acceptedTime: z.string().nullable(),
  /** Index of the ZOOM_MEETING message that accepting posted. */
  meetingMessageIndex: z.number().int().nullable(),
});
export type MeetingRequest = z.infer<typeof MeetingRequest>;

export const Meeting = z.object({
  provider: z.string(),
  meetingId: z.string(),
  topic: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  joinUrl: z.string(),
  password: z.string().nullable(),
  /** Index of the ZOOM_MEETING_REQUEST message it answers, if any. */
  requestIndex: z.number().int().nullable(),
});
export type Meeting = z.infer<typeof Meeting>;

export const Message = z.object({
  id: z.number().int(),
  /** Stable public id of the message (spec §3 sid). */
  sid: z.string(),
  conversationId: z.number().int(),
  /** Per conversation: 0, 1, 2, … with no gaps. */
  index: z.number().int().nonnegative(),
  /** `store_{id}` or `customer_{id}` (spec §3). */
  author: z.string(),
  authorSide: z.enum(['STORE', 'SUPPLIER']),
  authorName: z.string(),
  type: MessageType,
  /** Plain text, never HTML: clients render it as text. */
  body: z.string(),
  imageUrls: z.array(z.string()),
  videoUrls: z.array(z.string()),
  pdfUrls: z.array(z.string()),
  fileUrls: z.array(z.string()),
  fileName: z.string().nullable(),
  card: MessageCard.nullable(),
  meetingRequest: MeetingRequest.nullable(),
  meeting: Meeting.nullable(),
  /** For the viewer's own messages: the other side has read it; for the other side's: the viewer has. */
  isRead: z.boolean(),
  /** The id the sender chose for a retry-safe send, echoed back. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof Message>;

export const ConversationParty = z.object({
  identity: z.string(),
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type ConversationParty = z.infer<typeof ConversationParty>;

export const Conversation = z.object({
  id: z.number().int(),
  sid: z.string(),
  /** `store_{storeId}_customer_{supplierId}` (spec §3). */
  name: z.string(),
  storeId: z.number().int(),
  supplierId: z.number().int(),
  origin: ConversationOrigin,
  /** The viewer's group: PERSONAL or AI_SOURCING_AGENT, or ARCHIVED when the viewer archived it. */
  group: InboxGroup,
  archived: z.boolean(),
  store: ConversationParty,
  supplier: ConversationParty,
  /** The other side, from the viewer's point of view. */
  counterpart: ConversationParty,
  lastMessage: Message.nullable(),
  /** Messages from the other side the viewer has not read. */
  unreadCount: z.number().int().nonnegative(),
  /** Highest index the viewer has read (-1: none). */
  lastReadIndex: z.number().int(),
  /** Highest index the other side has read (-1: none): read receipts. */
  counterpartLastReadIndex: z.number().int(),
  /** Free-form attributes (spec §7 "attributes/meta"), e.g. the custom project it is about. */
  meta: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationListQuery = z.object({
  group: InboxGroup.default('PERSONAL'),
  /** Search within conversations: the other side's name or any message text. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const ConversationCountQuery = ConversationListQuery.pick({ group: true, q: true });
export const UnreadSummary = z.object({
  /** Conversations with unread messages, over the viewer's non-archived conversations. */
  conversations: z.number().int(),
  messages: z.number().int(),
});
export type UnreadSummary = z.infer<typeof UnreadSummary>;

export const OpenConversationBody = z
  .object({
    /** A founder opens a conversation with a supplier (catalog company id). */
    supplierId: id.optional(),
    /** A supplier opens one with a store that wrote to it or sent it a request. */
    storeId: id.optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/** The role of the chat service's channel setup call: `userId` is the supplier to talk with. */
export const ChannelSetupBody = z.object({ userId: id }).strict();

export const ConversationPropertyQuery = z.object({
  storeId: z.coerce.number().int().positive(),
  supplierId: z.coerce.number().int().positive(),
  returnArchived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const MessagesQuery = z
  .object({
    /** Messages with index below this (the page before). Omitted: the newest page. */
    before: z.coerce.number().int().min(0).optional(),
    /** Messages with index above this, oldest first: what a reconnecting client missed. */
    after: z.coerce.number().int().min(-1).optional(),
    size: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_SIZE),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    message: 'Use before or after, not both',
    path: ['before'],
  });

export const SendMessageBody = z
  .object({
    type: MessageType.default('TEXT'),
    body: z
      .string()
      .max(MAX_MESSAGE_LENGTH, `A message is at most ${MAX_MESSAGE_LENGTH} characters`)
      .default(''),
    imageUrls: z.array(url).max(MAX_MESSAGE_ATTACHMENTS).optional(),
    videoUrls: z.array(url).max(MAX_MESSAGE_ATTACHMENTS).optional(),
    pdfUrls: z.array(url).max(MAX_MESSAGE_ATTACHMENTS).optional(),
    fileUrls: z.array(url).max(MAX_MESSAGE_ATTACHMENTS).optional(),
    fileName: z.string().trim().max(255).optional(),
    /** CATALOG_ITEM and REMIX_PRODUCT_ITEM. */
    catalogItemId: id.optional(),
    /** SUPPLIER_PROFILE. */
    supplierId: id.optional(),
    /** CREATOR_CUSTOM_PROJECT. */
    projectRequestId: id.optional(),
    /** ZOOM_MEETING_REQUEST. */
    meetingRequest: z
      .object({
        topic: z.string().trim().min(1).max(200),
        durationMinutes: z
          .number()
          .int()
          .refine((d) => (MEETING_DURATIONS as readonly number[]).includes(d), {
            message: `A meeting lasts ${MEETING_DURATIONS.join(', ')} minutes`,
          }),
        proposedTimes: z
          .array(z.iso.datetime({ offset: true }))
          .min(1)
          .max(MAX_PROPOSED_TIMES),
      })
      .strict()
      .optional(),
    /** Chosen by the sender; sending again with the same clientId returns the first message (retry-safe). */
    clientId: z.string().trim().min(8).max(64).optional(),
  })
  .strict();
export type SendMessageBody = z.infer<typeof SendMessageBody>;
/** What a client sends (the fields with defaults may be left out). */
export type SendMessageInput = z.input<typeof SendMessageBody>;

export const ReadBody = z.object({ index: z.number().int().min(0) }).strict();
export const AcceptMeetingBody = z.object({ startTime: z.iso.datetime({ offset: true }) }).strict();
export const MessageIndexParams = z.object({
  id: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0),
});
export const MetaBody = z.object({ meta: z.record(z.string(), z.unknown()) }).strict();

export const ConversationAttachment = z.object({
  messageIndex: z.number().int(),
  messageType: MessageType,
  kind: z.enum(['image', 'video', 'pdf', 'ai', 'file']),
  url: z.string(),
  fileName: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
});
export type ConversationAttachment = z.infer<typeof ConversationAttachment>;

export const RealtimeTokenResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  identity: z.string(),
  /** Path of the WebSocket: `${url}?token=${token}`. */
  url: z.string(),
});

/** GET /commons/meetings/{meetingId}?pwd=…: the meeting a Quarry link opens. */
/** GET /commons/meetings/{meetingId}?pwd=: a meeting for whoever holds its link. */
export const MeetingParams = z.object({ meetingId: z.string().regex(/^[0-9a-f]{32}$/, 'Not a meeting id') });
export const MeetingRoomQuery = z.object({
  pwd: z.string().max(64).default(''),
  /** A meeting made outside a conversation (create-meeting): its details, signed by the passcode. */
  m: z.string().max(2048).optional(),
});
export const MeetingRoom = z.object({
  meetingId: z.string(),
  topic: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  participants: z.array(z.string()),
});
export type MeetingRoom = z.infer<typeof MeetingRoom>;

export const CreateMeetingBody = z
  .object({
    topic: z.string().trim().min(1).max(200),
    startTime: z.iso.datetime({ offset: true }),
    durationMinutes: z.number().int().min(5).max(480),
  })
  .strict();

// ---- WebSocket /rest/main/realtime?token=… ----

/** Events the server pushes. */
export type RealtimeEvent =
  | { type: 'ready'; identity: string; expiresAt: string }
  | { type: 'message'; conversationId: number; message: Message }
  | { type: 'message-updated'; conversationId: number; message: Message }
  | { type: 'read'; conversationId: number; identity: string; lastReadIndex: number }
  | { type: 'typing'; conversationId: number; identity: string; name: string }
  | { type: 'conversation'; conversationId: number }
  /** A business kit's generation moved (brand-kits): the owner's tabs refetch the kit. */
  | { type: 'kit-request'; brandKitId: number; requestId: number; status: 'PENDING' | 'SUCCESS' | 'FAILURE' }
  | { type: 'resumed'; cursors: Record<string, number> }
  | { type: 'renewed'; expiresAt: string }
  | { type: 'pong' }
  | { type: 'error'; message: string };

/** Messages a client sends. `resume` replays what it missed after the given index of each conversation. */
export const RealtimeClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('resume'), cursors: z.record(z.string(), z.number().int().min(-1)) }),
  z.object({ type: z.literal('typing'), conversationId: id }),
  z.object({ type: z.literal('renew'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessage>;

/** Close codes: 4001 token missing, invalid or expired; 4003 not allowed; 4008 too many messages. */
// Zod-free, so the web's first load imports them from http.ts without this file's schemas.
export { REALTIME_CLOSE, REALTIME_PATH } from './http';
