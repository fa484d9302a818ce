import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandKit, ImageSlotRef } from '../../../../shared/contract/brand-kits';
import { apiUpload } from '../../../api/client';
import { storeKit } from './update-brand-kit';

/** The slot as the upload's query: section, and the idea's or product's uuid and the image index. */
export function slotQuery(slot: ImageSlotRef): string {
  const params = new URLSearchParams({ section: slot.section });
  if ('uuid' in slot) params.set('uuid', slot.uuid);
  if ('index' in slot) params.set('index', String(slot.index));
  return params.toString();
}

/** POST /web/brand-kit-modules/{id}/images?section=&uuid=&index= (multipart `file`): the kit with it placed. */
export function uploadKitImage(
  id: number,
  slot: ImageSlotRef,
  file: File,
  onProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<BrandKit>(`/web/brand-kit-modules/${id}/images?${slotQuery(slot)}`, form, {
    quiet: true,
    onProgress,
  });
}

export function useUploadKitImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { slot: ImageSlotRef; file: File; onProgress?: (fraction: number) => void }) =>
      uploadKitImage(id, v.slot, v.file, v.onProgress),
    onSuccess: (kit) => storeKit(queryClient, kit),
  });
}
