import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** GET /web/ai-sourcing-agents-tech-pack/-/history-tech-packs: the store's tech packs, last saved first. */
export const getTechPacksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tariffAgent.techPacks(),
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents-tech-pack/-/history-tech-packs', {
        query: { size: 100, sort: '-updatedAt' },
        signal,
        quiet: true,
      }),
  });
export const useTechPacks = () => useQuery(getTechPacksQueryOptions());

/** GET /web/ai-sourcing-agents-tech-pack/{id}: a tech pack at its current version. */
export const getTechPackQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.tariffAgent.techPack(id),
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents-tech-pack/:id', { params: { id }, signal, quiet: true }),
  });
export const useTechPack = (id: number | null) =>
  useQuery({ ...getTechPackQueryOptions(id ?? 0), enabled: id != null });
