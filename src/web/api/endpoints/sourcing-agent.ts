// The sourcing agent's endpoints (issue 24: tech packs, factory matching, outreach and the expanded network), keyed "METHOD /path" as the server registers
// them, with the contract schemas of their query, body and response (call-api.ts infers the types from them).
import type { z } from 'zod';
import type {
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
} from '../../../shared/contract/agent-outreach';
import type { CountResponse } from '../../../shared/contract/shared-shapes';
import type { MatchFactoriesBody, MatchFactoriesResponse } from '../../../shared/contract/sourcing-agent';
import type {
  ClassifyBody,
  ClassifyResponse,
  LandedCostBody,
  LandedCostResponse,
} from '../../../shared/contract/tariff-agent';
import type {
  CreateTechPackBody,
  RestoreTechPackBody,
  TechPack,
  TechPackHistoryCountQuery,
  TechPackHistoryQuery,
  TechPackQuery,
  TechPackSummary,
  TechPackVersion,
  UpdateTechPackBody,
} from '../../../shared/contract/tech-packs';

export type SourcingAgentEndpoints = {
  'POST /web/ai-sourcing-agents-tech-pack': { body: typeof CreateTechPackBody; response: typeof TechPack };
  'PUT /web/ai-sourcing-agents-tech-pack/:id': { body: typeof UpdateTechPackBody; response: typeof TechPack };
  'GET /web/ai-sourcing-agents-tech-pack/-/history-tech-packs': {
    query: typeof TechPackHistoryQuery;
    response: z.ZodArray<typeof TechPackSummary>;
  };
  'GET /web/ai-sourcing-agents-tech-pack/-/history-tech-packs/action/count': {
    query: typeof TechPackHistoryCountQuery;
    response: typeof CountResponse;
  };
  'GET /web/ai-sourcing-agents-tech-pack/:id': { query: typeof TechPackQuery; response: typeof TechPack };
  'GET /web/ai-sourcing-agents-tech-pack/:id/versions': { response: z.ZodArray<typeof TechPackVersion> };
  'POST /web/ai-sourcing-agents-tech-pack/:id/restore': {
    body: typeof RestoreTechPackBody;
    response: typeof TechPack;
  };
  'POST /web/ai-sourcing-agents/-/match-factories': {
    body: typeof MatchFactoriesBody;
    response: typeof MatchFactoriesResponse;
  };
  'POST /web/ai-sourcing-agents/-/landed-cost': {
    body: typeof LandedCostBody;
    response: typeof LandedCostResponse;
  };
  'POST /web/ai-sourcing-agents/-/classify': { body: typeof ClassifyBody; response: typeof ClassifyResponse };
  'POST /web/ai-sourcing-agents/-/send-messages-in-network': {
    body: typeof SendInNetworkBody;
    response: typeof OutreachResult;
  };
  'POST /web/ai-sourcing-agents/-/send-messages-expanded-network': {
    body: typeof SendExpandedBody;
    response: typeof OutreachResult;
  };
  'GET /web/ai-sourcing-agents/-/expanded-network-records': {
    query: typeof ExpandedNetworkQuery;
    response: z.ZodArray<typeof ExpandedNetworkRecord>;
  };
  'GET /web/ai-sourcing-agents/-/expanded-network-records/action/count': {
    query: typeof ExpandedNetworkCountQuery;
    response: typeof CountResponse;
  };
  'POST /web/ai-sourcing-agents/-/expanded-network-records/:id/contact': {
    response: typeof LoadContactResponse;
  };
  'POST /web/ai-sourcing-agents/-/send-factories-contact-info': {
    body: typeof SendContactInfoBody;
    response: typeof SendContactInfoResponse;
  };
  'POST /web/ai-sourcing-agents/-/send-emails-by-own-email': {
    body: typeof SendOwnEmailBody;
    response: typeof SendOwnEmailResponse;
  };
  'GET /web/ai-sourcing-agents/-/senders': { response: z.ZodArray<typeof AgentSender> };
  'POST /web/ai-sourcing-agents/-/senders': { body: typeof RegisterSenderBody; response: typeof AgentSender };
  'POST /web/ai-sourcing-agents/-/senders/verify': {
    body: typeof VerifySenderBody;
    response: typeof AgentSender;
  };
  'POST /web/ai-sourcing-agents/-/analyze-suppliers-info': {
    body: typeof AnalyzeSupplierBody;
    response: typeof SupplierProfile;
  };
  'POST /web/ai-sourcing-agents-members': { body: typeof JoinMembersBody; response: typeof AgentMembership };
  'GET /web/ai-sourcing-agents-members/membership/count': { response: typeof CountResponse };
};
