import { Readable } from 'node:stream';
import {
  ChatbotConversation,
  ChatbotFeedbackBody,
  ChatbotMessage,
  LatestConversationQuery,
  ResetConversationBody,
  ResetConversationResponse,
  SendChatbotMessageBody,
} from '../../../shared/contract/chatbot';
import { ErrorBody, IdParam } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { StoreCtx } from '../../http/context';
import { sendNdjson } from '../../http/ndjson';
import type { Api } from '../../http/types';
import { chatbotLimiter, prepareAnswer, streamAnswer } from './answer';
import { giveFeedback, latestConversation, resetConversation } from './conversations';

// A preview account may talk to the chatbot: its conversation is the viewer's own, not the store's data.
const store = { access: 'store', previewAllowed: true } as const;
const tags = ['chatbot'];
const asker = (ctx: StoreCtx) => ({ storeId: ctx.storeId, userId: ctx.user.id });

/** The chatbot and the AI assistants (spec §4 "Chatbot", issue 24; decision 053). */
export function chatbotRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  const limiter = chatbotLimiter(deps);

  app.post(
    '/web/chatbot/messages',
    {
      config: store,
      schema: {
        tags,
        summary:
          'Ask a question under a topic; the answer streams as NDJSON (application/x-ndjson): start, delta…, then done with the stored answer and its sources, or error',
        body: SendChatbotMessageBody,
        response: { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const prepared = await prepareAnswer(deps, limiter, storeCtx(req.ctx), req.body);
      const controller = new AbortController();
      reply.raw.on('close', () => controller.abort());
      async function* lines() {
        for await (const event of streamAnswer(deps, prepared, controller.signal))
          yield `${JSON.stringify(event)}\n`;
      }
      return sendNdjson(reply, Readable.from(lines()));
    },
  );
  app.get(
    '/web/chatbot/conversations/latest',
    {
      config: store,
      schema: {
        tags,
        summary: "The caller's open conversation (with an assistant, or the chatbot's), or null",
        querystring: LatestConversationQuery,
        response: { 200: ChatbotConversation.nullable() },
      },
    },
    async (req) => latestConversation(db, asker(storeCtx(req.ctx)), req.query.assistantKey),
  );
  app.post(
    '/web/chatbot/conversations/reset',
    {
      config: store,
      schema: {
        tags,
        summary:
          'Close the open conversation: the next question starts a new one (the getting-started message)',
        body: ResetConversationBody,
        response: { 200: ResetConversationResponse, 400: ErrorBody },
      },
    },
    async (req) => resetConversation(db, asker(storeCtx(req.ctx)), req.body?.assistantKey),
  );
  app.post(
    '/web/chatbot/messages/:id/feedback',
    {
      config: store,
      schema: {
        tags,
        summary: "Thumbs up or down on one of the caller's answers, with an optional comment",
        params: IdParam,
        body: ChatbotFeedbackBody,
        response: { 200: ChatbotMessage, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => giveFeedback(db, asker(storeCtx(req.ctx)), req.params.id, req.body),
  );
}
