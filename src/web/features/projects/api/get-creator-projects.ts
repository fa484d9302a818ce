import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-projects: the founder's product projects a request can belong to. */
export const getCreatorProjects = (signal?: AbortSignal) =>
  callApi('GET /web/creator-projects', { query: { size: 200 }, signal });

export const getCreatorProjectsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.projects.creatorProjects(),
    queryFn: ({ signal }) => getCreatorProjects(signal),
  });

export const useCreatorProjects = () => useQuery(getCreatorProjectsQueryOptions());
