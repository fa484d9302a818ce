import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorProject } from '../../../../shared/contract/projects';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/creator-projects: the founder's product projects a request can belong to. */
export const getCreatorProjects = (signal?: AbortSignal) =>
  apiRequest<CreatorProject[]>('/web/creator-projects', { query: { size: 200 }, signal });

export const getCreatorProjectsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.projects.creatorProjects(),
    queryFn: ({ signal }) => getCreatorProjects(signal),
  });

export const useCreatorProjects = () => useQuery(getCreatorProjectsQueryOptions());
