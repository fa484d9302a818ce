import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageSlotRef } from '../../../../shared/contract/brand-kits';
import { callUpload, type QueryOf } from '../../../api/call-api';
import { storeKit } from './update-brand-kit';

/** The slot as the upload's query: section, and the idea's or product's uuid and the image index. */
export function slotQuery(slot: ImageSlotRef): QueryOf<'POST /web/brand-kit-modules/:id/images'> {
  switch (slot.section) {
    case 'BRAND_IDEA':
      return { section: slot.section, uuid: slot.uuid, index: slot.index };
    case 'MOODBOARD':
      return { section: slot.section, index: slot.index };
    case 'PRODUCT_SKU':
      return { section: slot.section, uuid: slot.uuid };
  }
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
  return callUpload('POST /web/brand-kit-modules/:id/images', form, {
    params: { id },
    query: slotQuery(slot),
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
