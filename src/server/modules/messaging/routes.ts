import { z } from 'zod';
import {
  AcceptMeetingBody,
  ChannelSetupBody,
  Conversation,
  ConversationAttachment,
  ConversationCountQuery,
  ConversationListQuery,
  ConversationPropertyQuery,
  CreateMeetingBody,
  Meeting,
  MeetingParams,
  MeetingRoom,
  MeetingRoomQuery,
  Message,
  MessageIndexParams,
  MessagesQuery,
  MetaBody,
  OpenConversationBody,
  REALTIME_PATH,
  ReadBody,
  RealtimeTokenResponse,
  SendMessageBody,
  UnreadSummary,
} from '../../../shared/contract/messaging';
import { CountResponse, IdParam, OkResponse } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { findTokenVersion } from '../auth/user-contacts';
import { listAttachments } from './attachments';
import {
  countConversations,
  findConversationProperty,
  findConversationRow,
  getConversation,
  listConversations,
  markRead,
  openConversation,
  publishTyping,
  setArchived,
  unreadSummary,
  updateMeta,
} from './conversations';
import { acceptMeeting, createStandaloneMeeting, declineMeeting, findMeetingRoom } from './meetings';
import { listMessages } from './messages';
import { sendMessage } from './send-message';
import { viewerOf } from './viewer';

const user = { access: 'user' } as const;
const tags = ['messaging'];

/**
 * Quarry's messaging service: conversations between a store and a supplier, for founders and suppliers
 * alike (each sees only its own side). The chat service's calls of spec §7 are served under
 * /commons/chat/… (docs/api-map.md); realtime delivery is the WebSocket of realtime/ws-route.ts.
 */
export function messagingRoutes(app: Api, deps: AppDeps) {
  const { db, bus } = deps;
  const base = '/web/conversations';
  const one = `${base}/:id`;

  app.get(
    base,
    {
      config: user,
      schema: {
        tags,
        summary: 'Conversations of one inbox group, most recent first, with last message and unread count',
        querystring: ConversationListQuery,
        response: { 200: z.array(Conversation) },
      },
    },
    async (req) => listConversations(db, viewerOf(req.ctx), req.query),
  );
  app.get(
    `${base}/action/count`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Number of conversations in a group',
        querystring: ConversationCountQuery,
        response: { 200: CountResponse },
      },
    },
    async (req) => ({ count: await countConversations(db, viewerOf(req.ctx), req.query) }),
  );
  app.get(
    `${base}/action/unread`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Unread conversations and messages (inbox badge)',
        response: { 200: UnreadSummary },
      },
    },
    async (req) => unreadSummary(db, viewerOf(req.ctx)),
  );
  app.get(
    `${base}/-/property`,
    {
      config: user,
      schema: {
        tags,
        summary:
          'The conversation of a store and a supplier (404 when none, or archived unless returnArchived)',
        querystring: ConversationPropertyQuery,
        response: { 200: Conversation },
      },
    },
    async (req) => findConversationProperty(db, viewerOf(req.ctx), req.query),
  );
  app.post(
    base,
    {
      config: user,
      schema: {
        tags,
        summary:
          'Open the conversation with a supplier (founder) or a store (supplier); the same one every time',
        body: OpenConversationBody,
        response: { 200: Conversation },
      },
    },
    async (req) => openConversation(db, viewerOf(req.ctx), req.body),
  );
  app.get(
    one,
    {
      config: user,
      schema: { tags, summary: 'One conversation', params: IdParam, response: { 200: Conversation } },
    },
    async (req) => getConversation(db, viewerOf(req.ctx), req.params.id),
  );
  app.get(
    `${one}/messages`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Messages: newest page first (before pages back), or after an index oldest first',
        params: IdParam,
        querystring: MessagesQuery,
        response: { 200: z.array(Message) },
      },
    },
    async (req) => listMessages(db, viewerOf(req.ctx), req.params.id, req.query),
  );
  app.post(
    `${one}/messages`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Send a message (retry-safe with clientId)',
        params: IdParam,
        body: SendMessageBody,
        response: { 200: Message },
      },
    },
    async (req) => sendMessage(deps, viewerOf(req.ctx), req.params.id, req.body),
  );
  app.put(
    `${one}/read`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Mark read up to an index',
        params: IdParam,
        body: ReadBody,
        response: { 200: Conversation },
      },
    },
    async (req) => markRead(db, bus, viewerOf(req.ctx), req.params.id, req.body.index),
  );
  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.put(
      `${one}/${action}`,
      {
        config: user,
        schema: {
          tags,
          summary: `${action === 'archive' ? 'Archive' : 'Unarchive'} for the caller's side`,
          params: IdParam,
          response: { 200: Conversation },
        },
      },
      async (req) => setArchived(db, bus, viewerOf(req.ctx), req.params.id, archived),
    );
  }
  app.post(
    `${one}/typing`,
    {
      config: { ...user, previewAllowed: true },
      schema: {
        tags,
        summary: 'Tell the other side the caller is typing',
        params: IdParam,
        response: { 200: OkResponse },
      },
    },
    async (req) => {
      const viewer = viewerOf(req.ctx);
      publishTyping(bus, viewer, await findConversationRow(db, viewer, req.params.id));
      return { ok: true as const };
    },
  );
  app.post(
    `${one}/messages/:index/accept-meeting`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Accept a proposed meeting time: creates the meeting and posts a ZOOM_MEETING message',
        params: MessageIndexParams,
        body: AcceptMeetingBody,
        response: { 200: Message },
      },
    },
    async (req) =>
      acceptMeeting(deps, viewerOf(req.ctx), req.params.id, req.params.index, req.body.startTime),
  );
  app.post(
    `${one}/messages/:index/decline-meeting`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Decline a meeting request',
        params: MessageIndexParams,
        response: { 200: Message },
      },
    },
    async (req) => declineMeeting(deps, viewerOf(req.ctx), req.params.id, req.params.index),
  );

  // The attachments and attributes calls, under both our path and the chat service's role (spec §7).
  for (const prefix of [base, '/commons/chat/conversations']) {
    app.get(
      `${prefix}/:id/attachments`,
      {
        config: user,
        schema: {
          tags,
          summary: 'Every attachment of a conversation, newest first',
          params: IdParam,
          response: { 200: z.array(ConversationAttachment) },
        },
      },
      async (req) => {
        await findConversationRow(db, viewerOf(req.ctx), req.params.id);
        return listAttachments(db, req.params.id);
      },
    );
    app.put(
      `${prefix}/:id/attributes/meta`,
      {
        config: user,
        schema: {
          tags,
          summary: 'Merge attributes into the conversation (null removes one)',
          params: IdParam,
          body: MetaBody,
          response: { 200: Conversation },
        },
      },
      async (req) => updateMeta(db, bus, viewerOf(req.ctx), req.params.id, req.body.meta),
    );
  }
  app.get(
    '/commons/chat/conversations/-/property',
    {
      config: user,
      schema: {
        tags,
        summary: 'Chat service role: the conversation of a store and a supplier',
        querystring: ConversationPropertyQuery,
        response: { 200: Conversation },
      },
    },
    async (req) => findConversationProperty(db, viewerOf(req.ctx), req.query),
  );
  app.post(
    '/commons/chat/conversations/setup',
    {
      config: user,
      schema: {
        tags,
        summary: 'Chat service role: set up the conversation with a supplier (userId)',
        body: ChannelSetupBody,
        response: { 200: Conversation },
      },
    },
    async (req) => openConversation(db, viewerOf(req.ctx), { supplierId: req.body.userId }),
  );
  app.get(
    '/commons/chat/token',
    {
      config: user,
      schema: {
        tags,
        summary: 'Chat service role: a token and the address of the realtime connection',
        response: { 200: RealtimeTokenResponse },
      },
    },
    async (req) => {
      const viewer = viewerOf(req.ctx);
      const tokenVersion = await findTokenVersion(db, viewer.userId);
      const signed = await deps.tokens.sign(viewer.userId, tokenVersion ?? 0);
      return {
        token: signed.token,
        expiresAt: signed.expiresAt,
        identity: viewer.identity,
        url: REALTIME_PATH,
      };
    },
  );
  app.get(
    '/commons/meetings/:meetingId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A Quarry meeting, for whoever holds its link (meeting id and passcode)',
        params: MeetingParams,
        querystring: MeetingRoomQuery,
        response: { 200: MeetingRoom },
      },
    },
    async (req) =>
      findMeetingRoom(db, req.params.meetingId, req.query.pwd, {
        details: req.query.m,
        secret: deps.secrets.links,
      }),
  );
  app.post(
    '/commons/meetings/create-meeting',
    {
      config: user,
      schema: {
        tags,
        summary: 'Create a meeting through the meetings provider (spec: zoom/create-meeting)',
        body: CreateMeetingBody,
        response: { 200: Meeting },
      },
    },
    async (req) => createStandaloneMeeting(deps, viewerOf(req.ctx), req.body, deps.secrets.links),
  );
}
