import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageSlotRef, KitRequest, KitRequestType } from '../../../../shared/contract/brand-kits';
import { callApi } from '../../../api/call-api';
import { brandKitKeys } from './query-keys';
import { storeKit } from './update-brand-kit';

/** PUT …/{id}/archive { isArchived }. */
export const archiveBrandKit = (id: number, isArchived: boolean) =>
  callApi('PUT /web/brand-kit-modules/:id/archive', { params: { id }, body: { isArchived } });

/** POST …/{id}/reset: clears every section and asks for all four generations again. */
export const resetBrandKit = (id: number) =>
  callApi('POST /web/brand-kit-modules/:id/reset', { params: { id } });

/** POST …/{id}/requests { type }: one more generation (asking again answers the running one). */
export const requestGeneration = (id: number, type: KitRequestType) =>
  callApi('POST /web/brand-kit-modules/:id/requests', { params: { id }, body: { type } });

/** POST …/{id}/images/generate { slots }: the slots go to the loading marker, then take new images. */
export const regenerateImages = (id: number, slots: ImageSlotRef[]) =>
  callApi('POST /web/brand-kit-modules/:id/images/generate', { params: { id }, body: { slots } });

/** PUT …/{id}/requests/archive: finished requests (a failure the founder dismissed) leave "latest". */
export const archiveRequests = (id: number) =>
  callApi('PUT /web/brand-kit-modules/:id/requests/archive', { params: { id } });

/** GET …/{id}/requests/latest?type=: the newest request of a type (null when none), to say why one failed. */
export const getLatestRequest = (id: number, type: KitRequest['type']) =>
  callApi('GET /web/brand-kit-modules/:id/requests/latest', { params: { id }, query: { type }, quiet: true });

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
