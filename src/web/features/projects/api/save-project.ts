import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, Project, UpdateProjectBody } from '../../../../shared/contract/projects';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type SaveProjectInput = {
  id: number | null;
  body: CreateProjectInput;
  send: boolean;
  /** One per form and intent: resubmitting after a lost answer returns the first request, not a copy. */
  idempotencyKey?: string;
};

/**
 * Saves the form: POST /web/project-management for a new request (a draft, or sent at once), or PUT the draft
 * and then POST .../send when sending an existing draft.
 */
export async function saveProject({ id, body, send, idempotencyKey }: SaveProjectInput): Promise<Project> {
  if (id == null)
    return callApi('POST /web/project-management', {
      body: { ...body, send },
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined,
      quiet: true,
    });
  const { send: _ignored, ...fields } = body;
  const saved = await callApi('PUT /web/project-management/:id', {
    params: { id },
    body: fields as UpdateProjectBody,
    quiet: true,
  });
  if (!send) return saved;
  return callApi('POST /web/project-management/:id/send', { params: { id }, quiet: true });
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.projects.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.creatorProjects() });
    },
  });
}
