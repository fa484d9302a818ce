import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogItem } from '../../../../shared/contract/catalog';
import type { MessageCard } from '../../../../shared/contract/messaging';
import type { Project } from '../../../../shared/contract/projects';
import { apiRequest } from '../../../api/client';
import { messagingPaths } from '../paths';
import { messagingKeys } from './query-keys';

export type CardDraft = { kind: 'project' | 'item'; id: number };

/**
 * What the composer shows for a card it is about to send (GET /web/project-management/{id} or
 * GET /web/catalog-items/{id}); the server builds the real card when the message is sent.
 */
export async function getCardPreview(draft: CardDraft, signal?: AbortSignal): Promise<MessageCard> {
  if (draft.kind === 'project') {
    const p = await apiRequest<Project>(`/web/project-management/${draft.id}`, { signal, quiet: true });
    return {
      kind: 'CUSTOM_PROJECT',
      id: p.id,
      title: p.title,
      subtitle: `${p.quantity.toLocaleString('en-US')} units`,
      imageUrl: null,
      href: messagingPaths.project(p.id),
    };
  }
  const item = await apiRequest<CatalogItem>(`/web/catalog-items/${draft.id}`, { signal, quiet: true });
  return {
    kind: 'CATALOG_ITEM',
    id: item.id,
    title: item.title,
    subtitle: item.companyName,
    imageUrl: item.imageUrls[0] ?? null,
    href: messagingPaths.catalogItem(item.id),
  };
}

export const getCardPreviewQueryOptions = (draft: CardDraft) =>
  queryOptions({
    queryKey: messagingKeys.cardPreview(draft.kind, draft.id),
    queryFn: ({ signal }) => getCardPreview(draft, signal),
    staleTime: 5 * 60_000,
  });

export const useCardPreview = (draft: CardDraft | null) =>
  useQuery({
    ...getCardPreviewQueryOptions(draft ?? { kind: 'item', id: 0 }),
    enabled: draft !== null,
  });
