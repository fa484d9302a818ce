import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ArchiveCreatorProjectResponse } from '../../../../shared/contract/ai-design';
import type { CreatorProject, CreatorProjectBody } from '../../../../shared/contract/projects';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

// Creator projects as the ideation workspace uses them (GET, POST /web/creator-projects; PUT by id; PUT
// .../archive). Same query key and request as the projects feature's list, so both share one cache entry.

export type ArchiveAnswer = z.infer<typeof ArchiveCreatorProjectResponse>;
export type CreatorProjectInput = z.input<typeof CreatorProjectBody>;

export const NEW_PROJECT_TITLE = 'My product idea';

/** GET /web/creator-projects: newest activity first (the server's default sort, -updatedAt). */
export const getCreatorProjects = (signal?: AbortSignal) =>
  callApi('GET /web/creator-projects', { query: { size: 200 }, signal });

export const getCreatorProjectsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.projects.creatorProjects(),
    queryFn: ({ signal }) => getCreatorProjects(signal),
  });

/** Archived projects leave the list (spec §4). */
export const isActiveProject = (project: CreatorProject) => !project.isArchived;

const activeFirstUpdated = (projects: CreatorProject[]) =>
  projects.filter(isActiveProject).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);

/** The active projects, most recently updated first. */
export const useActiveCreatorProjects = () =>
  useQuery({ ...getCreatorProjectsQueryOptions(), select: activeFirstUpdated });

export const createCreatorProject = (body: CreatorProjectInput) =>
  callApi('POST /web/creator-projects', { body });

/** PUT replaces the project's fields: the rest are sent as they are, so a rename keeps the stage. */
export const renameCreatorProject = ({ project, title }: { project: CreatorProject; title: string }) =>
  callApi('PUT /web/creator-projects/:id', {
    params: { id: project.id },
    body: { title, description: project.description, stage: project.stage } satisfies CreatorProjectInput,
    quiet: true,
  });

/** PUT /web/creator-projects/{id}/archive: which project opens next (a new one when none is left). */
export const archiveCreatorProject = (id: number) =>
  callApi('PUT /web/creator-projects/:id/archive', { params: { id } });

function useProjectMutation<V, T>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.creatorProjects() }),
  });
}

export const useCreateCreatorProject = () => useProjectMutation(createCreatorProject);
export const useRenameCreatorProject = () => useProjectMutation(renameCreatorProject);
export const useArchiveCreatorProject = () => useProjectMutation(archiveCreatorProject);
