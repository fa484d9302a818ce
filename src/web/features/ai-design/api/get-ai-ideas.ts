import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, queryFlag } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type AiIdeaFilter = { creatorProjectId?: number; submitted?: boolean };

export const IDEA_LIST_SIZE = 200;

/** GET /web/ai-ideas: the store's ideas, of one creator project and/or only those saved to Your ideations. */
export const getAiIdeas = (filter: AiIdeaFilter, signal?: AbortSignal) =>
  callApi('GET /web/ai-ideas', {
    query: {
      creatorProjectId: filter.creatorProjectId,
      submitted: filter.submitted === undefined ? undefined : queryFlag(filter.submitted),
      size: IDEA_LIST_SIZE,
    },
    signal,
  });

export const getAiIdeasQueryOptions = (filter: AiIdeaFilter) =>
  queryOptions({
    queryKey: queryKeys.aiDesign.ideaList(filter),
    queryFn: ({ signal }) => getAiIdeas(filter, signal),
  });

export const useAiIdeas = (filter: AiIdeaFilter) => useQuery(getAiIdeasQueryOptions(filter));

/** GET /web/ai-ideas/-/public: ideas founders chose to share, for inspiration. */
export const getPublicAiIdeas = (signal?: AbortSignal) => callApi('GET /web/ai-ideas/-/public', { signal });

export const getPublicAiIdeasQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.aiDesign.publicIdeas(),
    queryFn: ({ signal }) => getPublicAiIdeas(signal),
  });

export const usePublicAiIdeas = () => useQuery(getPublicAiIdeasQueryOptions());
