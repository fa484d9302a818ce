import { PassThrough } from 'node:stream';
import {
  CopilotConversation,
  type CopilotStreamEvent,
  SendCopilotMessageBody,
} from '../../../shared/contract/copilot';
import { ErrorBody, IdParam } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import { AppError } from '../../http/errors';
import { sendNdjson } from '../../http/ndjson';
import type { Api } from '../../http/types';
import { getConversation, latestConversation } from './conversations';
import { confirmToolCall, declineToolCall } from './execute';
import { createMessageLimiter } from './message-limiter';
import { createOpenAiPlanner } from './openai-planner';
import { createEmbeddedPlanner } from './planner';
import type { CopilotDeps } from './send-message';
import { completeCopilotTurn, prepareCopilotTurn, sendCopilotMessage } from './send-message';

const store = { access: 'store' } as const;
const tags = ['co-pilot'];

/** The Brand Co-pilot (/co-pilot): a conversation whose actions the founder confirms before they run. */
export function copilotRoutes(app: Api, deps: AppDeps) {
  const openai = deps.config.ai.openai;
  const copilot: CopilotDeps = {
    ...deps,
    planner: openai ? createOpenAiPlanner(openai) : createEmbeddedPlanner(),
  };
  const countMessage = createMessageLimiter(deps);
  const base = '/web/co-pilot';
  app.post(
    `${base}/messages`,
    {
      config: store,
      schema: {
        tags,
        summary:
          "The co-pilot's reply and proposed tool calls; searches run at once, anything that creates waits for confirm",
        body: SendCopilotMessageBody,
        response: {
          200: CopilotConversation,
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      await countMessage(ctx.storeId);
      return sendCopilotMessage(copilot, ctx, req.body);
    },
  );
  app.post(
    `${base}/messages/stream`,
    {
      config: store,
      schema: {
        tags,
        summary:
          'The same turn with the reply streamed as NDJSON (application/x-ndjson): delta… as the co-pilot writes, then done with the stored conversation, or error (nothing stored; send again)',
        body: SendCopilotMessageBody,
        response: { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      // The limit and the conversation's owner are checked before the stream starts: they stay plain HTTP errors.
      const ctx = storeCtx(req.ctx);
      await countMessage(ctx.storeId);
      const history = await prepareCopilotTurn(copilot, ctx, req.body);
      const out = new PassThrough();
      out.on('error', () => {});
      const put = (event: CopilotStreamEvent, last = false) => {
        if (out.destroyed || out.writableEnded) return;
        const line = `${JSON.stringify(event)}\n`;
        if (last) out.end(line);
        else out.write(line);
      };
      void completeCopilotTurn(copilot, ctx, req.body, history, (text) => put({ type: 'delta', text })).then(
        (conversation) => put({ type: 'done', conversation }, true),
        (err: unknown) => {
          if (!(err instanceof AppError)) req.log.error({ err }, 'co-pilot turn failed');
          put(
            err instanceof AppError
              ? { type: 'error', message: err.message, code: err.code }
              : { type: 'error', message: 'The co-pilot failed to answer — try again.', code: 'INTERNAL' },
            true,
          );
        },
      );
      return sendNdjson(reply, out);
    },
  );
  app.get(
    `${base}/conversations/latest`,
    {
      config: store,
      schema: {
        tags,
        summary: "The founder's last co-pilot conversation in this store, or null",
        response: { 200: CopilotConversation.nullable() },
      },
    },
    async (req) => latestConversation(deps.db, storeCtx(req.ctx)),
  );
  app.get(
    `${base}/conversations/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'A co-pilot conversation with its messages and tool calls',
        params: IdParam,
        response: { 200: CopilotConversation, 404: ErrorBody },
      },
    },
    async (req) => getConversation(deps.db, storeCtx(req.ctx), req.params.id),
  );
  app.post(
    `${base}/tool-calls/:id/confirm`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Run a proposed tool call once (confirming again answers the same result)',
        params: IdParam,
        response: { 200: CopilotConversation, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => confirmToolCall(deps, storeCtx(req.ctx), req.params.id),
  );
  app.post(
    `${base}/tool-calls/:id/decline`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Cancel a proposed tool call: it will never run',
        params: IdParam,
        response: { 200: CopilotConversation, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => declineToolCall(deps, storeCtx(req.ctx), req.params.id),
  );
}
