import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type ProjectAction =
  | { kind: 'close'; id: number }
  | { kind: 'award' | 'decline'; id: number; quoteId: number };

/** POST .../{id}/close, .../{id}/quotes/{quoteId}/award or .../decline. */
export const runProjectAction = (a: ProjectAction) =>
  a.kind === 'close'
    ? callApi('POST /web/project-management/:id/close', { params: { id: a.id } })
    : callApi(`POST /web/project-management/:id/quotes/:quoteId/${a.kind}`, {
        params: { id: a.id, quoteId: a.quoteId },
      });

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
