import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/project-management/{id}. */
export const getProject = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/project-management/:id', { params: { id }, signal, quiet: true });

export const getProjectQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.projects.detail(id), queryFn: ({ signal }) => getProject(id, signal) });

export const useProject = (id: number | null) =>
  useQuery({ ...getProjectQueryOptions(id ?? 0), enabled: id != null });
