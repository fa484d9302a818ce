import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ExpandedNetworkRecord,
  JoinMembersBody,
  SendOwnEmailBody,
} from '../../../../shared/contract/agent-outreach';
import { isApiError } from '../../../api/api-error';
import { callApi } from '../../../api/call-api';

// The agent's outreach calls (decision 050): the expanded network on the thread's shortlist, and the outreach
// tools of /sourcing-agent (analyze a supplier's site, the store's own sender, the membership list).

export const outreachKeys = {
  expanded: (techPackId: number) => ['agent-outreach', 'expanded', techPackId] as const,
  senders: ['agent-outreach', 'senders'] as const,
  techPacks: ['agent-outreach', 'tech-packs'] as const,
  membersCount: ['agent-outreach', 'members-count'] as const,
};

/** How often the expanded-network list is read again while a contact is loading. */
export const CONTACT_POLL_MS = 2000;
export const EXPANDED_PAGE_SIZE = 10;
/** The most the panel lists (the server's page limit is 200): past that, the founder narrows the tech pack. */
export const EXPANDED_MAX_SHOWN = 100;

/** The server's own words when it sent them (refusals say why), else the catalogue's message. */
export const errorText = (err: unknown): string =>
  isApiError(err)
    ? (err.serverMessage ?? err.message)
    : err instanceof Error
      ? err.message
      : 'Something went wrong. Please try again.';

const anyLoading = (rows: ExpandedNetworkRecord[] | undefined) =>
  rows?.some((r) => r.contactStatus === 'LOADING') ?? false;

/**
 * The `size` best-fitting factories not on Quarry for the tech pack (the founder shows more, a page at a
 * time); read again every 2 s while a contact loads. The shown ones stay while more are fetched.
 */
export const useExpandedNetwork = (techPackId: number | null, size = EXPANDED_PAGE_SIZE) =>
  useQuery({
    queryKey: [...outreachKeys.expanded(techPackId ?? 0), size],
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents/-/expanded-network-records', {
        query: { techPackId: techPackId!, size, sort: '-fit' },
        signal,
        quiet: true,
      }),
    enabled: techPackId != null,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (anyLoading(q.state.data) ? CONTACT_POLL_MS : false),
  });

export function useLoadContact(techPackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) =>
      callApi('POST /web/ai-sourcing-agents/-/expanded-network-records/:id/contact', {
        params: { id: recordId },
        quiet: true,
      }),
    onSuccess: (res) => {
      queryClient.setQueriesData<ExpandedNetworkRecord[]>(
        { queryKey: outreachKeys.expanded(techPackId) },
        (rows) => rows?.map((r) => (r.id === res.recordId ? { ...r, contactStatus: res.contactStatus } : r)),
      );
      void queryClient.invalidateQueries({ queryKey: outreachKeys.expanded(techPackId) });
    },
  });
}

export const useSendContactInfo = () =>
  useMutation({
    mutationFn: (body: { userEmail: string; companyIds: number[] }) =>
      callApi('POST /web/ai-sourcing-agents/-/send-factories-contact-info', { body, quiet: true }),
  });

export const useAnalyzeSupplier = () =>
  useMutation({
    mutationFn: (supplierUrl: string) =>
      callApi('POST /web/ai-sourcing-agents/-/analyze-suppliers-info', {
        body: { supplierUrl },
        quiet: true,
      }),
  });

export const useSenders = () =>
  useQuery({
    queryKey: outreachKeys.senders,
    queryFn: ({ signal }) => callApi('GET /web/ai-sourcing-agents/-/senders', { signal, quiet: true }),
  });

export function useRegisterSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      callApi('POST /web/ai-sourcing-agents/-/senders', { body: { email }, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outreachKeys.senders }),
  });
}

/** The store's tech packs (the history endpoint), last saved first. */
export const useStoreTechPacks = () =>
  useQuery({
    queryKey: outreachKeys.techPacks,
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents-tech-pack/-/history-tech-packs', {
        query: { size: 100, sort: '-updatedAt' },
        signal,
        quiet: true,
      }),
  });

export const useSendOwnEmail = () =>
  useMutation({
    mutationFn: (body: SendOwnEmailBody) =>
      callApi('POST /web/ai-sourcing-agents/-/send-emails-by-own-email', { body, quiet: true }),
  });

export const useMembersCount = () =>
  useQuery({
    queryKey: outreachKeys.membersCount,
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents-members/membership/count', { signal, quiet: true }),
  });

export function useJoinMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof JoinMembersBody>) =>
      callApi('POST /web/ai-sourcing-agents-members', { body, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outreachKeys.membersCount }),
  });
}

export function useVerifySender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      callApi('POST /web/ai-sourcing-agents/-/senders/verify', { body: { token }, quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outreachKeys.senders }),
  });
}
