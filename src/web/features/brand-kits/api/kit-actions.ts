import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BrandKit,
  ImageSlotRef,
  KitRequest,
  KitRequestType,
} from '../../../../shared/contract/brand-kits';
import { apiRequest } from '../../../api/client';
import { brandKitKeys } from './query-keys';
import { storeKit } from './update-brand-kit';

const base = (id: number) => `/web/brand-kit-modules/${id}`;

/** PUT …/{id}/archive { isArchived }. */
export const archiveBrandKit = (id: number, isArchived: boolean) =>
  apiRequest<BrandKit>(`${base(id)}/archive`, { method: 'PUT', body: { isArchived } });

/** POST …/{id}/reset: clears every section and asks for all four generations again. */
export const resetBrandKit = (id: number) => apiRequest<BrandKit>(`${base(id)}/reset`, { method: 'POST' });

/** POST …/{id}/requests { type }: one more generation (asking again answers the running one). */
export const requestGeneration = (id: number, type: KitRequestType) =>
  apiRequest<KitRequest>(`${base(id)}/requests`, { method: 'POST', body: { type } });

/** POST …/{id}/images/generate { slots }: the slots go to the loading marker, then take new images. */
export const regenerateImages = (id: number, slots: ImageSlotRef[]) =>
  apiRequest<KitRequest>(`${base(id)}/images/generate`, { method: 'POST', body: { slots } });

/** PUT …/{id}/requests/archive: finished requests (a failure the founder dismissed) leave "latest". */
export const archiveRequests = (id: number) =>
  apiRequest<{ archived: number }>(`${base(id)}/requests/archive`, { method: 'PUT' });

/** GET …/{id}/requests/latest?type=: the newest request of a type (null when none), to say why one failed. */
export const getLatestRequest = (id: number, type: KitRequest['type']) =>
  apiRequest<KitRequest | null>(`${base(id)}/requests/latest`, { query: { type }, quiet: true });

export function useArchiveBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isArchived }: { id: number; isArchived: boolean }) => archiveBrandKit(id, isArchived),
    onSuccess: (kit) => storeKit(queryClient, kit),
  });
}

export function useResetBrandKit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetBrandKit(id),
    onSuccess: (kit) => storeKit(queryClient, kit),
  });
}

/** Generations and image regenerations answer a request: the kit is re-read to show it pending. */
export function useRequestGeneration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: KitRequestType) => requestGeneration(id, type),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKitKeys.kit(id) }),
  });
}

export function useRegenerateImages(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slots: ImageSlotRef[]) => regenerateImages(id, slots),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKitKeys.kit(id) }),
  });
}
