import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnreadSummary } from '../../../../shared/contract/messaging';
import { callApi } from '../../../api/call-api';
import { messagingKeys } from './query-keys';

export type UnreadSummaryData = z.infer<typeof UnreadSummary>;

/** GET /web/conversations/action/unread: conversations and messages the viewer has not read. */
export const getUnreadSummary = (signal?: AbortSignal) =>
  callApi('GET /web/conversations/action/unread', { signal, quiet: true });

export const getUnreadSummaryQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.unread(),
    queryFn: ({ signal }) => getUnreadSummary(signal),
    staleTime: 30_000,
  });

export const useUnreadSummary = () => useQuery(getUnreadSummaryQueryOptions());
