// The sourcing agent's endpoints (issue 24: tech packs and factory matching so far), keyed "METHOD /path" as the server registers
// them, with the contract schemas of their query, body and response (call-api.ts infers the types from them).
import type { z } from 'zod';
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
};
