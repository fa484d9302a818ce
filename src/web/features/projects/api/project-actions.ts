import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '../../../../shared/contract/projects';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export type ProjectAction =
  | { kind: 'close'; id: number }
  | { kind: 'award' | 'decline'; id: number; quoteId: number };

/** POST .../{id}/close, .../{id}/quotes/{quoteId}/award or .../decline. */
export const runProjectAction = (a: ProjectAction) =>
  apiRequest<Project>(
    a.kind === 'close'
      ? `/web/project-management/${a.id}/close`
      : `/web/project-management/${a.id}/quotes/${a.quoteId}/${a.kind}`,
    { method: 'POST' },
  );

export function useProjectAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runProjectAction,
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.projects.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.comparison(project.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.lists() });
    },
  });
}
