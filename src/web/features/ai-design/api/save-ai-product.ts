import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateAiProductBody } from '../../../../shared/contract/ai-design';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

export type CreateAiProductInput = z.input<typeof CreateAiProductBody>;

/** POST /web/ai-products: saves a design (one of a generation's images) to the store's gallery. */
export const saveAiProduct = (body: CreateAiProductInput) =>
  callApi('POST /web/ai-products', { body, quiet: true });

export function useSaveAiProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAiProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.aiDesign.gallery() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.aiDesign.totalCount() });
    },
  });
}
