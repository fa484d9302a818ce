import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBrandKitBody } from '../../../../shared/contract/brand-kits';
import { callApi } from '../../../api/call-api';
import { brandKitKeys } from './query-keys';

/** POST /web/brand-kit-modules: a new kit; the server starts its generations at once. */
export const createBrandKit = (body: CreateBrandKitBody) =>
  callApi('POST /web/brand-kit-modules', { body, quiet: true });

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
