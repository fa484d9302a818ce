// The messaging API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { z } from 'zod';
import type {
  AcceptMeetingBody,
  ChannelSetupBody,
  Conversation,
  ConversationAttachment,
  ConversationCountQuery,
  ConversationListQuery,
  ConversationPropertyQuery,
  CreateMeetingBody,
  Meeting,
  MeetingRoom,
  MeetingRoomQuery,
  Message,
  MessagesQuery,
  MetaBody,
  OpenConversationBody,
  ReadBody,
  RealtimeTokenResponse,
  SendMessageBody,
  UnreadSummary,
} from '../../../shared/contract/messaging';
import type { CountResponse, OkResponse } from '../../../shared/contract/shared-shapes';

export type MessagingEndpoints = {
  'GET /web/conversations': {
    query: typeof ConversationListQuery;
    response: z.ZodArray<typeof Conversation>;
  };
  'GET /web/conversations/action/count': {
    query: typeof ConversationCountQuery;
    response: typeof CountResponse;
  };
  'GET /web/conversations/action/unread': { response: typeof UnreadSummary };
  'GET /web/conversations/-/property': {
    query: typeof ConversationPropertyQuery;
    response: typeof Conversation;
  };
  'POST /web/conversations': { body: typeof OpenConversationBody; response: typeof Conversation };
  'GET /web/conversations/:id': { response: typeof Conversation };
  'GET /web/conversations/:id/messages': {
    query: typeof MessagesQuery;
    response: z.ZodArray<typeof Message>;
  };
  'POST /web/conversations/:id/messages': { body: typeof SendMessageBody; response: typeof Message };
  'PUT /web/conversations/:id/read': { body: typeof ReadBody; response: typeof Conversation };
  'PUT /web/conversations/:id/archive': { response: typeof Conversation };
  'PUT /web/conversations/:id/unarchive': { response: typeof Conversation };
  'POST /web/conversations/:id/typing': { response: typeof OkResponse };
  'POST /web/conversations/:id/messages/:index/accept-meeting': {
    body: typeof AcceptMeetingBody;
    response: typeof Message;
  };
  'POST /web/conversations/:id/messages/:index/decline-meeting': { response: typeof Message };
  'GET /web/conversations/:id/attachments': { response: z.ZodArray<typeof ConversationAttachment> };
  'PUT /web/conversations/:id/attributes/meta': { body: typeof MetaBody; response: typeof Conversation };
  'GET /commons/chat/conversations/:id/attachments': { response: z.ZodArray<typeof ConversationAttachment> };
  'PUT /commons/chat/conversations/:id/attributes/meta': {
    body: typeof MetaBody;
    response: typeof Conversation;
  };
  'GET /commons/chat/conversations/-/property': {
    query: typeof ConversationPropertyQuery;
    response: typeof Conversation;
  };
  'POST /commons/chat/conversations/setup': { body: typeof ChannelSetupBody; response: typeof Conversation };
  'GET /commons/chat/token': { response: typeof RealtimeTokenResponse };
  'GET /commons/meetings/:meetingId': { query: typeof MeetingRoomQuery; response: typeof MeetingRoom };
  'POST /commons/meetings/create-meeting': { body: typeof CreateMeetingBody; response: typeof Meeting };
};
