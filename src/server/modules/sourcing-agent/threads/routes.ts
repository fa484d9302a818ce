import { z } from 'zod';
import {
  AgentAnswersBody,
  AgentHistory,
  AgentHistoryParams,
  AgentHistoryQuery,
  AgentStepBody,
  AgentThread,
  AgentThreadParams,
  AgentThreadSummary,
  AgentThreadsCountQuery,
  AgentThreadsQuery,
  ApproveTechPackBody,
  CreateAgentThreadBody,
  ShortlistBody,
  UpdateDraftsBody,
} from '../../../../shared/contract/agent-threads';
import { CountResponse, ErrorBody } from '../../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../../app-deps';
import { storeCtx } from '../../../http/auth';
import type { StoreCtx } from '../../../http/context';
import { createStoreLimiter } from '../../../http/store-limiter';
import type { Api } from '../../../http/types';
import { afterCommitBus } from '../../../realtime/bus';
import type { AgentAppDeps, AgentThreadDeps } from './deps';
import { outreachSender } from './send-outreach';
import {
  answerQuestions,
  approveTechPack,
  confirmSend,
  countThreads,
  createThread,
  getThread,
  listThreads,
  retryStep,
  shortlistSuppliers,
  threadHistory,
  updateDrafts,
} from './service';

const store = { access: 'store' } as const;
const tags = ['sourcing-agent'];
const actor = (ctx: StoreCtx) => ({ storeId: ctx.storeId, userId: ctx.user.id });

/** Model-backed transitions (a new thread, answers, a shortlist, a retry) one store may make in the window. */
export const AGENT_MODEL_CALLS_PER_STORE = 60;
/**
 * The agent's threads (decision 049): start one, read them, act on one; and the history replay
 * (`/agent/history-messages/{threadId}`, which the spec puts on the agent's host: Quarry serves it itself).
 */
export function agentThreadRoutes(app: Api, deps: AppDeps & AgentAppDeps) {
  const base = '/web/ai-sourcing-agents/threads';
  const one = `${base}/:threadId`;
  const limiter = createStoreLimiter(deps, {
    key: 'agent-model',
    points: AGENT_MODEL_CALLS_PER_STORE,
    windowSeconds: 10 * 60,
    message: (wait) => `Too many agent requests from this store. Try again in ${wait}.`,
  });
  // Per request: the send goes out as the founder of the request (decision 050's outreach); a test may put
  // its own `sendOutreach` on the deps after the routes are built, so it is read at each request.
  const agent = (ctx: StoreCtx): AgentThreadDeps => ({
    db: deps.db,
    aiText: deps.aiText,
    sendOutreach: deps.sendOutreach ?? outreachSender(deps, ctx),
  });
  /** A step that may send: the inbox hears of the messages once the SENT checkpoint has committed. */
  const sending = async <T>(ctx: StoreCtx, step: (a: AgentThreadDeps) => Promise<T>) => {
    const bus = afterCommitBus(deps.bus);
    const out = await step({
      ...agent(ctx),
      sendOutreach: deps.sendOutreach ?? outreachSender({ ...deps, bus }, ctx),
    });
    bus.flush();
    return out;
  };
  const limited = (ctx: StoreCtx) => limiter.consume(ctx.storeId);
  const acted = { 200: AgentThread, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

  app.post(
    base,
    {
      config: store,
      schema: {
        tags,
        summary:
          'Start an agent thread from an idea: the agent reads it and asks what the brief lacks (send an Idempotency-Key to retry safely)',
        body: CreateAgentThreadBody,
        response: { 201: AgentThread, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const ctx = storeCtx(req.ctx);
      await limited(ctx);
      const key = req.headers['idempotency-key'];
      const thread = await createThread(
        agent(ctx),
        actor(ctx),
        req.body,
        typeof key === 'string' ? key : undefined,
      );
      return reply.status(201).send(thread);
    },
  );
  app.get(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: "The store's agent threads, last moved first",
        querystring: AgentThreadsQuery,
        response: { 200: z.array(AgentThreadSummary) },
      },
    },
    async (req) => listThreads(deps.db, storeCtx(req.ctx).storeId, req.query),
  );
  app.get(
    `${base}/action/count`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Number of agent threads',
        querystring: AgentThreadsCountQuery,
        response: { 200: CountResponse },
      },
    },
    async (req) => countThreads(deps.db, storeCtx(req.ctx).storeId, req.query),
  );
  app.get(
    one,
    {
      config: store,
      schema: {
        tags,
        summary: 'A thread: where it is, its state, every message and its checkpoints',
        params: AgentThreadParams,
        response: { 200: AgentThread, 404: ErrorBody },
      },
    },
    async (req) => getThread(deps.db, storeCtx(req.ctx).storeId, req.params.threadId),
  );
  app.post(
    `${one}/answers`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Answer the clarifying questions; the agent asks again or drafts the tech pack',
        params: AgentThreadParams,
        body: AgentAnswersBody,
        response: acted,
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      await limited(ctx);
      return answerQuestions(agent(ctx), actor(ctx), req.params.threadId, req.body);
    },
  );
  app.post(
    `${one}/approve-tech-pack`,
    {
      config: store,
      schema: {
        tags,
        summary:
          "Approve the tech pack's current version; the agent matches factories (409 if it changed since)",
        params: AgentThreadParams,
        body: ApproveTechPackBody,
        response: acted,
      },
    },
    async (req) =>
      approveTechPack(agent(storeCtx(req.ctx)), actor(storeCtx(req.ctx)), req.params.threadId, req.body),
  );
  app.post(
    `${one}/shortlist`,
    {
      config: store,
      schema: {
        tags,
        summary:
          'Pick suppliers from the matches (and expanded-network records); the agent drafts a message each',
        params: AgentThreadParams,
        body: ShortlistBody,
        response: acted,
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      await limited(ctx);
      return shortlistSuppliers(agent(ctx), actor(ctx), req.params.threadId, req.body);
    },
  );
  app.put(
    `${one}/drafts`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Edit the drafted messages before the send',
        params: AgentThreadParams,
        body: UpdateDraftsBody,
        response: acted,
      },
    },
    async (req) =>
      updateDrafts(agent(storeCtx(req.ctx)), actor(storeCtx(req.ctx)), req.params.threadId, req.body),
  );
  app.post(
    `${one}/confirm-send`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Confirm: the messages go to the shortlisted suppliers',
        params: AgentThreadParams,
        body: AgentStepBody,
        response: acted,
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      return sending(ctx, (a) => confirmSend(a, actor(ctx), req.params.threadId, req.body.baseSeq));
    },
  );
  app.post(
    `${one}/retry`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Re-run the failed step (only that step; earlier checkpoints stay)',
        params: AgentThreadParams,
        body: AgentStepBody,
        response: acted,
      },
    },
    async (req) => {
      const ctx = storeCtx(req.ctx);
      await limited(ctx);
      return sending(ctx, (a) => retryStep(a, actor(ctx), req.params.threadId, req.body.baseSeq));
    },
  );
  app.get(
    '/agent/history-messages/:threadId',
    {
      config: store,
      schema: {
        tags,
        summary:
          'Replay a thread as it stood at a checkpoint (the latest by default): its messages and state',
        params: AgentHistoryParams,
        querystring: AgentHistoryQuery,
        response: { 200: AgentHistory, 404: ErrorBody },
      },
    },
    async (req) =>
      threadHistory(deps.db, storeCtx(req.ctx).storeId, req.params.threadId, req.query.checkpointId),
  );
}
