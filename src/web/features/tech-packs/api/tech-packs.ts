// The tech-packs feature's calls (issue 24): one tech pack at a version, its versions, the store's history,
// saving from a base version (409 when it moved), restoring, the gallery designs to pick from and the PDF.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TechPack, TechPackBody } from '../../../../shared/contract/tech-packs';
import { callApi } from '../../../api/call-api';
import { downloadApiFile } from '../../../api/download-file';

export const techPackKeys = {
  all: () => ['tech-packs'] as const,
  history: (page: number) => ['tech-packs', 'history', page] as const,
  count: () => ['tech-packs', 'history', 'count'] as const,
  pack: (id: number, version?: number) => ['tech-packs', 'pack', id, version ?? 'current'] as const,
  versions: (id: number) => ['tech-packs', 'pack', id, 'versions'] as const,
  gallery: () => ['tech-packs', 'gallery'] as const,
};

export const HISTORY_PAGE_SIZE = 20;

export const techPackQueryOptions = (id: number, version?: number) =>
  queryOptions({
    queryKey: techPackKeys.pack(id, version),
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents-tech-pack/:id', {
        params: { id },
        query: version ? { version } : {},
        signal,
        quiet: true,
      }),
    // An open editor is not refreshed under the founder's hands: a newer version shows on reload or save.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTechPack = (id: number, version?: number) => useQuery(techPackQueryOptions(id, version));

export const useTechPackVersions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: techPackKeys.versions(id),
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents-tech-pack/:id/versions', { params: { id }, signal, quiet: true }),
    enabled,
  });

export const useTechPackHistory = (page: number) =>
  useQuery({
    queryKey: techPackKeys.history(page),
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents-tech-pack/-/history-tech-packs', {
        query: { page, size: HISTORY_PAGE_SIZE },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useTechPackCount = () =>
  useQuery({
    queryKey: techPackKeys.count(),
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-sourcing-agents-tech-pack/-/history-tech-packs/action/count', {
        query: {},
        signal,
        quiet: true,
      }),
  });

/** The store's gallery designs (AI products), to pick as reference pictures. */
export const useGalleryDesigns = (enabled: boolean) =>
  useQuery({
    queryKey: techPackKeys.gallery(),
    queryFn: ({ signal }) =>
      callApi('GET /web/ai-products', { query: { inGallery: 'true', size: 100 }, signal, quiet: true }),
    enabled,
  });

function useSettle() {
  const client = useQueryClient();
  return (pack: TechPack) => {
    client.setQueryData(techPackKeys.pack(pack.id), pack);
    client.setQueryData(techPackKeys.pack(pack.id, pack.version), pack);
    void client.invalidateQueries({ queryKey: techPackKeys.versions(pack.id) });
    void client.invalidateQueries({ queryKey: ['tech-packs', 'history'] });
  };
}

export function useCreateTechPack() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: TechPackBody) =>
      callApi('POST /web/ai-sourcing-agents-tech-pack', {
        body: { agentType: body.kind === 'PACKAGING' ? 'PACKAGING' : 'DESIGN_SOURCE', body },
        quiet: true,
      }),
    onSuccess: settle,
  });
}

/** PUT with the version the edit started from; a 409 rejects with the ApiError and changes nothing. */
export function useSaveTechPack(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: { baseVersion: number; body: TechPackBody; note?: string }) =>
      callApi('PUT /web/ai-sourcing-agents-tech-pack/:id', { params: { id }, body: input, quiet: true }),
    onSuccess: settle,
  });
}

export function useRestoreTechPack(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: { version: number; baseVersion: number }) =>
      callApi('POST /web/ai-sourcing-agents-tech-pack/:id/restore', {
        params: { id },
        body: input,
        quiet: true,
      }),
    onSuccess: settle,
  });
}

/** GET …/{id}/pdf?version=: saved as "<name> tech pack v<n>.pdf". */
export const downloadTechPackPdf = (pack: Pick<TechPack, 'id' | 'version' | 'productName'>) =>
  downloadApiFile(
    `/web/ai-sourcing-agents-tech-pack/${pack.id}/pdf?version=${pack.version}`,
    `${pack.productName.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Tech pack'} tech pack v${pack.version}.pdf`,
  );
