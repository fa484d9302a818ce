import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandKit, UpdateBrandKitBody } from '../../../../shared/contract/brand-kits';
import { callApi } from '../../../api/call-api';
import { brandKitKeys } from './query-keys';

/**
 * PUT /web/brand-kit-modules/{id}: any of the editable fields; the server applies the kit rules (a new idea
 * resets the sections after it, a palette colour carries to the slides) and answers the whole kit.
 */
export const updateBrandKit = (id: number, body: UpdateBrandKitBody) =>
  callApi('PUT /web/brand-kit-modules/:id', { params: { id }, body });

/** The server's answer is the kit: the editor shows it at once, lists catch up. */
export function storeKit(queryClient: QueryClient, kit: BrandKit) {
  queryClient.setQueryData(brandKitKeys.kit(kit.id), kit);
  void queryClient.invalidateQueries({ queryKey: brandKitKeys.lists() });
}

export function useUpdateBrandKit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBrandKitBody) => updateBrandKit(id, body),
    onSuccess: (kit) => storeKit(queryClient, kit),
  });
}
