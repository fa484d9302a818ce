import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { copilotKeys } from './query-keys';

/** GET /web/co-pilot/conversations/latest: the conversation the page continues (null: none yet). */
export const getLatestConversation = (signal?: AbortSignal) =>
  callApi('GET /web/co-pilot/conversations/latest', { signal });

export const getLatestConversationQueryOptions = () =>
  queryOptions({ queryKey: copilotKeys.latest(), queryFn: ({ signal }) => getLatestConversation(signal) });

export const useLatestConversation = () => useQuery(getLatestConversationQueryOptions());
