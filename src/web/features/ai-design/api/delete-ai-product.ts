import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/call-api';
import { queryKeys } from '../../../api/query-keys';

/** DELETE /web/ai-products/{id}: deletes one of the store's saved designs. */
export const deleteAiProduct = (id: number) =>
  callApi('DELETE /web/ai-products/:id', { params: { id }, quiet: true });

export function useDeleteAiProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAiProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.aiDesign.gallery() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.aiDesign.totalCount() });
    },
  });
}
