// The chatbot's JSON endpoints (issue 24), keyed "METHOD /path" as the server registers them. The question
// itself (POST /web/chatbot/messages) streams NDJSON and is read by features/chatbot/api/stream-answer.ts.
import type { z } from 'zod';
import type {
  ChatbotConversation,
  ChatbotFeedbackBody,
  ChatbotMessage,
  LatestConversationQuery,
  ResetConversationBody,
  ResetConversationResponse,
} from '../../../shared/contract/chatbot';

export type ChatbotEndpoints = {
  'GET /web/chatbot/conversations/latest': {
    query: typeof LatestConversationQuery;
    response: z.ZodNullable<typeof ChatbotConversation>;
  };
  'POST /web/chatbot/conversations/reset': {
    body: typeof ResetConversationBody;
    response: typeof ResetConversationResponse;
  };
  'POST /web/chatbot/messages/:id/feedback': {
    body: typeof ChatbotFeedbackBody;
    response: typeof ChatbotMessage;
  };
};
