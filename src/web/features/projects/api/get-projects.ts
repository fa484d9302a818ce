import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProjectStatus } from '../../../../shared/contract/projects';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export const PROJECTS_PAGE_SIZE = 50;
export type ProjectListParams = { sort?: string; status?: ProjectStatus };

/** GET /web/project-management: one page of the store's custom project requests. */
export const getProjects = (params: ProjectListParams, page: number, signal?: AbortSignal) =>
  callApi('GET /web/project-management', {
    query: { ...params, page, size: PROJECTS_PAGE_SIZE },
    signal,
  });

export const getProjectsQueryOptions = (params: ProjectListParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.projects.list(params),
    queryFn: ({ pageParam, signal }) => getProjects(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (last.length < PROJECTS_PAGE_SIZE ? undefined : lastPage + 1),
  });

export const useProjects = (params: ProjectListParams) => useInfiniteQuery(getProjectsQueryOptions(params));
