import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandKit, CreateBrandKitBody } from '../../../../shared/contract/brand-kits';
import { callApi } from '../../../api/call-api';
import { brandKitKeys } from './query-keys';

/** POST /web/brand-kit-modules: a new kit; the server starts its generations at once. */
export const createBrandKit = (body: CreateBrandKitBody) =>
  callApi('POST /web/brand-kit-modules', { body, quiet: true });

/** The new kit is the editor's at once; the lists re-read it (once: its generation events are coalesced). */
export function storeCreatedKit(queryClient: QueryClient, kit: BrandKit) {
  queryClient.setQueryData(brandKitKeys.kit(kit.id), kit);
  void queryClient.invalidateQueries({ queryKey: brandKitKeys.lists() }, { cancelRefetch: false });
}

export function useCreateBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrandKit,
    onSuccess: (kit) => storeCreatedKit(queryClient, kit),
  });
}
