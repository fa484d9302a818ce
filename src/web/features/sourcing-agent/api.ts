import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentBrief, AgentThread } from '../../../shared/contract/agent-threads';
import { API_BASE_PATH } from '../../../shared/contract/http';
import type { TechPackAgentType } from '../../../shared/contract/tech-packs';
import { callApi } from '../../api/call-api';

// The agent's calls (decision 049). The history replay lives on the agent's host in the spec: its base is
// VITE_AGENT_BASE_URL when set, the API base otherwise (Quarry serves it itself).

export const agentBaseUrl = (): string => {
  const configured = import.meta.env.VITE_AGENT_BASE_URL;
  return typeof configured === 'string' && configured.trim() !== ''
    ? configured.trim().replace(/\/+$/, '')
    : API_BASE_PATH;
};

export const agentKeys = {
  all: ['agent-threads'] as const,
  list: (agentType: TechPackAgentType | null) => ['agent-threads', 'list', agentType ?? 'all'] as const,
  thread: (id: number) => ['agent-threads', 'thread', id] as const,
  history: (id: number, checkpointId: number) => ['agent-threads', 'history', id, checkpointId] as const,
  techPack: (id: number) => ['agent-threads', 'tech-pack', id] as const,
};

/** How often a thread whose step is running is read again. */
export const RUNNING_POLL_MS = 2000;

export const useAgentThreads = () =>
  useQuery({
    queryKey: agentKeys.list(null),
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents/threads', { query: { size: 20 }, signal, quiet: true }),
  });

/** The thread that drafted a tech pack (the page opens from `?techPackId=`). */
export const useThreadOfTechPack = (techPackId: number | null) =>
  useQuery({
    queryKey: ['agent-threads', 'list', 'tech-pack', techPackId ?? 0],
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents/threads', {
        query: { techPackId: techPackId!, size: 1 },
        signal,
        quiet: true,
      }),
    enabled: techPackId != null,
    select: (rows) => rows[0]?.id ?? null,
  });

export const useAgentThread = (id: number | null) =>
  useQuery({
    queryKey: agentKeys.thread(id ?? 0),
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents/threads/:threadId', {
        params: { threadId: id! },
        signal,
        quiet: true,
      }),
    enabled: id != null,
    refetchInterval: (q) => (q.state.data?.status === 'RUNNING' ? RUNNING_POLL_MS : false),
  });

/** The thread as it stood at a checkpoint (GET /agent/history-messages/{threadId} on the agent's base). */
export const useAgentHistory = (threadId: number, checkpointId: number | null) =>
  useQuery({
    queryKey: agentKeys.history(threadId, checkpointId ?? 0),
    queryFn: ({ signal }) =>
      callApi('GET /agent/history-messages/:threadId', {
        params: { threadId },
        query: { checkpointId: checkpointId! },
        base: agentBaseUrl(),
        signal,
        quiet: true,
      }),
    enabled: checkpointId != null,
    placeholderData: keepPreviousData,
  });

/** The tech pack's current version (what "Approve version N" approves). */
export const useTechPackVersion = (techPackId: number | null) =>
  useQuery({
    queryKey: agentKeys.techPack(techPackId ?? 0),
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents-tech-pack/:id', {
        params: { id: techPackId! },
        signal,
        quiet: true,
      }),
    enabled: techPackId != null,
    // The founder edits the tech pack on its own page and comes back: approve what is saved now, not the
    // version this page saw before (the tech packs feature keeps its own cache of it).
    staleTime: 0,
    refetchOnMount: 'always',
  });

export type AgentAction =
  | { kind: 'answers'; answers: AgentBrief }
  | { kind: 'approve'; version: number }
  | { kind: 'shortlist'; companyIds: number[]; expandedRecordIds?: number[] }
  | {
      kind: 'drafts';
      inNetwork: { companyId: number; message: string }[];
      expanded: { recordId: number; message: string }[];
    }
  | { kind: 'confirm' }
  | { kind: 'retry' };

function runAction(thread: AgentThread, a: AgentAction): Promise<AgentThread> {
  const params = { threadId: thread.id };
  const baseSeq = thread.seq;
  switch (a.kind) {
    case 'answers':
      return callApi('POST /web/ai-sourcing-agents/threads/:threadId/answers', {
        params,
        body: { answers: a.answers, baseSeq },
        quiet: true,
      });
    case 'approve':
      return callApi('POST /web/ai-sourcing-agents/threads/:threadId/approve-tech-pack', {
        params,
        body: { version: a.version, baseSeq },
        quiet: true,
      });
    case 'shortlist':
      return callApi('POST /web/ai-sourcing-agents/threads/:threadId/shortlist', {
        params,
        body: {
          companyIds: a.companyIds,
          ...(a.expandedRecordIds?.length ? { expandedRecordIds: a.expandedRecordIds } : {}),
          baseSeq,
        },
        quiet: true,
      });
    case 'drafts':
      return callApi('PUT /web/ai-sourcing-agents/threads/:threadId/drafts', {
        params,
        body: { drafts: { inNetwork: a.inNetwork, expanded: a.expanded }, baseSeq },
        quiet: true,
      });
    case 'confirm':
      return callApi('POST /web/ai-sourcing-agents/threads/:threadId/confirm-send', {
        params,
        body: { baseSeq },
        quiet: true,
      });
    case 'retry':
      return callApi('POST /web/ai-sourcing-agents/threads/:threadId/retry', {
        params,
        body: { baseSeq },
        quiet: true,
      });
  }
}

/** An action on the thread the founder sees (sent with its seq: 409 when it moved on). */
export function useAgentAction(thread: AgentThread) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: AgentAction) => runAction(thread, a),
    onSuccess: (next) => {
      queryClient.setQueryData(agentKeys.thread(next.id), next);
      void queryClient.invalidateQueries({ queryKey: ['agent-threads', 'list'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: agentKeys.thread(thread.id) }),
  });
}

export function useStartThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { agentType: TechPackAgentType; idea: string }) =>
      callApi('POST /web/ai-sourcing-agents/threads', {
        body,
        headers: { 'idempotency-key': crypto.randomUUID() },
        quiet: true,
      }),
    onSuccess: (thread) => {
      queryClient.setQueryData(agentKeys.thread(thread.id), thread);
      void queryClient.invalidateQueries({ queryKey: ['agent-threads', 'list'] });
    },
  });
}

/** The page view with the agent's event item type (first spec document §4); never disturbs the page. */
export function reportAgentView(itemType: string) {
  callApi('POST /commons/event-analyses/report', {
    body: { eventName: 'common_view', commonType: itemType, commonContent: '/sourcing-agent' },
    silent: true,
  }).catch(() => undefined);
}
