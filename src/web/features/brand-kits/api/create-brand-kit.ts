import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandKit, CreateBrandKitBody } from '../../../../shared/contract/brand-kits';
import { apiRequest } from '../../../api/client';
import { brandKitKeys } from './query-keys';

/** POST /web/brand-kit-modules: a new kit; the server starts its generations at once. */
export const createBrandKit = (body: CreateBrandKitBody) =>
  apiRequest<BrandKit>('/web/brand-kit-modules', { method: 'POST', body, quiet: true });

export function useCreateBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrandKit,
    onSuccess: (kit) => {
      queryClient.setQueryData(brandKitKeys.kit(kit.id), kit);
      void queryClient.invalidateQueries({ queryKey: brandKitKeys.lists() });
    },
  });
}
