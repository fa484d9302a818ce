import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageCard } from '../../../../shared/contract/messaging';
import { callApi } from '../../../api/call-api';
import { paths } from '../../../routing/paths';
import { messagingKeys } from './query-keys';

/** A card waiting in the composer: a custom project request, a product or a supplier profile. */
export type CardDraft = { kind: 'project' | 'item' | 'supplier'; id: number };

/**
 * What the composer shows for a card it is about to send (GET /web/project-management/{id},
 * GET /web/catalog-items/{id} or GET /app/catalog-companies/{id}); the server builds the real card on send.
 */
export async function getCardPreview(draft: CardDraft, signal?: AbortSignal): Promise<MessageCard> {
  if (draft.kind === 'project') {
    const p = await callApi('GET /web/project-management/:id', {
      params: { id: draft.id },
      signal,
      quiet: true,
    });
    return {
      kind: 'CUSTOM_PROJECT',
      id: p.id,
      title: p.title,
      subtitle: `${p.quantity.toLocaleString('en-US')} units`,
      imageUrl: null,
      href: paths.projects.project(p.id),
    };
  }
  if (draft.kind === 'supplier') {
    const c = await callApi('GET /app/catalog-companies/:id', {
      params: { id: draft.id },
      signal,
      quiet: true,
    });
    return {
      kind: 'SUPPLIER_PROFILE',
      id: c.id,
      title: c.name,
      subtitle: c.countryCode,
      imageUrl: c.logoUrl || null,
      href: paths.catalog.supplier(c.id),
    };
  }
  const item = await callApi('GET /web/catalog-items/:id', { params: { id: draft.id }, signal, quiet: true });
  return {
    kind: 'CATALOG_ITEM',
    id: item.id,
    title: item.title,
    subtitle: item.companyName,
    imageUrl: item.imageUrls[0] ?? null,
    href: paths.catalog.item(item.id),
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
