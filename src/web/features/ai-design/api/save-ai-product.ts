import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AiProduct, CreateAiProductBody } from '../../../../shared/contract/ai-design';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export type CreateAiProductInput = z.input<typeof CreateAiProductBody>;

/** POST /web/ai-products: saves a design (one of a generation's images) to the store's gallery. */
export const saveAiProduct = (body: CreateAiProductInput) =>
  apiRequest<AiProduct>('/web/ai-products', { method: 'POST', body, quiet: true });

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
