// The AI sourcing agent's threads (issue 24, decision 049), keyed "METHOD /path" as the server registers them.
// `GET /agent/history-messages/:threadId` is served on the agent's base (VITE_AGENT_BASE_URL, the API base by
// default): the caller passes it as `base`.
import type { z } from 'zod';
import type {
  AgentAnswersBody,
  AgentHistory,
  AgentHistoryQuery,
  AgentStepBody,
  AgentThread,
  AgentThreadSummary,
  AgentThreadsCountQuery,
  AgentThreadsQuery,
  ApproveTechPackBody,
  CreateAgentThreadBody,
  ShortlistBody,
  UpdateDraftsBody,
} from '../../../shared/contract/agent-threads';
import type { CountResponse } from '../../../shared/contract/shared-shapes';

export type AgentThreadsEndpoints = {
  'POST /web/ai-sourcing-agents/threads': {
    body: typeof CreateAgentThreadBody;
    response: typeof AgentThread;
  };
  'GET /web/ai-sourcing-agents/threads': {
    query: typeof AgentThreadsQuery;
    response: z.ZodArray<typeof AgentThreadSummary>;
  };
  'GET /web/ai-sourcing-agents/threads/action/count': {
    query: typeof AgentThreadsCountQuery;
    response: typeof CountResponse;
  };
  'GET /web/ai-sourcing-agents/threads/:threadId': { response: typeof AgentThread };
  'POST /web/ai-sourcing-agents/threads/:threadId/answers': {
    body: typeof AgentAnswersBody;
    response: typeof AgentThread;
  };
  'POST /web/ai-sourcing-agents/threads/:threadId/approve-tech-pack': {
    body: typeof ApproveTechPackBody;
    response: typeof AgentThread;
  };
  'POST /web/ai-sourcing-agents/threads/:threadId/shortlist': {
    body: typeof ShortlistBody;
    response: typeof AgentThread;
  };
  'PUT /web/ai-sourcing-agents/threads/:threadId/drafts': {
    body: typeof UpdateDraftsBody;
    response: typeof AgentThread;
  };
  'POST /web/ai-sourcing-agents/threads/:threadId/confirm-send': {
    body: typeof AgentStepBody;
    response: typeof AgentThread;
  };
  'POST /web/ai-sourcing-agents/threads/:threadId/retry': {
    body: typeof AgentStepBody;
    response: typeof AgentThread;
  };
  'GET /agent/history-messages/:threadId': { query: typeof AgentHistoryQuery; response: typeof AgentHistory };
};
