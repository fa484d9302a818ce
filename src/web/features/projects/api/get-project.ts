import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../shared/contract/projects';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/project-management/{id}. */
export const getProject = (id: number, signal?: AbortSignal) =>
  apiRequest<Project>(`/web/project-management/${id}`, { signal, quiet: true });

export const getProjectQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.projects.detail(id), queryFn: ({ signal }) => getProject(id, signal) });

export const useProject = (id: number | null) =>
  useQuery({ ...getProjectQueryOptions(id ?? 0), enabled: id != null });
