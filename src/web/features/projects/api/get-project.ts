import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';
import { QUOTE_POLL_MS } from './get-quote-comparison';

/** GET /web/project-management/{id}. */
export const getProject = (id: number, signal?: AbortSignal) =>
  callApi('GET /web/project-management/:id', { params: { id }, signal, quiet: true });

export const getProjectQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.projects.detail(id), queryFn: ({ signal }) => getProject(id, signal) });

/** A request collecting quotes is read again every QUOTE_POLL_MS while open (its quote count, who answered). */
export const useProject = (id: number | null) =>
  useQuery({
    ...getProjectQueryOptions(id ?? 0),
    enabled: id != null,
    refetchInterval: (query) => (query.state.data?.status === 'SENT' ? QUOTE_POLL_MS : false),
  });
