import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectSummary } from '../../../../shared/contract/projects';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export type ProjectListParams = { page: number; size: number; sort?: string; status?: string };

/** GET /web/project-management: the store's custom project requests. */
export const getProjects = (params: ProjectListParams, signal?: AbortSignal) =>
  apiRequest<ProjectSummary[]>('/web/project-management', { query: params, signal });

export const getProjectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: queryKeys.projects.list(params),
    queryFn: ({ signal }) => getProjects(params, signal),
  });

export const useProjects = (params: ProjectListParams) => useQuery(getProjectsQueryOptions(params));
