import { z } from 'zod';
import {
  AgentMembership,
  AgentSender,
  AnalyzeSupplierBody,
  ExpandedNetworkCountQuery,
  ExpandedNetworkQuery,
  ExpandedNetworkRecord,
  JoinMembersBody,
  LoadContactResponse,
  OutreachResult,
  RegisterSenderBody,
  SendContactInfoBody,
  SendContactInfoResponse,
  SendExpandedBody,
  SendInNetworkBody,
  SendOwnEmailBody,
  SendOwnEmailResponse,
  SupplierProfile,
  VerifySenderBody,
} from '../../../../shared/contract/agent-outreach';
import { CountResponse, ErrorBody, IdParam } from '../../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../../app-deps';
import { storeCtx } from '../../../http/auth';
import type { StoreCtx } from '../../../http/context';
import { createStoreLimiter } from '../../../http/store-limiter';
import type { Api } from '../../../http/types';
import { afterCommitBus } from '../../../realtime/bus';
import { requestExpandedContact } from '../expanded-network/load-contact';
import { countExpandedNetwork, listExpandedNetwork } from '../expanded-network/records';
import { analyzeSupplier } from './analyze-supplier';
import { sendFactoriesContactInfo } from './contact-info';
import { countAgentMembers, joinAgentMembers } from './members';
import type { OutreachCtx } from './outreach-ctx';
import { listSenders, registerSender, sendEmailsByOwnEmail, verifySender } from './own-sender';
import { sendMessagesExpandedNetwork } from './send-expanded';
import { sendMessagesInNetwork } from './send-in-network';

const store = { access: 'store' } as const;
const tags = ['sourcing-agent'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };

/** Outreach and page reads per store per minute (Redis when configured, so every instance shares the count). */
export const OUTREACH_CALLS_PER_MINUTE = 30;

/** The sourcing agent's outreach, expanded network, own sender and membership (decision 050). */
export function outreachRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  const base = '/web/ai-sourcing-agents/-';
  const limit = createStoreLimiter(deps, {
    key: 'agent-outreach',
    points: OUTREACH_CALLS_PER_MINUTE,
    windowSeconds: 60,
    message: (wait) => `Too many sourcing-agent sends. Try again in ${wait}.`,
  }).consume;
  /**
   * A limited send in one transaction; after it commits, the inbox hears of the messages and queued emails
   * are relayed (a rolled-back send announces nothing).
   */
  const send = async <T>(ctx: StoreCtx, fn: (tx: typeof db, c: OutreachCtx) => Promise<T>) => {
    await limit(ctx.storeId);
    const bus = afterCommitBus(deps.bus);
    const out = await db.transaction((tx) =>
      fn(tx as unknown as typeof db, { store: ctx, deps: { ...deps, bus } }),
    );
    bus.flush();
    void deps.email.deliver();
    return out;
  };

  app.post(
    `${base}/send-messages-in-network`,
    {
      config: store,
      schema: {
        tags,
        summary:
          'The tech pack to in-network suppliers: a custom project request they can quote on and an AI_SOURCING_AGENT conversation each with the tech pack card (once per version and supplier)',
        body: SendInNetworkBody,
        response: { 200: OutreachResult, ...errors },
      },
    },
    async (req) => send(storeCtx(req.ctx), (tx, c) => sendMessagesInNetwork(tx, c, req.body)),
  );
  app.post(
    `${base}/send-messages-expanded-network`,
    {
      config: store,
      schema: {
        tags,
        summary:
          'The tech pack emailed to expanded-network factories (record ids) through the outbox, once per version and factory',
        body: SendExpandedBody,
        response: { 200: OutreachResult, ...errors },
      },
    },
    async (req) =>
      send(storeCtx(req.ctx), (tx, c) =>
        sendMessagesExpandedNetwork(tx, c, {
          techPackId: req.body.techPackId,
          recordIds: req.body.companyIds,
        }),
      ),
  );
  app.get(
    `${base}/expanded-network-records`,
    {
      config: store,
      schema: {
        tags,
        summary:
          "Quarry's records of factories not on Quarry: filtered, sorted, ranked by fit to a tech pack; contact once loaded",
        querystring: ExpandedNetworkQuery,
        response: { 200: z.array(ExpandedNetworkRecord), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => listExpandedNetwork(db, storeCtx(req.ctx).storeId, req.query, new Date()),
  );
  app.get(
    `${base}/expanded-network-records/action/count`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Number of expanded-network records the filters keep',
        querystring: ExpandedNetworkCountQuery,
        response: { 200: CountResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => countExpandedNetwork(db, storeCtx(req.ctx).storeId, req.query),
  );
  app.post(
    `${base}/expanded-network-records/:id/contact`,
    {
      config: store,
      schema: {
        tags,
        summary:
          "Load a record's contact: LOADING now, SUCCESS once the job has read it from Quarry's record",
        params: IdParam,
        response: { 200: LoadContactResponse, 404: ErrorBody },
      },
    },
    async (req) => requestExpandedContact(deps, storeCtx(req.ctx).storeId, req.params.id),
  );
  app.post(
    `${base}/send-factories-contact-info`,
    {
      config: store,
      schema: {
        tags,
        summary: "Email the chosen expanded-network factories' contact details to the founder's address",
        body: SendContactInfoBody,
        response: { 200: SendContactInfoResponse, ...errors },
      },
    },
    async (req) => send(storeCtx(req.ctx), (tx, c) => sendFactoriesContactInfo(tx, c, req.body)),
  );
  app.post(
    `${base}/send-emails-by-own-email`,
    {
      config: store,
      schema: {
        tags,
        summary:
          "The founder's email and the tech pack summary to an uploaded supplier list, from the store's verified sender (409 without one)",
        body: SendOwnEmailBody,
        response: { 200: SendOwnEmailResponse, ...errors },
      },
    },
    async (req) => send(storeCtx(req.ctx), (tx, c) => sendEmailsByOwnEmail(tx, c, req.body)),
  );
  app.get(
    `${base}/senders`,
    {
      config: store,
      schema: {
        tags,
        summary: "The store's own sender addresses and whether each is verified",
        response: { 200: z.array(AgentSender) },
      },
    },
    async (req) => listSenders(db, storeCtx(req.ctx).storeId),
  );
  app.post(
    `${base}/senders`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Register an own sender address: a verification code is emailed to it',
        body: RegisterSenderBody,
        response: { 200: AgentSender, ...errors },
      },
    },
    async (req) => send(storeCtx(req.ctx), (tx, c) => registerSender(tx, c, req.body.email)),
  );
  app.post(
    `${base}/senders/verify`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Verify an own sender address with the code emailed to it',
        body: VerifySenderBody,
        response: { 200: AgentSender, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => verifySender(db, storeCtx(req.ctx).storeId, req.body.token),
  );
  app.post(
    `${base}/analyze-suppliers-info`,
    {
      config: store,
      schema: {
        tags,
        summary:
          "A supplier's public web page read into a profile (public addresses only; 422 saying why when it cannot be read)",
        body: AnalyzeSupplierBody,
        response: { 200: SupplierProfile, 400: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      await limit(storeCtx(req.ctx).storeId);
      return analyzeSupplier(req.body.supplierUrl);
    },
  );
  app.post(
    '/web/ai-sourcing-agents-members',
    {
      config: store,
      schema: {
        tags,
        summary: "Join the sourcing agent's membership list (once a store; again updates the email and note)",
        body: JoinMembersBody,
        response: { 200: AgentMembership, 400: ErrorBody },
      },
    },
    async (req) => joinAgentMembers(db, storeCtx(req.ctx), req.body),
  );
  app.get(
    '/web/ai-sourcing-agents-members/membership/count',
    {
      config: store,
      schema: {
        tags,
        summary: "Stores on the sourcing agent's membership list",
        response: { 200: CountResponse },
      },
    },
    async () => countAgentMembers(db),
  );
}
