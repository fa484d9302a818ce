// Messages and conversations for the messaging tests.
import type { Conversation, ConversationParty, Message } from '../../../shared/contract/messaging';

export const STORE: ConversationParty = {
  identity: 'store_1',
  id: 1,
  name: 'Lavender & Co.',
  imageUrl: null,
  countryCode: 'US',
};
export const SUPPLIER: ConversationParty = {
  identity: 'customer_7',
  id: 7,
  name: 'Amber Glassworks',
  imageUrl: null,
  countryCode: 'CN',
};

export function makeMessage(over: Partial<Message> = {}): Message {
  const index = over.index ?? 0;
  const fromStore = (over.authorSide ?? 'SUPPLIER') === 'STORE';
  return {
    id: 1000 + index,
    sid: `IM${index}`,
    conversationId: 5,
    index,
    author: fromStore ? STORE.identity : SUPPLIER.identity,
    authorSide: fromStore ? 'STORE' : 'SUPPLIER',
    authorName: fromStore ? STORE.name : SUPPLIER.name,
    type: 'TEXT',
    body: `Message ${index}`,
    imageUrls: [],
    videoUrls: [],
    pdfUrls: [],
    fileUrls: [],
    fileName: null,
    card: null,
    meetingRequest: null,
    meeting: null,
    isRead: false,
    clientId: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, index)).toISOString(),
    ...over,
  };
}

export function makeConversation(over: Partial<Conversation> = {}): Conversation {
  return {
    id: 5,
    sid: 'CH5',
    name: 'store_1_customer_7',
    storeId: 1,
    supplierId: 7,
    origin: 'PERSONAL',
    group: 'PERSONAL',
    archived: false,
    store: STORE,
    supplier: SUPPLIER,
    counterpart: SUPPLIER,
    lastMessage: null,
    unreadCount: 0,
    lastReadIndex: -1,
    counterpartLastReadIndex: -1,
    meta: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    lastMessageAt: null,
    ...over,
  };
}

/** Messages `from`…`to` (inclusive), newest first, as GET …/messages?before= answers. */
export const pageNewestFirst = (from: number, to: number, over: Partial<Message> = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) => makeMessage({ index: to - i, ...over }));
